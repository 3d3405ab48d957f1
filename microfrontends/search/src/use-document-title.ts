import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** '<page> — Immo Enchères' as the tab's title, in the reader's language. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const site = t('site_name');
  useEffect(() => {
    document.title = title ? `${title} — ${site}` : site;
  }, [title, site]);
}
