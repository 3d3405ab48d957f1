import { useEffect, useRef, useState } from 'react';

/** An image starts loading once a tenth of it is within 50 px of the viewport (spec §9). */
export const LAZY_IMAGE_OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '50px' };

interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Load at once: the photo shown first needs no wait. */
  eager?: boolean;
}

/** An <img> whose `src` is set only when it comes near the viewport, fading in once loaded. */
export function LazyImage({ src, alt, className, eager = false }: LazyImageProps) {
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
      data-src={src}
      alt={alt}
      decoding="async"
      draggable={false}
      onLoad={() => setLoaded(true)}
    />
  );
}
