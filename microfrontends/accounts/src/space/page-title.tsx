import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** '<page> — Immo Enchères' as the tab's title (the shell leaves it to the remote once set). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const site = t('site_name');
  useEffect(() => {
    document.title = `${title} — ${site}`;
  }, [title, site]);
}

/** A page's heading and the tab's title together. */
export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  usePageTitle(title);
  return (
    <header className="bs-page-header">
      <h1 id="bs-page-title" className="bs-page-title">
        {title}
      </h1>
      {intro && <p className="bs-page-intro">{intro}</p>}
    </header>
  );
}
