import { useTranslation } from 'react-i18next';

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
    <nav className="pagination" aria-label={t('pagination_label')}>
      <button
        type="button"
        className="kit-button kit-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pagination_previous')}
      </button>
      <span>{t('pagination_status', { page, pages })}</span>
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
