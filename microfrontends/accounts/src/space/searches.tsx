import { selectSession } from '@immo/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useAccountsDependencies } from '../dependencies.js';
import { Confirm } from './confirm.js';
import { formatDate, instantOf } from './format.js';
import { SEARCH_PAGE_PATH, searchPathOf, searchSummary } from './search-link.js';
import { EmptyWithLink, SectionPage } from './section-page.js';
import { useAction, useRemaining } from './use-action.js';
import type { SavedSearchJson, SavedSearchesJson } from './wire.js';

function SavedSearch({ search, onDeleted }: { search: SavedSearchJson; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useAccountsDependencies();
  const [confirming, setConfirming] = useState(false);
  const { busy: deleting, failure, run } = useAction();
  const summary = searchSummary(search.criteria, t, i18n.language === 'en' ? 'en' : 'fr');
  const [alert, setAlert] = useState(search.alert === true);
  const toggling = useAction();

  async function toggleAlert(on: boolean) {
    const done = await toggling.run(() =>
      api(`/api/recherches/${search.id}/alerte`, { method: 'PUT', json: { alert: on } }),
    );
    if (done) setAlert(on);
  }

  async function remove() {
    if (await run(() => api(`/api/recherches/${search.id}`, { method: 'DELETE' }))) onDeleted();
    else setConfirming(false);
  }

  return (
    <li className="kit-card bs-card bs-search" data-testid="saved-search">
      <h2 className="bs-card__title">{search.name}</h2>
      <p className="bs-search__criteria">
        {summary.length > 0 ? summary.join(' · ') : t('bs_searches_all_sales')}
      </p>
      <p className="bs-muted bs-small">
        {t('bs_searches_saved_on', { date: formatDate(instantOf(search.createdAt)) })}
      </p>
      <label className="bs-search__alert">
        <input
          type="checkbox"
          checked={alert}
          disabled={toggling.busy}
          data-testid="saved-search-alert"
          onChange={(event) => void toggleAlert(event.target.checked)}
        />
        {t('bs_searches_alert')}
        <span className="kit-visually-hidden" role="status">
          {t(alert ? 'bs_searches_alert_on' : 'bs_searches_alert_off')}
        </span>
      </label>
      {toggling.failure && (
        <p className="kit-notice kit-notice--error" role="alert">
          {toggling.failure}
        </p>
      )}
      {failure && (
        <p className="kit-notice kit-notice--error" role="alert">
          {failure}
        </p>
      )}
      {confirming ? (
        <Confirm
          question={t('bs_searches_delete_question', { name: search.name })}
          confirmLabel={t('bs_searches_delete')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
          busy={deleting}
        />
      ) : (
        <div className="bs-actions">
          <Link className="kit-button" to={searchPathOf(search.criteria)}>
            {t('bs_searches_run')}
          </Link>
          <button
            type="button"
            className="kit-button kit-button--secondary"
            onClick={() => setConfirming(true)}
          >
            {t('bs_searches_delete')}
          </button>
        </div>
      )}
    </li>
  );
}

function SearchList({ answer }: { answer: SavedSearchesJson }) {
  const { t } = useTranslation();
  const [searches, drop] = useRemaining(answer['hydra:member'], (search) => search.id);
  if (searches.length === 0)
    return <EmptyWithLink text={t('bs_searches_empty')} to={SEARCH_PAGE_PATH} label={t('nav_search')} />;
  return (
    <ul className="bs-grid" data-testid="saved-search-list">
      {searches.map((search) => (
        <SavedSearch key={search.id} search={search} onDeleted={() => drop(search)} />
      ))}
    </ul>
  );
}

/** Mes recherches (GET /api/recherches/user/{user}): run one again, or delete it. */
export function SearchesPage() {
  const { t } = useTranslation();
  const { user } = useSelector(selectSession);
  return (
    <SectionPage<SavedSearchesJson>
      title={t('bs_space_nav_searches')}
      intro={t('bs_searches_intro')}
      path={`/api/recherches/user/${user?.id ?? 0}`}
      failure={t('bs_searches_load_failed')}
    >
      {(answer) => <SearchList answer={answer} />}
    </SectionPage>
  );
}
