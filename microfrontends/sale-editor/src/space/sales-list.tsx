import {
  formatEuros,
  LISTING_STATUSES,
  PROPERTY_TYPES,
  salePosterPath,
  type ListingStatus,
  type PropertyTypeCode,
  ENDED_OUTCOME_KINDS,
  saleRecordPath,
} from '@immo/core';
import { Pagination } from '@immo/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedNotice, LoadingNotice } from './load-states.js';
import { Link, useSearchParams } from 'react-router';
import { InlineEditField } from '@immo/kit/inline-edit';
import { useSaleEditorDependencies } from './dependencies.js';
import { formatDateTimeShort } from './format.js';
import { pageCount, pageOf, SearchForm } from './list-controls.js';
import { NEW_SALE_PATH, publicSalePath, saleFormPath } from './paths.js';
import { SaleQualificationLinks } from './sale-links.js';

/** One sale as GET /ajax/biens/list answers it. */
export interface SaleListItem {
  bienId: number;
  reference: string;
  title: string;
  type: PropertyTypeCode;
  city: string;
  status: ListingStatus;
  /** ISO 8601 with the Paris offset. */
  startAt: string;
  endAt: string;
  firstPrice: number;
  currentPrice: number | null;
  bidCount: number;
  /** A draft stays off the public site until published. */
  published?: boolean;
  /** Where the sale stands (core's saleOutcome), labelled by the server. */
  outcome?: { kind: string; price: number | null; label: string };
}

export interface SalesListPage {
  items: SaleListItem[];
  total: number;
  page: number;
  pageSize: number;
}

const statusOf = (value: string | null): ListingStatus =>
  (LISTING_STATUSES as readonly string[]).includes(value ?? '') ? (value as ListingStatus) : 'en_cours';

export const salesListQuery = (status: ListingStatus, q: string, page: number): string =>
  `/ajax/biens/list?${new URLSearchParams({ status, q, page: String(page) }).toString()}`;

type Load = { state: 'loading' } | { state: 'ready'; data: SalesListPage } | { state: 'failed' };

const STATUS_LABELS: Record<ListingStatus, string> = {
  en_cours: 'space_status_en_cours',
  a_venir: 'space_status_a_venir',
  termine: 'space_status_termine',
};

const EMPTY_LABELS: Record<ListingStatus, string> = {
  en_cours: 'space_empty_en_cours',
  a_venir: 'space_empty_a_venir',
  termine: 'space_empty_termine',
};

