import { formatEuros, propertyPagePath } from '@immo/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountsDependencies } from '../dependencies.js';
import { failureText } from '../form-errors.js';
import { formatDate, instantOf } from './format.js';
import { EmptyState, Loaded, useResource } from './load-states.js';
import { PageHeading } from './page-title.js';
import { PropertySummary } from './property-summary.js';
import type { FavouritesJson } from './wire.js';

type Item = FavouritesJson['items'][number];

function Favourite({ item, onRemoved }: { item: Item; onRemoved: () => void }) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { card } = item;

  async function remove() {
    setRemoving(true);
    setFailure(null);
    try {
      await api(`/api/favoris/${item.bienId}`, { method: 'DELETE' });
      onRemoved();
    } catch (error) {
      setFailure(failureText(error, t));
      setRemoving(false);
    }
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
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const items = answer.items.filter((item) => !removed.has(item.bienId));
  if (items.length === 0)
    return (
      <EmptyState
        action={
          <Link className="kit-button kit-button--secondary" to="/recherche">
            {t('bs_space_browse_sales')}
          </Link>
        }
      >
        {t('bs_favourites_empty')}
      </EmptyState>
    );
  return (
    <ul className="bs-grid" data-testid="favourite-list">
      {items.map((item) => (
        <Favourite
          key={item.bienId}
          item={item}
          onRemoved={() => setRemoved((before) => new Set(before).add(item.bienId))}
        />
      ))}
    </ul>
  );
}

/** Mes favoris (GET /api/favoris): the saved properties as cards; a heart taken back here too. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const [favourites, retry] = useResource<FavouritesJson>('/api/favoris');
  return (
    <section aria-labelledby="bs-page-title">
      <PageHeading title={t('bs_space_nav_favourites')} />
      <Loaded resource={favourites} retry={retry} failure={t('bs_favourites_load_failed')}>
        {(answer) => <FavouriteList answer={answer} />}
      </Loaded>
    </section>
  );
}
