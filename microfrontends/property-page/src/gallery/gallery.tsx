import { Splide, SplideSlide } from '@splidejs/react-splide';
import type { Splide as SplideCore } from '@splidejs/splide';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyPageData } from '../api/page-data.js';
import { FullscreenGallery } from './fullscreen-gallery.js';
import { DeferredSplide } from './deferred-splide.js';
import { ExpandIcon, HouseIcon } from './icons.js';
import { LazyImage } from './lazy-image.js';
import { MAIN_PHOTO_SIZES, orderedPhotos, photoAlt, photoSrcSet } from './photos.js';
import { mainSliderOptions, thumbnailsOptions } from './splide-options.js';
import { useWhenIdle } from './use-when-idle.js';

void import(/* webpackMode: "eager" */ '@splidejs/react-splide/css/core').catch(() => undefined);
void import(/* webpackMode: "eager" */ './gallery.css').catch(() => undefined);

/**
 * The property's photos (spec §2.2): a main slider (1920 px images) synced with a thumbnails
 * carousel (1024 px, 4 per view with a 25 px gap on desktop), images loaded as they come into
 * view, and a full-screen gallery over the page.
 */
export function Gallery({ page }: { page: PropertyPageData }) {
  const { t } = useTranslation();
  const photos = useMemo(() => orderedPhotos(page), [page]);
  const mainRef = useRef<DeferredSplide>(null);
  const [current, setCurrent] = useState(0);
  const [fullscreenAt, setFullscreenAt] = useState<number | null>(null);
  const mainOptions = useMemo(() => mainSliderOptions(t), [t]);
  const thumbOptions = useMemo(() => thumbnailsOptions(t, photos.length), [t, photos.length]);
  const hasThumbnails = photos.length > 1;
  // The main slider is set up once the browser is idle (DeferredSplide), the thumbnails' slider once
  // it is idle again after that: neither set-up (layout reads) is in the first screen's task; a blank
  // row of the thumbnails' height holds their place meanwhile, so nothing moves.
  const [mainSetUp, setMainSetUp] = useState(false);
  const thumbnailsShown = useWhenIdle(mainSetUp);

  // The thumbnails drive the main slider (Splide's navigation sync), from when they are set up; a
  // thumbnails' slider taken down (React's StrictMode mounts twice) leaves the main one's targets.
  const syncThumbnails = useCallback((thumbs: SplideCore) => {
    const main = mainRef.current?.splide;
    if (!main) return;
    // On the photo shown, should the main slider have moved before.
    if (main.index !== thumbs.index) thumbs.go(main.index);
    main.sync(thumbs);
  }, []);
  const unsyncThumbnails = useCallback((thumbs: SplideCore) => {
    const targets = mainRef.current?.splide?.splides ?? [];
    const index = targets.findIndex((target) => target.splide === thumbs);
    if (index >= 0) targets.splice(index, 1);
  }, []);

  if (photos.length === 0) {
    return (
      <section
        className="ppm-gallery ppm-gallery--empty"
        data-testid="gallery"
        aria-label={t('gallery_label')}
      >
        <div className="ppm-gallery__placeholder">
          <HouseIcon />
          <p className="ppm-gallery__placeholder-title">{t('gallery_no_photos')}</p>
          <p className="ppm-gallery__placeholder-hint">{t('gallery_no_photos_hint')}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="ppm-gallery" data-testid="gallery" aria-label={t('gallery_label')}>
      <div className="ppm-gallery__main">
        <DeferredSplide
          ref={mainRef}
          className="is-rendered"
          options={mainOptions}
          aria-label={t('gallery_label')}
          onMounted={() => setMainSetUp(true)}
          onMove={(_splide: unknown, index: number) => setCurrent(index)}
        >
          {photos.map((photo, index) => (
            <SplideSlide key={photo.id} className="ppm-gallery__slide">
              <button
                type="button"
                className="ppm-gallery__open"
                onClick={() => setFullscreenAt(index)}
                aria-label={t('gallery_open_fullscreen', { index: index + 1 })}
              >
                <LazyImage
                  src={photo.url}
                  srcSet={photoSrcSet(photo)}
                  sizes={MAIN_PHOTO_SIZES}
                  alt={photoAlt(photo, index, t)}
                  eager={index === 0}
                  priority={index === 0}
                />
              </button>
            </SplideSlide>
          ))}
        </DeferredSplide>
        <p className="ppm-gallery__legend" aria-hidden="true">
          <span className="ppm-gallery__counter">
            {t('gallery_counter', { current: current + 1, total: photos.length })}
          </span>
          {photos[current]?.itemName.trim() && (
            <span className="ppm-gallery__caption">{photos[current]?.itemName}</span>
          )}
        </p>
        <button type="button" className="ppm-gallery__all" onClick={() => setFullscreenAt(current)}>
          <ExpandIcon />
          {t('gallery_show_all', { count: photos.length })}
        </button>
      </div>
      {hasThumbnails && !thumbnailsShown && (
        <div className="ppm-gallery__thumbs-placeholder" data-testid="gallery-thumbnails-placeholder" />
      )}
      {hasThumbnails && thumbnailsShown && (
        <Splide
          options={thumbOptions}
          onMounted={syncThumbnails}
          onDestroy={unsyncThumbnails}
          className="ppm-gallery__thumbs"
          aria-label={t('gallery_thumbnails_label')}
        >
          {photos.map((photo, index) => (
            <SplideSlide key={photo.id} className="ppm-gallery__thumb" data-testid="gallery-thumbnail">
              <LazyImage src={photo.thumbnailUrl} alt={photoAlt(photo, index, t)} />
            </SplideSlide>
          ))}
        </Splide>
      )}
      <FullscreenGallery
        photos={photos}
        open={fullscreenAt !== null}
        startIndex={fullscreenAt ?? 0}
        onClose={() => setFullscreenAt(null)}
      />
    </section>
  );
}