/** The negotiator's sales by status, with search and paging (spec §2.4, §3.1 listing statuses). */
export function SalesList() {
  const { t, i18n } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('statut'));
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    api<SalesListPage>(salesListQuery(status, q, page)).then(
      (data) => live && setLoad({ state: 'ready', data }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, status, q, page, attempt]);

  const go = (next: { status?: ListingStatus; q?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    const nextQ = next.q ?? q;
    const nextPage = next.page ?? 1;
    if (nextStatus !== 'en_cours') query.set('statut', nextStatus);
    if (nextQ) query.set('q', nextQ);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const pages = load.state === 'ready' ? pageCount(load.data.total, load.data.pageSize) : 1;

  return (
    <section className="ns-sales" data-testid="negotiator-sales" aria-labelledby="ns-sales-title">
      <div className="ns-sales-top">
        <h1 id="ns-sales-title" className="ns-page-title">
          {status === 'termine' ? t('space_finished_title') : t('space_sales_title')}
        </h1>
        <SearchForm
          id="ns-sales-q"
          label={t('space_search_label')}
          placeholder={t('space_search_placeholder')}
          value={q}
          onSearch={(text) => go({ q: text, page: 1 })}
        />
      </div>

      <div className="ns-status-tabs" role="tablist" aria-label={t('space_status_label')}>
        {LISTING_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === status}
            className={`ns-status-tab${s === status ? ' ns-status-tab--active' : ''}`}
            data-testid={`sales-status-${s}`}
            onClick={() => go({ status: s, page: 1 })}
          >
            {t(STATUS_LABELS[s])}
          </button>
        ))}
      </div>

      {load.state === 'loading' ? (
        <LoadingNotice />
      ) : load.state === 'failed' ? (
        <LoadFailedNotice message={t('space_sales_failed')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : load.data.items.length === 0 ? (
        <div className="ns-empty kit-card">
          <p>{q ? t('space_empty_search', { q }) : t(EMPTY_LABELS[status])}</p>
          {status !== 'termine' && !q ? (
            <Link className="kit-button" to={NEW_SALE_PATH}>
              {t('space_new_sale')}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <p className="ns-sales-count" aria-live="polite">
            {t('space_sales_count', { count: load.data.total })}
          </p>
          <table className="ns-sales-table">
            <thead>
              <tr>
                <th scope="col">{t('space_col_reference')}</th>
                <th scope="col">{t('space_col_property')}</th>
                <th scope="col">{t('space_col_dates')}</th>
                <th scope="col" className="ns-num">
                  {t('space_col_price')}
                </th>
                <th scope="col" className="ns-num">
                  {t('space_col_bids')}
                </th>
                <th scope="col">
                  <span className="kit-visually-hidden">{t('space_col_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {load.data.items.map((item) => (
                <SaleRow key={item.bienId} item={item} language={i18n.language} />
              ))}
            </tbody>
          </table>
          <Pagination page={page} pages={pages} onPage={(next) => go({ page: next })} />
        </>
      )}
    </section>
  );
}

function SaleRow({ item, language }: { item: SaleListItem; language: string }) {
  const { t } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const typeLabel = PROPERTY_TYPES[item.type]?.[language.startsWith('en') ? 'en' : 'fr'] ?? item.type;
  const hasBids = item.bidCount > 0 && item.currentPrice !== null;
  return (
    <tr className="ns-sales-row" data-testid="sales-row" data-bien-id={item.bienId}>
      <td className="ns-cell-ref" data-label={t('space_col_reference')}>
        <span className="ns-ref">{item.reference}</span>
      </td>
      <td className="ns-cell-property" data-label={t('space_col_property')}>
        {/* An ended sale is read-only (core's inlineFieldLock): its title is no field. */}
        {item.status === 'termine' ? (
          <span className="ns-sales-title">{item.title}</span>
        ) : (
          <InlineEditField
            initValue={item.title}
            id={item.bienId}
            entity="bien"
            property="nom"
            fieldType="text"
            label={t('space_title_label')}
            api={api}
          />
        )}
        <span className="ns-sales-meta">
          {typeLabel}
          {item.city ? ` · ${item.city}` : ''}
        </span>
        <span className="ns-sales-meta" data-testid="sales-row-state">
          {item.published === false ? (
            <span className="ns-badge ns-badge--draft">{t('publication_draft')}</span>
          ) : null}{' '}
          {item.outcome ? <span className="ns-badge ns-badge--outcome">{item.outcome.label}</span> : null}
        </span>
      </td>
      <td className="ns-cell-dates" data-label={t('space_col_dates')}>
        <span className="ns-date-line">
          <span className="ns-date-key">{t('space_date_from')}</span>{' '}
          {formatDateTimeShort(item.startAt, language)}
        </span>
        <span className="ns-date-line">
          <span className="ns-date-key">{t('space_date_to')}</span>{' '}
          {formatDateTimeShort(item.endAt, language)}
        </span>
      </td>
      <td className="ns-cell-price ns-num" data-label={t('space_col_price')}>
        <span className="ns-price">
          {formatEuros(hasBids ? (item.currentPrice as number) : item.firstPrice)}
        </span>
        <span className="ns-price-kind">{t(hasBids ? 'space_price_current' : 'space_price_first')}</span>
      </td>
      <td className="ns-cell-bids ns-num" data-label={t('space_col_bids')}>
        <span className={`ns-bids${item.bidCount > 0 ? ' ns-bids--some' : ''}`}>
          {t('space_bids', { count: item.bidCount })}
        </span>
      </td>
      <td className="ns-cell-actions">
        <Link
          className="ns-action ns-action--primary"
          to={saleFormPath(item.bienId)}
          data-testid="sales-row-edit"
        >
          {t('space_edit')}
        </Link>
        <SaleQualificationLinks
          bienId={item.bienId}
          reference={item.reference}
          className="ns-action"
          testIdPrefix="sales-row"
        />
        <a className="ns-action" href={publicSalePath(item.bienId)} data-testid="sales-row-public">
          {t('space_public_page')}
        </a>
        <a
          className="ns-action"
          href={salePosterPath(item.bienId)}
          target="_blank"
          rel="noopener"
          data-testid="sales-row-poster"
        >
          {t('affichette_link')}
        </a>
        {item.outcome && ENDED_OUTCOME_KINDS.includes(item.outcome.kind) ? (
          <a className="ns-action" href={saleRecordPath(item.bienId)} data-testid="sales-row-record">
            {t('sale_record_link')}
          </a>
        ) : null}
      </td>
    </tr>
  );
}
