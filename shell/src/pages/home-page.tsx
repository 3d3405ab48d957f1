import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { useDependencies } from '../dependencies.js';
import { PATHS } from '../paths.js';
import { publicSaleCardView, type PublicSalesJson, type SaleCardView } from '../sales/sale-card-model.js';
import { LoadFailed, SaleGrid, SaleGridLoading } from '../sales/sale-grid.js';
import { serverTimeObserved } from '../time/server-clock.js';
import { useApiResource } from '../use-api-resource.js';
import { useDocumentTitle } from './use-document-title.js';

/** Live sales first (ending soonest), then upcoming ones: the API's order. */
export const HOME_SALES_PATH = '/api/biens?status=en_cours,a_venir&pageSize=48';

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="home-hero">
      <div className="home-hero__text">
        <h1>{t('home_title')}</h1>
        <p>{t('home_intro')}</p>
        <Link className="kit-button home-hero__cta" to={PATHS.search}>
          {t('nav_search')}
        </Link>
      </div>
      <ul className="home-hero__points">
        {(['home_point_free', 'home_point_live', 'home_point_36h'] as const).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
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

/** '/': the live and upcoming sales as cards, until the search micro-frontend arrives. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page_title_home'));
  const { now } = useDependencies();
  const dispatch = useDispatch();
  const [sales, retry] = useApiResource<PublicSalesJson>(HOME_SALES_PATH);

  useEffect(() => {
    if (sales.status === 'ready')
      dispatch(serverTimeObserved({ serverNow: sales.data.currentAuctionNowDateTime, clientNow: now() }));
  }, [sales, dispatch, now]);

  const cards = useMemo(
    () => (sales.status === 'ready' ? sales.data['hydra:member'].map(publicSaleCardView) : []),
    [sales],
  );

  return (
    <div className="home-page">
      <Hero />
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
            <Link className="kit-button kit-button--secondary" to={PATHS.search}>
              {t('home_see_all')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
