// Only standard YouTube videos play on the property page: no Shorts, no other host (spec §5.1).

const VIDEO_ID = '([A-Za-z0-9_-]{11})';
const STANDARD_YOUTUBE_LINKS = [
  new RegExp(`^https?://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:[^#]*&)?v=${VIDEO_ID}(?:[&#].*)?$`),
  new RegExp(`^https?://(?:www\\.)?youtube\\.com/embed/${VIDEO_ID}(?:[?#].*)?$`),
  new RegExp(`^https?://youtu\\.be/${VIDEO_ID}(?:[?#].*)?$`),
];

/** The video id of a standard YouTube link, or null (a Short, another site, not a link). */
export function youtubeVideoId(link: string): string | null {
  const trimmed = link.trim();
  for (const pattern of STANDARD_YOUTUBE_LINKS) {
    const match = pattern.exec(trimmed);
    if (match?.[1]) return match[1];
  }
  return null;
}

export const isSupportedVideoLink = (link: string): boolean => youtubeVideoId(link) !== null;
