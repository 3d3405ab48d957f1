import { youtubeVideoId } from '@immo/core';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.js';

/** The privacy-enhanced YouTube player: no cookie until the visitor presses play. */
export const youtubeEmbedUrl = (videoId: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0`;

/** A link typed by a negotiator, framed only when it is a web address (never `javascript:` or `data:`). */
export function safeExternalUrl(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The standard YouTube video of the property, or null (Shorts and other hosts do not play, §5.1). */
export const propertyVideoId = (link: string | null | undefined): string | null =>
  link ? youtubeVideoId(link) : null;

interface VideoPlayerProps {
  videoId: string;
  /** Shown on the page (not in a modal): the player can be closed, and remembers it. */
  onClose?: () => void;
}

export function VideoPlayer({ videoId, onClose }: VideoPlayerProps) {
  const { t } = useTranslation();
  return (
    <div className="ppm-video" data-testid="video-player">
      {onClose && (
        <button
          type="button"
          className="ppm-video__close"
          onClick={onClose}
          aria-label={t('media_video_close')}
        >
          <CloseIcon />
        </button>
      )}
      <div className="ppm-frame ppm-frame--video">
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={t('media_video_title')}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </div>
  );
}

/** A virtual tour or a home-staging project: framed, with a way out to the provider's own page. */
export function ExternalFrame({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="ppm-external">
      <div className="ppm-frame ppm-frame--tour">
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <a className="ppm-external__link" href={src} target="_blank" rel="noopener noreferrer">
        {t('media_open_new_tab')}
      </a>
    </div>
  );
}
