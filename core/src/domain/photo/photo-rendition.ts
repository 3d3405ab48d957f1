import { IMAGE_WIDTH_FULL, IMAGE_WIDTH_THUMBNAIL } from './photo-constants.js';
import type { ImageWidth } from './photo-url.js';

/** The widths an image URL may ask for (§9 'Image widths'). */
export const PHOTO_IMAGE_WIDTHS: readonly ImageWidth[] = [IMAGE_WIDTH_FULL, IMAGE_WIDTH_THUMBNAIL];

/**
 * Where the rendition of a stored photo at a width is kept, beside its original:
 * 'photos/12/abc.jpg' at 1024 → 'photos/12/abc.w1024.jpg'.
 */
export function photoRenditionKey(storageKey: string, width: ImageWidth): string {
  const base = storageKey.endsWith('.jpg') ? storageKey.slice(0, -'.jpg'.length) : storageKey;
  return `${base}.w${width}.jpg`;
}
