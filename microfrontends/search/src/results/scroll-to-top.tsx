import { MOBILE_SCROLL_TOP_HIDE_MS } from '@immo/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchDependencies } from '../dependencies.js';

/** On a phone, a 'back to top' button shown while the results scroll, hidden 1 s after (§2.3). */
export function ScrollToTop() {
  const { t } = useTranslation();
  const { isMobile } = useSearchDependencies();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!isMobile()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scrolled = () => {
      setShown(window.scrollY > 0);
      clearTimeout(timer);
      timer = setTimeout(() => setShown(false), MOBILE_SCROLL_TOP_HIDE_MS);
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', scrolled);
    };
  }, [isMobile]);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="sr-scroll-top"
      data-testid="search-scroll-top"
      aria-label={t('search_scroll_top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </button>
  );
}
