import { ENDED_OUTCOME_KINDS, formatEuros, propertyPagePath, saleRecordPath } from '@immo/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAccountsDependencies } from '../dependencies.js';
import { EmptyState, Loaded, useResource } from '../space/load-states.js';
import { PageHeading } from '../space/page-title.js';
import { useAction } from '../space/use-action.js';
import { formatDate, formatDateTime, instantOf } from '../space/format.js';
import { SELLER_SPACE_PATH, sellerPageOf, sellerSalePath } from './seller-paths.js';
import type {
  ActorsJson,
  OfferJson,
  OffersJson,
  OutcomeJson,
  SellerPageJson,
  SellerSalesJson,
} from './wire.js';

function OutcomeBadge({ outcome }: { outcome: OutcomeJson }) {
  return (
    <span className={`sv-outcome sv-outcome--${outcome.kind}`} data-testid="seller-outcome">
      {outcome.label}
    </span>
  );
}

/** The notary's record of an ended sale (PDF). */
function SaleRecordLink({ bienId, outcome }: { bienId: number; outcome: OutcomeJson }) {
  const { t } = useTranslation();
  if (!ENDED_OUTCOME_KINDS.includes(outcome.kind)) return null;
  return (
    <a href={saleRecordPath(bienId)} data-testid="seller-sale-record">
      {t('sale_record_link')}
    </a>
  );
}

