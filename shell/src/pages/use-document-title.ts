import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const titled = (title: string, site: string) => (title ? `${title} — ${site}` : site);

/** '<page> — Immo Enchères' as the tab's title, in the reader's language. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const site = t('site_name');
  useEffect(() => {
    document.title = titled(title, site);
  }, [title, site]);
}

/**
 * A title for a remote's page until the remote sets its own: written when the page opens (or
 * `page` changes), not again on a language switch, which would overwrite the remote's title.
 */
export function useProvisionalDocumentTitle(title: string, page: unknown): void {
  const { t } = useTranslation();
  const latest = useRef('');
  latest.current = titled(title, t('site_name'));
  useEffect(() => {
    document.title = latest.current;
  }, [page]);
}
