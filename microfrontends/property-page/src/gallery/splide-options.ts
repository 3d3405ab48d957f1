import { breakpoints } from '@immo/kit';
import type { Options } from '@splidejs/react-splide';
import type { TFunction } from 'i18next';

/** Thumbnails under the main photo (spec §9: desktop 4 per view, gap 25 px); 3 smaller ones on phones. */
export const THUMBNAILS_PER_VIEW = 4;
export const THUMBNAILS_GAP_PX = 25;
export const MOBILE_THUMBNAILS_PER_VIEW = 3;
export const MOBILE_THUMBNAILS_GAP_PX = 10;

/** Every label Splide writes (arrows, rewinding arrows, slides, autoplay) in the page's language. */
export const splideI18n = (t: TFunction): Record<string, string> => ({
  prev: t('gallery_previous'),
  next: t('gallery_next'),
  first: t('gallery_first'),
  last: t('gallery_last'),
  slideX: t('gallery_go_to_photo'),
  pageX: t('gallery_go_to_photo'),
  play: t('gallery_play'),
  pause: t('gallery_pause'),
  select: t('gallery_select_photo'),
  carousel: t('gallery_carousel'),
  slide: t('gallery_slide'),
  slideLabel: t('gallery_slide_label'),
});

export const mainSliderOptions = (t: TFunction): Options => ({
  type: 'fade',
  rewind: true,
  speed: 450,
  pagination: false,
  arrows: true,
  keyboard: 'focused',
  i18n: splideI18n(t),
});

/** `count` photos: arrows and dragging only when they do not all fit in view. */
export const thumbnailsOptions = (t: TFunction, count = Infinity): Options => ({
  perPage: THUMBNAILS_PER_VIEW,
  gap: THUMBNAILS_GAP_PX,
  fixedHeight: 104,
  rewind: true,
  pagination: false,
  isNavigation: true,
  arrows: count > THUMBNAILS_PER_VIEW,
  drag: count > THUMBNAILS_PER_VIEW,
  // Below the mobile breakpoint (Splide's breakpoints are max-widths).
  breakpoints: {
    [breakpoints.mobile - 1]: {
      perPage: MOBILE_THUMBNAILS_PER_VIEW,
      gap: MOBILE_THUMBNAILS_GAP_PX,
      fixedHeight: 64,
      arrows: false,
      drag: count > MOBILE_THUMBNAILS_PER_VIEW,
    },
  },
  i18n: splideI18n(t),
});

export const fullscreenOptions = (t: TFunction, start: number): Options => ({
  type: 'slide',
  rewind: true,
  start,
  speed: 350,
  pagination: false,
  arrows: true,
  // The modal handles the arrows itself, from anywhere on the page.
  keyboard: false,
  i18n: splideI18n(t),
});
