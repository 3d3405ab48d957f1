import { useTranslation } from 'react-i18next';

/**
 * The pages of a list (search results, the back office's tables): previous, 'Page n sur m', next;
 * nothing when everything fits on one page.
 */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="kit-pagination" aria-label={t('pagination_label')}>
      <button
        type="button"
        className="kit-button kit-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pagination_previous')}
      </button>
      <span className="kit-pagination-status">{t('pagination_status', { page, pages })}</span>
      <button
        type="button"
        className="kit-button kit-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pagination_next')}
      </button>
    </nav>
  );
}
