import { useTranslation } from 'react-i18next';
import { SaleCard } from './sale-card.js';
import type { SaleCardView } from './sale-card-model.js';

export function SaleGrid({
  sales,
  highlighted = null,
  onHover,
}: {
  sales: readonly SaleCardView[];
  highlighted?: number | null;
  onHover?: (bienId: number | null) => void;
}) {
  return (
    <ul className="sale-grid">
      {sales.map((sale) => (
        <li key={sale.bienId}>
          <SaleCard sale={sale} highlighted={highlighted === sale.bienId} {...(onHover ? { onHover } : {})} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards in the grid's shape while the list loads. */
export function SaleGridLoading({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="sale-grid-loading" aria-busy="true" data-testid="sales-loading">
      <p className="kit-visually-hidden">{t('loading')}</p>
      <ul className="sale-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="sale-card sale-card--skeleton">
            <div className="sale-card__media" />
            <div className="sale-card__body">
              <span className="skeleton-line skeleton-line--short" />
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--medium" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kit-notice kit-notice--error sr-load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="kit-button kit-button--secondary" onClick={onRetry}>
        {t('remote_retry')}
      </button>
    </div>
  );
}
