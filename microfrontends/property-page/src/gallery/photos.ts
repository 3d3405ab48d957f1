import type { TFunction } from 'i18next';
import type { PagePhoto, PropertyPageData } from '../api/page-data.js';

/** The photos in their order of priority (the first is the main image). */
export const orderedPhotos = (page: PropertyPageData): PagePhoto[] =>
  [...page.bienData.photos].sort((a, b) => a.position - b.position);

/** The alternative text of a photo: its legend, else its place in the list. */
export const photoAlt = (photo: PagePhoto, index: number, t: TFunction): string =>
  photo.itemName.trim() || t('gallery_photo_alt', { index: index + 1 });
