import { IMAGE_WIDTH_FULL, IMAGE_WIDTH_THUMBNAIL } from './photo-constants.js';

export type ImageWidth = typeof IMAGE_WIDTH_FULL | typeof IMAGE_WIDTH_THUMBNAIL;

/** Where a stored photo is served; the optional width asks for the 1920 or 1024 rendition. */
export const photoUrl = (photoId: number, width?: ImageWidth): string =>
  width === undefined ? `/media/photos/${photoId}` : `/media/photos/${photoId}?width=${width}`;
