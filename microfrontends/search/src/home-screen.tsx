import { defaultSearchCriteria, SEARCH_PAGE_PATH, searchPagePath } from '@immo/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SearchBar, type BarCriteria } from './bar/search-bar.js';
import { serverTimeObserved } from './clock.js';
import { useSearchDependencies } from './dependencies.js';
import { publicSaleCardView, type PublicSalesJson, type SaleCardView } from './results/sale-card-model.js';
import { LoadFailed, SaleGrid, SaleGridLoading } from './results/sale-grid.js';
import { useSearchResults } from './results/use-search-results.js';
import { useDocumentTitle } from './use-document-title.js';

/** Live sales first (ending soonest), then upcoming ones: the API's order. */
export const HOME_SALES_PATH = '/api/biens?status=en_cours,a_venir&pageSize=48';
/** Where the dismissal of the home's info bubble is kept (§2.3: locally). */
export const INFO_DISMISSED_KEY = 'immo.home.infoDismissed';

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="home-hero">
      <div className="home-hero__text">
        <h1>{t('home_title')}</h1>
        <p>{t('home_intro')}</p>
      </div>
      <ul className="home-hero__points">
        {(['home_point_free', 'home_point_live', 'home_point_36h'] as const).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The info bubble: closed once, closed for good on this browser. */
function InfoBubble() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => storage()?.getItem(INFO_DISMISSED_KEY) === '1');
  if (dismissed) return null;
  return (
    <aside className="home-info" role="note" data-testid="home-info">
      <p>{t('home_info')}</p>
      <button
        type="button"
        className="home-info__close"
        aria-label={t('home_info_dismiss')}
        data-testid="home-info-dismiss"
        onClick={() => {
          storage()?.setItem(INFO_DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        ×
      </button>
    </aside>
  );
}

function SalesSection({ id, title, sales }: { id: string; title: string; sales: SaleCardView[] }) {
  if (sales.length === 0) return null;
  return (
    <section className="home-sales" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title} <span className="section-title__count">{sales.length}</span>
      </h2>
      <SaleGrid sales={sales} />
    </section>
  );
}

/**
 * '/': the search bar above the sales on a desktop, the phone's own widget (address, maximum
 * budget, search) on a phone, the info bubble, then the live and upcoming sales as cards.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('page_title_home'));
  const { now } = useSearchDependencies();
  const navigate = useNavigate();
  const [sales, retry] = useSearchResults<PublicSalesJson>(HOME_SALES_PATH);
  const criteria = useMemo(defaultSearchCriteria, []);
  const search = (change: BarCriteria) => navigate(searchPagePath({ ...criteria, ...change }));

  const cards = useMemo(() => {
    if (sales.status !== 'ready') return [];
    serverTimeObserved(sales.data.currentAuctionNowDateTime, now());
    return sales.data['hydra:member'].map(publicSaleCardView);
  }, [sales, now]);

  return (
    <div className="home-page">
      <Hero />
      <div className="home-search home-search--desktop">
        <SearchBar criteria={criteria} onSearch={search} />
      </div>
      <div className="home-search home-search--mobile">
        <h2 className="home-search__title">{t('home_widget_title')}</h2>
        <SearchBar criteria={criteria} onSearch={search} compact />
      </div>
      <InfoBubble />
      {sales.status === 'loading' && <SaleGridLoading />}
      {sales.status === 'error' && <LoadFailed message={t('sales_load_error')} onRetry={retry} />}
      {sales.status === 'ready' && cards.length === 0 && (
        <p className="kit-notice kit-notice--info" data-testid="sales-empty">
          {t('home_empty')}
        </p>
      )}
      {sales.status === 'ready' && cards.length > 0 && (
        <>
          <SalesSection
            id="home-live"
            title={t('home_live_title')}
            sales={cards.filter((card) => card.phase === 'live')}
          />
          <SalesSection
            id="home-upcoming"
            title={t('home_upcoming_title')}
            sales={cards.filter((card) => card.phase === 'upcoming')}
          />
          <p className="home-see-all">
            <Link className="kit-button kit-button--secondary" to={SEARCH_PAGE_PATH}>
              {t('home_see_all')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
