import type { AssistanceThirdParty } from '@immo/core';
import { ApiError, selectSession } from '@immo/kit';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedNotice, LoadingNotice, PageRefusal } from './load-states.js';
import { useSelector } from 'react-redux';
import { useSaleEditorDependencies } from './dependencies.js';
import { fetchAssistanceThirdParties, mayReadNotaries, searchThirdParties } from './third-parties.js';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; parties: AssistanceThirdParty[] }
  | { state: 'failed' }
  | { state: 'refused' };

/**
 * The notary directory (spec §2.4: negotiator space, notary directory): the notaries an assistance
 * negotiator may attach to a sale, searched by name or CRPCEN code as one types.
 */
export function NotaryDirectory() {
  const { t } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const { user } = useSelector(selectSession);
  const allowed = mayReadNotaries(user);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [search, setSearch] = useState('');

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    setLoad({ state: 'loading' });
    fetchAssistanceThirdParties(api).then(
      (parties) => live && setLoad({ state: 'ready', parties }),
      (error: unknown) =>
        live && setLoad({ state: error instanceof ApiError && error.status === 403 ? 'refused' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, allowed, attempt]);

  const shown = useMemo(
    () => (load.state === 'ready' ? searchThirdParties(load.parties, search) : []),
    [load, search],
  );

  // Shown (disabled) while loading too, so that the page does not jump when the list arrives.
  const searchable = load.state === 'loading' || (load.state === 'ready' && load.parties.length > 0);

  if (!allowed || load.state === 'refused')
    return (
      <PageRefusal
        title={t('space_notaries_title')}
        titleId="ns-notaries-title"
        message={t('space_notaries_refused')}
        testId="notaries-refused"
      />
    );

  return (
    <section className="ns-notaries" data-testid="notary-directory" aria-labelledby="ns-notaries-title">
      <div className="ns-sales-top">
        <div>
          <h1 id="ns-notaries-title" className="ns-page-title">
            {t('space_notaries_title')}
          </h1>
          <p className="ns-page-intro">{t('space_notaries_intro')}</p>
        </div>
        {searchable ? (
          <div className="ns-search ns-notaries-search" role="search">
            <label className="kit-visually-hidden" htmlFor="ns-notaries-q">
              {t('space_notaries_search_label')}
            </label>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="ns-search-icon">
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <input
              id="ns-notaries-q"
              className="ns-input ns-search-input"
              type="search"
              value={search}
              placeholder={t('space_notaries_search_placeholder')}
              autoComplete="off"
              disabled={load.state !== 'ready'}
              data-testid="notary-search"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        ) : null}
      </div>

      {load.state === 'loading' ? (
        <LoadingNotice />
      ) : load.state === 'failed' ? (
        <LoadFailedNotice message={t('space_notaries_failed')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : load.parties.length === 0 ? (
        <div className="ns-empty kit-card">
          <p>{t('space_notaries_empty')}</p>
        </div>
      ) : (
        <>
          <p className="ns-sales-count" aria-live="polite">
            {shown.length === load.parties.length
              ? t('space_notaries_count', { count: shown.length })
              : t('space_notaries_matching', { count: shown.length, total: load.parties.length })}
          </p>
          {shown.length === 0 ? (
            <div className="ns-empty kit-card">
              <p>{t('space_notaries_no_match', { q: search.trim() })}</p>
              <button
                type="button"
                className="kit-button kit-button--secondary"
                onClick={() => setSearch('')}
              >
                {t('space_notaries_clear_search')}
              </button>
            </div>
          ) : (
            <table className="ns-sales-table ns-notaries-table">
              <thead>
                <tr>
                  <th scope="col" className="ns-cell-crpcen">
                    {t('space_notaries_col_crpcen')}
                  </th>
                  <th scope="col">{t('space_notaries_col_name')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((party) => (
                  <tr key={party.id} data-testid="notary-row" data-tiers-id={party.id}>
                    <td className="ns-cell-crpcen" data-label={t('space_notaries_col_crpcen')}>
                      {party.crpcen ? (
                        <span className="ns-ref">{party.crpcen}</span>
                      ) : (
                        <>
                          <span className="ns-muted" aria-hidden="true">
                            —
                          </span>
                          <span className="kit-visually-hidden">{t('space_notaries_no_crpcen')}</span>
                        </>
                      )}
                    </td>
                    <td className="ns-cell-notary" data-label={t('space_notaries_col_name')}>
                      {party.name}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
