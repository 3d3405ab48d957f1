import type { TFunction } from 'i18next';
import type { PagePhoto, PropertyPageData } from '../api/page-data.js';

/** The photos in their order of priority (the first is the main image). */
export const orderedPhotos = (page: PropertyPageData): PagePhoto[] =>
  [...page.bienData.photos].sort((a, b) => a.position - b.position);

/** The alternative text of a photo: its legend, else its place in the list. */
export const photoAlt = (photo: PagePhoto, index: number, t: TFunction): string =>
  photo.itemName.trim() || t('gallery_photo_alt', { index: index + 1 });

/** Both widths the server makes of a photo (spec §2.2: 1920 and 1024 px): the browser picks by `sizes`. */
export const photoSrcSet = (photo: PagePhoto): string => `${photo.thumbnailUrl} 1024w, ${photo.url} 1920w`;

/**
 * How wide the main slider shows a photo (page-layout.css): the whole width on a phone, the page
 * less the auction column (380 px, the gap and margins) up to the 1 200 px page on a desktop.
 */
export const MAIN_PHOTO_SIZES = '(max-width: 767px) 100vw, (max-width: 1240px) calc(100vw - 450px), 790px';
