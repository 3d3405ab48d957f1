import { BUDGET_MAX, PROPERTY_TYPES, PROPERTY_TYPE_CODES, parseEuroAmount } from '@immo/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { searchCardView, type SearchResultsJson } from '../sales/sale-card-model.js';
import { LoadFailed, SaleGrid, SaleGridLoading } from '../sales/sale-grid.js';
import { useApiResource } from '../use-api-resource.js';
import { useDocumentTitle } from './use-document-title.js';

export const SEARCH_PAGE_SIZE = 24;

/** The query of GET /api/recherche from the page's own: type, maximum budget, page. */
export function searchApiPath(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of ['types', 'budgetMax', 'page'] as const) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  query.set('itemsPerPage', String(SEARCH_PAGE_SIZE));
  return `/api/recherche?${query.toString()}`;
}

function SearchForm() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [type, setType] = useState(params.get('types') ?? '');
  const [budgetMax, setBudgetMax] = useState(params.get('budgetMax') ?? '');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  // No maxLength: a pasted '500 000 €' would be cut to its first characters before it is read.
  const typeBudget = (text: string) => {
    const amount = parseEuroAmount(text);
    if (amount === null) setBudgetMax('');
    else if (amount <= BUDGET_MAX) setBudgetMax(String(amount));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (type) next.set('types', type);
    if (budgetMax) next.set('budgetMax', budgetMax);
    setParams(next);
  };

  return (
    <form className="search-form kit-card" onSubmit={submit} role="search">
      <label className="search-form__field">
        <span>{t('search_type_label')}</span>
        <select value={type} onChange={(event) => setType(event.target.value)}>
          <option value="">{t('search_type_all')}</option>
          {PROPERTY_TYPE_CODES.map((code) => (
            <option key={code} value={code}>
              {PROPERTY_TYPES[code][language]}
            </option>
          ))}
        </select>
      </label>
      <label className="search-form__field">
        <span>{t('search_budget_max_label')}</span>
        <input
          type="text"
          inputMode="numeric"
          value={budgetMax}
          onChange={(event) => typeBudget(event.target.value)}
        />
      </label>
      <button type="submit" className="kit-button search-form__submit">
        {t('search_submit')}
      </button>
    </form>
  );
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  if (pages <= 1) return null;
  const go = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
    window.scrollTo?.({ top: 0 });
  };
  return (
    <nav className="pagination" aria-label={t('pagination_label')}>
      <button
        type="button"
        className="kit-button kit-button--secondary"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        {t('pagination_previous')}
      </button>
      <span>{t('pagination_status', { page, pages })}</span>
      <button
        type="button"
        className="kit-button kit-button--secondary"
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        {t('pagination_next')}
      </button>
    </nav>
  );
}

/** /recherche: a simple search over GET /api/recherche until the search micro-frontend arrives. */
export function SearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('search_title'));
  const [params] = useSearchParams();
  const [results, retry] = useApiResource<SearchResultsJson>(searchApiPath(params));
  const cards = useMemo(
    () => (results.status === 'ready' ? results.data['hydra:member'].map(searchCardView) : []),
    [results],
  );

  return (
    <div className="search-page">
      <header className="page-header">
        <h1>{t('search_title')}</h1>
        <p>{t('search_intro')}</p>
      </header>
      <SearchForm key={params.toString()} />
      {results.status === 'loading' && <SaleGridLoading />}
      {results.status === 'error' && <LoadFailed message={t('sales_load_error')} onRetry={retry} />}
      {results.status === 'ready' && (
        <section className="search-results" aria-live="polite">
          <h2 className="section-title">
            {t('search_results', { count: results.data['hydra:totalItems'] })}
          </h2>
          {cards.length === 0 ? (
            <p className="kit-notice kit-notice--info">{t('search_empty')}</p>
          ) : (
            <SaleGrid sales={cards} />
          )}
          <Pagination
            page={results.data.page}
            pages={Math.ceil(results.data['hydra:totalItems'] / SEARCH_PAGE_SIZE)}
          />
        </section>
      )}
    </div>
  );
}