/** /espace-vendeur: the seller's sales, with their phase, price and outcome. */
function SellerHome() {
  const { t } = useTranslation();
  const [sales, retry] = useResource<SellerSalesJson>('/api/vendeur/biens');
  return (
    <>
      <PageHeading title={t('seller_space_title')} intro={t('seller_space_intro')} />
      <h2 className="sv-heading">{t('seller_my_sales')}</h2>
      <Loaded resource={sales} retry={retry} failure={t('seller_load_failed')}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState>{t('seller_no_sales')}</EmptyState>
          ) : (
            <ul className="sv-sales" data-testid="seller-sales">
              {items.map((sale) => (
                <li key={sale.bienId} className="kit-card sv-sale">
                  <Link to={sellerSalePath(sale.bienId)} className="sv-sale-title">
                    {sale.title}
                  </Link>
                  <span className="sv-muted">
                    {sale.reference} · {sale.city}
                  </span>
                  <span>
                    {formatEuros(sale.currentPrice ?? sale.firstPrice)} · {formatDate(instantOf(sale.endAt))}
                  </span>
                  <OutcomeBadge outcome={sale.outcome} />
                  <SaleRecordLink bienId={sale.bienId} outcome={sale.outcome} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

/** Accepter / Refuser with a confirmation that says what follows. */
function OfferActions({ offer, ended, onDone }: { offer: OfferJson; ended: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const [asking, setAsking] = useState<'accept' | 'refuse' | null>(null);
  const { busy, failure, run } = useAction();
  const answer = async (decision: 'accepter' | 'refuser') => {
    if (await run(() => api(`/api/vendeur/offres/${offer.id}/${decision}`, { method: 'POST' }))) onDone();
  };
  if (asking) {
    const amount = offer.amountDisplay;
    const accept = asking === 'accept';
    return (
      <div
        className="sv-confirm"
        role="alertdialog"
        aria-labelledby={`sv-confirm-${offer.id}`}
        data-testid="seller-confirm"
      >
        <p id={`sv-confirm-${offer.id}`}>
          <strong>
            {t(accept ? 'seller_accept_confirm_title' : 'seller_refuse_confirm_title', { amount })}
          </strong>
        </p>
        <p>
          {t(
            accept
              ? 'seller_accept_confirm_text'
              : ended
                ? 'seller_refuse_confirm_ended'
                : 'seller_refuse_confirm_live',
          )}
        </p>
        <div className="bs-actions">
          <button
            type="button"
            className={`kit-button ${accept ? '' : 'bs-button--danger'}`}
            disabled={busy}
            onClick={() => void answer(accept ? 'accepter' : 'refuser')}
          >
            {busy ? t('loading') : t('seller_confirm')}
          </button>
          <button
            type="button"
            className="kit-button kit-button--secondary"
            disabled={busy}
            onClick={() => setAsking(null)}
          >
            {t('seller_cancel')}
          </button>
        </div>
        {failure && (
          <p className="kit-notice kit-notice--error" role="alert">
            {failure}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="bs-actions">
      {offer.canAccept && (
        <button type="button" className="kit-button" onClick={() => setAsking('accept')}>
          {t('offer_accept')}
        </button>
      )}
      {offer.canRefuse && (
        <button
          type="button"
          className="kit-button kit-button--secondary"
          onClick={() => setAsking('refuse')}
        >
          {t('offer_refuse')}
        </button>
      )}
    </div>
  );
}

function OffersSection({ bienId }: { bienId: number }) {
  const { t } = useTranslation();
  const [offers, retry] = useResource<OffersJson>(`/api/vendeur/bien/${bienId}/offres`);
  return (
    <section className="kit-card sv-section" aria-labelledby="sv-offers" id="offres">
      <h2 id="sv-offers">{t('seller_section_offers')}</h2>
      <Loaded resource={offers} retry={retry} failure={t('seller_load_failed')}>
        {(list) => (
          <>
            <p>
              <OutcomeBadge outcome={list.issue} />
            </p>
            {list.offres.length === 0 ? (
              <p>{t('seller_no_offers')}</p>
            ) : (
              <table className="sv-table" data-testid="seller-offers">
                <thead>
                  <tr>
                    <th scope="col">{t('seller_offer_amount')}</th>
                    <th scope="col">{t('seller_offer_buyer')}</th>
                    <th scope="col">{t('seller_offer_date')}</th>
                    <th scope="col">{t('seller_offer_status')}</th>
                    <th scope="col">
                      <span className="kit-visually-hidden">{t('seller_confirm')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.offres.map((offer) => (
                    <tr key={offer.id} className={offer.highest ? 'sv-best' : undefined}>
                      <td>
                        {offer.amountDisplay}
                        {offer.highest && <span className="sv-muted"> · {t('seller_best_offer')}</span>}
                      </td>
                      <td>{offer.acquereur}</td>
                      <td>{formatDateTime(instantOf(offer.dateTimeString), t)}</td>
                      <td>
                        {offer.statusLabel}
                        {offer.dateReponse && (
                          <span className="sv-muted">
                            {' '}
                            ·{' '}
                            {t('seller_answered_by', {
                              date: formatDateTime(instantOf(offer.dateReponse), t),
                            })}
                          </span>
                        )}
                      </td>
                      <td>
                        <OfferActions offer={offer} ended={list.phase === 'ended'} onDone={retry} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}

function SaleSections({ bienId }: { bienId: number }) {
  const { t } = useTranslation();
  const [sales, retrySales] = useResource<SellerSalesJson>('/api/vendeur/biens');
  const [actors, retryActors] = useResource<ActorsJson>(`/api/bien/${bienId}/acteurs`);
  const [page, retryPage] = useResource<SellerPageJson>(`/api/bien/${bienId}/page`);
  return (
    <>
      <Loaded resource={sales} retry={retrySales} failure={t('seller_load_failed')}>
        {({ items }) => {
          const sale = items.find((item) => item.bienId === bienId);
          if (!sale) return <EmptyState>{t('not_found_text')}</EmptyState>;
          return (
            <>
              <PageHeading title={sale.title} intro={`${sale.reference} · ${sale.city}`} />
              <nav className="sv-tabs" aria-label={t('seller_space_title')}>
                {(
                  [
                    ['informations', 'seller_section_information'],
                    ['annonce', 'seller_section_listing'],
                    ['offres', 'seller_section_offers'],
                    ['documents', 'seller_section_documents'],
                    ['visites', 'seller_section_visits'],
                    ['acteurs', 'seller_section_actors'],
                  ] as const
                ).map(([anchor, label]) => (
                  <a key={anchor} href={`#${anchor}`}>
                    {t(label)}
                  </a>
                ))}
              </nav>
              <section className="kit-card sv-section" id="informations" aria-labelledby="sv-info">
                <h2 id="sv-info">{t('seller_section_information')}</h2>
                <dl className="sv-facts">
                  <dt>{t('outcome_label')}</dt>
                  <dd>
                    <OutcomeBadge outcome={sale.outcome} />{' '}
                    <SaleRecordLink bienId={sale.bienId} outcome={sale.outcome} />
                  </dd>
                  <dt>{t('seller_offer_amount')}</dt>
                  <dd>{formatEuros(sale.currentPrice ?? sale.firstPrice)}</dd>
                  <dt>{t('seller_offer_date')}</dt>
                  <dd>
                    {formatDateTime(instantOf(sale.startAt), t)} → {formatDateTime(instantOf(sale.endAt), t)}
                  </dd>
                </dl>
              </section>
              <section className="kit-card sv-section" id="annonce" aria-labelledby="sv-listing">
                <h2 id="sv-listing">{t('seller_section_listing')}</h2>
                <p>{t(sale.published ? 'publication_published' : 'publication_draft')}</p>
                <Link className="kit-button kit-button--secondary" to={propertyPagePath(sale.bienId)}>
                  {t('seller_open_listing')}
                </Link>
              </section>
            </>
          );
        }}
      </Loaded>
      <OffersSection bienId={bienId} />
      <section className="kit-card sv-section" id="documents" aria-labelledby="sv-documents">
        <h2 id="sv-documents">{t('seller_section_documents')}</h2>
        <Loaded resource={page} retry={retryPage} failure={t('seller_load_failed')}>
          {({ documents }) =>
            documents.length === 0 ? (
              <p>{t('seller_no_documents')}</p>
            ) : (
              <ul className="sv-list">
                {documents.map((doc) => (
                  <li key={doc.id}>
                    <a href={doc.acces ? `/download/media/${doc.id}` : `/download/private/${doc.id}`}>
                      {doc.nom}
                    </a>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
      <Loaded resource={actors} retry={retryActors} failure={t('seller_load_failed')}>
        {(list) => {
          const booked = list.acheteurs.filter((buyer) => buyer.visit.booked).length;
          const done = list.acheteurs.filter((buyer) => buyer.visit.doneAt !== null).length;
          return (
            <>
              <section className="kit-card sv-section" id="visites" aria-labelledby="sv-visits">
                <h2 id="sv-visits">{t('seller_section_visits')}</h2>
                <p>
                  {booked + done === 0
                    ? t('seller_no_visits')
                    : t('seller_visits_count', { count: done, booked })}
                </p>
              </section>
              <section className="kit-card sv-section" id="acteurs" aria-labelledby="sv-actors">
                <h2 id="sv-actors">{t('seller_section_actors')}</h2>
                {list.negociateur && (
                  <p data-testid="seller-negotiator">
                    <strong>{t('seller_negotiator')}</strong> : {list.negociateur.firstName}{' '}
                    {list.negociateur.lastName} ·{' '}
                    <a href={`mailto:${list.negociateur.email}`}>{list.negociateur.email}</a>
                    {list.negociateur.phone && <> · {list.negociateur.phone}</>}
                  </p>
                )}
                <p>{t('seller_buyers_count', { count: list.acheteurs.length })}</p>
                <ul className="sv-list">
                  {list.vendeurs.map((vendor) => (
                    <li key={vendor.email}>{vendor.email}</li>
                  ))}
                </ul>
              </section>
            </>
          );
        }}
      </Loaded>
      <p>
        <Link to={SELLER_SPACE_PATH}>← {t('seller_my_sales')}</Link>
      </p>
    </>
  );
}

/** The seller's back office, at /espace-vendeur/…; the shell has already asked for a login. */
export function SellerSpace() {
  const { t } = useTranslation();
  const page = sellerPageOf(useLocation().pathname);
  return (
    <div className="sv-space" data-testid="seller-space">
      {page.page === 'home' && <SellerHome />}
      {page.page === 'sale' && <SaleSections key={page.bienId} bienId={page.bienId} />}
      {page.page === 'not-found' && <EmptyState>{t('not_found_text')}</EmptyState>}
    </div>
  );
}
