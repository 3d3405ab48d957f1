import { Splide, SplideSlide } from '@splidejs/react-splide';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagePhoto } from '../api/page-data.js';
import { LazyImage } from './lazy-image.js';
import { Modal } from './modal.js';
import { photoAlt, photoSrcSet } from './photos.js';
import { fullscreenOptions } from './splide-options.js';

interface FullscreenGalleryProps {
  photos: readonly PagePhoto[];
  open: boolean;
  startIndex: number;
  onClose: () => void;
}

/** Every photo at full size over the page, its legend beneath; ← → to browse, Escape to leave. */
export function FullscreenGallery({ photos, open, startIndex, onClose }: FullscreenGalleryProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open && photos.length > 0}
      onClose={onClose}
      title={t('gallery_fullscreen_label')}
      hideTitle
      variant="fullscreen"
      testId="gallery-fullscreen"
    >
      {/* Mounted afresh at each opening, so it starts on the photo that was clicked. */}
      <FullscreenSlider key={startIndex} photos={photos} startIndex={startIndex} />
    </Modal>
  );
}

function FullscreenSlider({ photos, startIndex }: { photos: readonly PagePhoto[]; startIndex: number }) {
  const { t } = useTranslation();
  const start = Math.min(Math.max(startIndex, 0), photos.length - 1);
  const [current, setCurrent] = useState(start);
  const sliderRef = useRef<Splide>(null);
  const options = useMemo(() => fullscreenOptions(t, start), [t, start]);

  // Keep the slider on the photo of the counter (keys move the counter, swipes move the slider).
  useEffect(() => {
    const splide = sliderRef.current?.splide;
    if (splide && splide.index !== current) splide.go(current);
  }, [current]);

  // ← → browse from anywhere while the gallery is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setCurrent((index) => (index + step + photos.length) % photos.length);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [photos.length]);

  return (
    <div className="ppm-fullscreen">
      <p className="ppm-fullscreen__counter" aria-live="polite">
        {t('gallery_counter', { current: current + 1, total: photos.length })}
      </p>
      <Splide
        ref={sliderRef}
        options={options}
        aria-label={t('gallery_fullscreen_label')}
        onMove={(_splide: unknown, index: number) => setCurrent(index)}
      >
        {photos.map((photo, index) => (
          <SplideSlide key={photo.id} className="ppm-fullscreen__slide">
            <figure className="ppm-fullscreen__figure">
              <LazyImage
                src={photo.url}
                srcSet={photoSrcSet(photo)}
                sizes="100vw"
                alt={photoAlt(photo, index, t)}
                eager={index === start}
              />
              {photo.itemName.trim() && (
                <figcaption className="ppm-fullscreen__legend">{photo.itemName}</figcaption>
              )}
            </figure>
          </SplideSlide>
        ))}
      </Splide>
    </div>
  );
}
