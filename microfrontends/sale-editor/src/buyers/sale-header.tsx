import { listingStatus, parseParisDateTime, readSaleFormValues, type ListingStatus } from '@immo/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { LoadFailedNotice } from '../space/load-states.js';
import { publicSalePath, saleFormPath, salesListPath } from '../space/paths.js';
import { useApiGet } from './use-api.js';
import { api } from './wire.js';

interface SaleIdentity {
  title: string;
  reference: string;
  /** Null when the sale's dates cannot be read. */
  phase: ListingStatus | null;
}

const PHASE_LABELS: Record<ListingStatus, string> = {
  a_venir: 'negotiator_phase_a_venir',
  en_cours: 'negotiator_phase_en_cours',
  termine: 'negotiator_phase_termine',
};

/** The sale's title, reference and phase from its form values (GET /v2/sell/{bien}); core says the phase. */
function saleIdentityOf(answer: unknown, now: number): SaleIdentity | null {
  const read = readSaleFormValues(answer);
  if (!read.ok) return null;
  const { nom, ref_client, dateDebut, dateFin } = read.value;
  const startAt = parseParisDateTime(dateDebut);
  const endAt = parseParisDateTime(dateFin);
  return {
    title: nom,
    reference: ref_client,
    phase: startAt === null || endAt === null ? null : listingStatus({ startAt, endAt, closedAt: null }, now),
  };
}

/**
 * The head of a sale's page: back to the sales, the sale's reference, phase and title, the page's
 * own title, and the ways to the sale's form and public page. The page works on without it when
 * the sale's values cannot be read (the page's own call says why).
 */
export function SaleHeader({ bienId, title, titleId }: { bienId: number; title: string; titleId: string }) {
  const { t } = useTranslation();
  const { now } = useSaleEditorDependencies();
  const { load } = useApiGet<unknown>(api.sale(bienId));
  const sale = useMemo(() => (load.state === 'ready' ? saleIdentityOf(load.data, now()) : null), [load, now]);
  return (
    <header className="nb-sale-header">
      <Link className="nb-back" to={salesListPath()}>
        <span aria-hidden="true">←</span> {t('sale_form_back_to_list')}
      </Link>
      <div className="nb-sale-line" data-testid="sale-header">
        {sale ? (
          <>
            {sale.reference ? <span className="ns-ref">{sale.reference}</span> : null}
            {sale.phase ? (
              <span className={`nb-phase nb-phase--${sale.phase}`} data-testid="sale-phase">
                {t(PHASE_LABELS[sale.phase])}
              </span>
            ) : null}
            <span className="nb-sale-title">{sale.title}</span>
          </>
        ) : (
          <span className="nb-sale-title">{t('negotiator_sale_number', { id: bienId })}</span>
        )}
      </div>
      <div className="nb-title-row">
        <h1 id={titleId} className="ns-page-title">
          {title}
        </h1>
        <div className="nb-sale-links">
          <Link className="ns-action" to={saleFormPath(bienId)}>
            {t('negotiator_edit_sale')}
          </Link>
          <a className="ns-action" href={publicSalePath(bienId)}>
            {t('space_public_page')}
          </a>
        </div>
      </div>
    </header>
  );
}

/**
 * A sale's page could not be read: another negotiator's sale (403) or none (404) is said plainly,
 * with the way back; anything else may pass, so the page offers to try again.
 */
export function SaleLoadFailure({
  status,
  message,
  onRetry,
}: {
  status: number;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 403 || status === 404)
    return (
      <div className="kit-notice kit-notice--error" role="alert" data-testid="sale-refused">
        <p>{t(status === 403 ? 'negotiator_sale_forbidden' : 'negotiator_sale_not_found')}</p>
        <Link className="kit-button kit-button--secondary nb-inline-button" to={salesListPath()}>
          {t('sale_form_back_to_list')}
        </Link>
      </div>
    );
  return <LoadFailedNotice message={message} onRetry={onRetry} />;
}
