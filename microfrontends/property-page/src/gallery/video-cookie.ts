// The video player remembers it was closed for a day (spec §2.2, §9 'Video cookie 1 day').

export const VIDEO_CLOSED_COOKIE_MAX_AGE_S = 24 * 60 * 60;

/** One cookie per property: closing one sale's video leaves the others playing. */
export const videoClosedCookieName = (bienId: number): string => `video_ferme_${bienId}`;

export function isVideoClosed(bienId: number, doc: Document = document): boolean {
  const name = videoClosedCookieName(bienId);
  return doc.cookie.split('; ').some((cookie) => cookie === `${name}=1`);
}

export function rememberVideoClosed(bienId: number, doc: Document = document): void {
  doc.cookie = `${videoClosedCookieName(bienId)}=1; path=/; max-age=${VIDEO_CLOSED_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The visitor asked to see the video again: the player stays open from now on. */
export function forgetVideoClosed(bienId: number, doc: Document = document): void {
  doc.cookie = `${videoClosedCookieName(bienId)}=; path=/; max-age=0; samesite=lax`;
}
