import { PROPERTY_TYPES, SEARCH_SORTS, type SearchCriteria, type SearchSort } from '@immo/core';
import { localeOf, Pagination } from '@immo/kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchBar } from './bar/search-bar.js';
import { useMapOpen, useMapWanted } from './map/map-wanted.js';
import { ResultsMap } from './map/results-map.js';
import { Filters } from './results/filters.js';
import { searchCardView, type SearchResultsJson } from './results/sale-card-model.js';
import { LoadFailed, SaleGrid, SaleGridLoading } from './results/sale-grid.js';
import { SaveSearch, suggestedName } from './results/save-search.js';
import { ScrollToTop } from './results/scroll-to-top.js';
import { useSearchResults } from './results/use-search-results.js';
import { SEARCH_PAGE_SIZE, searchApiPath, searchFromParams, withCriteria } from './search-state.js';
import { useDocumentTitle } from './use-document-title.js';

function SortSelect({ sort, onChange }: { sort: SearchSort; onChange: (sort: SearchSort) => void }) {
  const { t } = useTranslation();
  return (
    <label className="sr-sort">
      <span>{t('search_sort_label')}</span>
      <select
        value={sort}
        data-testid="search-sort"
        onChange={(event) => onChange(event.target.value as SearchSort)}
      >
        {SEARCH_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`search_sort_${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

const MAP_ID = 'search-results-map';

/**
 * /recherche, the 'search' named route: the bar, the filters, the sort, the result count, the cards
 * and the map, paging, and saving the search. Everything searched is in the URL.
 */
export function SearchScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('search_title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { criteria, invalid } = useMemo(() => searchFromParams(params), [params]);
  const [results, retry] = useSearchResults<SearchResultsJson>(searchApiPath(criteria));
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [mapOpen, toggleMap] = useMapOpen();
  const mapWanted = useMapWanted(results.status !== 'loading', mapOpen);
  const cards = useMemo(
    () => (results.status === 'ready' ? results.data['hydra:member'].map(searchCardView) : []),
    [results],
  );
  const go = (change: Partial<SearchCriteria>) => navigate(withCriteria(criteria, change));
  const locale = localeOf(i18n);
  const typeLabels = criteria.types.map((type) => PROPERTY_TYPES[type][locale]);

  return (
    <div className="search-page">
      <header className="page-header">
        <h1>{t('search_title')}</h1>
        <p>{t('search_intro')}</p>
      </header>
      {/* A new URL (Back, a saved search, a shared link) sets the bar again. */}
      <SearchBar
        key={params.toString()}
        criteria={criteria}
        onSearch={(change) => go({ ...change, bounds: null })}
      />
      {invalid && (
        <p className="kit-notice kit-notice--info" role="status">
          {t('search_invalid_link')}
        </p>
      )}
      <Filters key={`filters-${params.toString()}`} criteria={criteria} onChange={go} />
      <div className="sr-toolbar">
        <h2 className="section-title sr-count" aria-live="polite" data-testid="search-count">
          {results.status === 'ready'
            ? t('search_results', { count: results.data['hydra:totalItems'] })
            : '\u00a0'}
        </h2>
        <SortSelect sort={criteria.sort ?? 'ending_soonest'} onChange={(sort) => go({ sort })} />
        <SaveSearch
          criteria={criteria}
          defaultName={suggestedName(criteria, typeLabels, t('search_title'))}
        />
      </div>
      {criteria.bounds && (
        <p className="kit-notice kit-notice--info sr-area-notice" data-testid="search-area-active">
          <span>{t('search_area_active')}</span>
          <button
            type="button"
            className="kit-button kit-button--secondary"
            onClick={() => go({ bounds: null })}
          >
            {t('search_area_clear')}
          </button>
        </p>
      )}
      <div className={mapOpen ? 'sr-layout sr-layout--map-open' : 'sr-layout'}>
        <div className="sr-layout__map">
          {/* A phone's only (search.css): the list first, the map on demand. */}
          <button
            type="button"
            className="kit-button kit-button--secondary sr-map-toggle"
            aria-expanded={mapOpen}
            aria-controls={MAP_ID}
            data-testid="search-map-toggle"
            onClick={toggleMap}
          >
            {t(mapOpen ? 'search_map_hide' : 'search_map_show')}
          </button>
          <ResultsMap
            id={MAP_ID}
            load={mapWanted}
            cards={cards}
            bounds={criteria.bounds ?? null}
            highlighted={highlighted}
            onHover={setHighlighted}
            onSearchArea={(bounds) => go({ bounds })}
          />
        </div>
        <div className="sr-layout__list">
          {results.status === 'loading' && <SaleGridLoading />}
          {results.status === 'error' && <LoadFailed message={t('sales_load_error')} onRetry={retry} />}
          {results.status === 'ready' && (
            <section className="search-results" aria-label={t('search_title')}>
              {cards.length === 0 ? (
                <p className="kit-notice kit-notice--info">{t('search_empty')}</p>
              ) : (
                <SaleGrid sales={cards} highlighted={highlighted} onHover={setHighlighted} />
              )}
              <Pagination
                page={results.data.page}
                pages={Math.ceil(results.data['hydra:totalItems'] / SEARCH_PAGE_SIZE)}
                onPage={(page) => {
                  navigate(withCriteria(criteria, { page }));
                  window.scrollTo?.({ top: 0 });
                }}
              />
            </section>
          )}
        </div>
      </div>
      <ScrollToTop />
    </div>
  );
}
