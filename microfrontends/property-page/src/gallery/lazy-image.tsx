import { useEffect, useRef, useState } from 'react';

/** An image starts loading once a tenth of it is within 50 px of the viewport (spec §9). */
export const LAZY_IMAGE_OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '50px' };

interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  /** The same picture in other widths ('url 1024w, url 1920w'), and how wide it shows (`sizes`). */
  srcSet?: string;
  sizes?: string;
  /** Load at once: the photo shown first needs no wait. */
  eager?: boolean;
  /** Ahead of the page's other images: the main photo is the largest thing of the first screen. */
  priority?: boolean;
}

/** An <img> whose `src` is set only when it comes near the viewport, fading in once loaded. */
export function LazyImage({
  src,
  alt,
  className,
  srcSet,
  sizes,
  eager = false,
  priority = false,
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (near || !ref.current) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, LAZY_IMAGE_OBSERVER_OPTIONS);
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);

  return (
    <img
      ref={ref}
      className={`ppm-lazy${loaded ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`}
      src={near ? src : undefined}
      srcSet={near ? srcSet : undefined}
      sizes={sizes}
      fetchPriority={priority ? 'high' : undefined}
      data-src={src}
      alt={alt}
      decoding="async"
      draggable={false}
      onLoad={() => setLoaded(true)}
    />
  );
}
