import { formatEuros, propertyPagePath } from '@immo/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountsDependencies } from '../dependencies.js';
import { formatDate, instantOf } from './format.js';
import { PropertySummary } from './property-summary.js';
import { SEARCH_PAGE_PATH } from './search-link.js';
import { EmptyWithLink, SectionPage } from './section-page.js';
import { useAction, useRemaining } from './use-action.js';
import type { FavouritesJson } from './wire.js';

type Item = FavouritesJson['items'][number];

function Favourite({ item, onRemoved }: { item: Item; onRemoved: () => void }) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const { busy: removing, failure, run } = useAction();
  const { card } = item;

  async function remove() {
    if (await run(() => api(`/api/favoris/${item.bienId}`, { method: 'DELETE' }))) onRemoved();
  }

  return (
    <li className="kit-card bs-card" data-testid="favourite">
      {card ? (
        <PropertySummary
          bienId={item.bienId}
          nom={card.nom}
          ville={card.ville}
          codePostal={card.codePostal}
          photoUrl={card.photoUrl}
          phase={card.phase}
        >
          <p className="bs-muted">{card.typeLabel}</p>
          <p className="bs-price" data-testid="favourite-price">
            {formatEuros(card.price)}
          </p>
        </PropertySummary>
      ) : (
        <p className="bs-muted">{t('bs_favourites_gone', { id: item.bienId })}</p>
      )}
      <p className="bs-muted bs-small">
        {t('bs_favourites_added_on', { date: formatDate(instantOf(item.createdAt)) })}
      </p>
      {failure && (
        <p className="kit-notice kit-notice--error" role="alert">
          {failure}
        </p>
      )}
      <div className="bs-actions">
        {card && (
          <Link className="kit-button" to={propertyPagePath(item.bienId)}>
            {t('bs_offers_see_property')}
          </Link>
        )}
        <button
          type="button"
          className="kit-button kit-button--secondary"
          onClick={() => void remove()}
          disabled={removing}
          aria-busy={removing}
          aria-label={t('bs_favourites_remove_label', { name: card?.nom ?? item.bienId })}
        >
          {removing ? t('loading') : t('favourite_remove')}
        </button>
      </div>
    </li>
  );
}

function FavouriteList({ answer }: { answer: FavouritesJson }) {
  const { t } = useTranslation();
  const [items, drop] = useRemaining(answer.items, (item) => item.bienId);
  if (items.length === 0) return <EmptyWithLink text={t('bs_favourites_empty')} to={SEARCH_PAGE_PATH} />;
  return (
    <ul className="bs-grid" data-testid="favourite-list">
      {items.map((item) => (
        <Favourite key={item.bienId} item={item} onRemoved={() => drop(item)} />
      ))}
    </ul>
  );
}

/** Mes favoris (GET /api/favoris): the saved properties as cards; a heart taken back here too. */
export function FavouritesPage() {
  const { t } = useTranslation();
  return (
    <SectionPage<FavouritesJson>
      title={t('bs_space_nav_favourites')}
      path="/api/favoris"
      failure={t('bs_favourites_load_failed')}
    >
      {(answer) => <FavouriteList answer={answer} />}
    </SectionPage>
  );
}
