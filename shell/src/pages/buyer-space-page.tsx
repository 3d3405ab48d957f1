import { formatDateFr } from '@immo/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, propertyPath } from '../paths.js';
import { LoadFailed } from '../sales/sale-grid.js';
import { useSession } from '../session/use-session.js';
import { useApiResource } from '../use-api-resource.js';
import { useDocumentTitle } from './use-document-title.js';

/** GET /api/favoris (adapters/http-koa/src/routes/accounts.ts). */
interface FavouritesJson {
  items: { bienId: number; createdAt: string }[];
  total: number;
}

function Favourites() {
  const { t } = useTranslation();
  const [favourites, retry] = useApiResource<FavouritesJson>('/api/favoris');
  if (favourites.status === 'loading')
    return (
      <p className="shell-loading" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (favourites.status === 'error')
    return <LoadFailed message={t('buyer_space_load_error')} onRetry={retry} />;
  if (favourites.data.items.length === 0)
    return (
      <div className="buyer-space__empty">
        <p>{t('buyer_space_favourites_empty')}</p>
        <Link className="kit-button kit-button--secondary" to={PATHS.home}>
          {t('buyer_space_browse')}
        </Link>
      </div>
    );
  return (
    <ul className="favourite-list" data-testid="favourite-list">
      {favourites.data.items.map((item) => (
        <li key={item.bienId} className="favourite-list__item">
          <Link to={propertyPath(item.bienId)}>{t('buyer_space_favourite_item', { id: item.bienId })}</Link>
          <span className="favourite-list__date">
            {t('buyer_space_favourite_added', { date: formatDateFr(Date.parse(item.createdAt)) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /espace-utilisateur/* and /mon-espace for buyers: a first buyer space listing the favourites.
 * The accounts micro-frontend takes it over later.
 */
export function BuyerSpacePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buyer_space_title'));
  const { user } = useSession();
  return (
    <div className="buyer-space">
      <header className="page-header">
        <h1>{t('buyer_space_title')}</h1>
        {user && <p>{t('buyer_space_greeting', { name: user.firstName })}</p>}
      </header>
      <section className="kit-card buyer-space__section" aria-labelledby="buyer-favourites">
        <h2 id="buyer-favourites">{t('nav_favourites')}</h2>
        <Favourites />
      </section>
      <p className="kit-notice kit-notice--info">{t('buyer_space_coming')}</p>
    </div>
  );
}
