import { LOGIN_PAGE_PATH, SAVED_SEARCH_NAME_MAX, type SearchCriteria } from '@immo/core';
import { ApiError, selectSession } from '@immo/kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useSearchDependencies } from '../dependencies.js';

/** A name for the search from what it asks: 'Lyon (69001) · Maison'. */
export const suggestedName = (criteria: SearchCriteria, typeLabels: string[], fallback: string): string =>
  [criteria.address, typeLabels.join(', ')].filter(Boolean).join(' · ').slice(0, SAVED_SEARCH_NAME_MAX) ||
  fallback;

/**
 * 'Enregistrer cette recherche' (POST /api/recherches): a logged-in user names it and chooses the
 * daily e-mail alert of new matching sales; a visitor is offered the login page.
 */
export function SaveSearch({ criteria, defaultName }: { criteria: SearchCriteria; defaultName: string }) {
  const { t } = useTranslation();
  const { api } = useSearchDependencies();
  const { user } = useSelector(selectSession);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const [alert, setAlert] = useState(true);
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | { failure: string }>('idle');

  if (!user)
    return (
      <Link className="kit-button kit-button--secondary sr-save__open" to={LOGIN_PAGE_PATH}>
        {t('search_save_login')}
      </Link>
    );
  if (state === 'saved')
    return (
      <p className="kit-notice kit-notice--success sr-save__done" role="status" data-testid="search-saved">
        {t('search_saved')}
      </p>
    );
  if (!open)
    return (
      <button
        type="button"
        className="kit-button kit-button--secondary sr-save__open"
        data-testid="search-save"
        onClick={() => {
          setName(defaultName);
          setOpen(true);
        }}
      >
        {t('search_save')}
      </button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('busy');
    const { page: _page, ...kept } = criteria;
    try {
      await api('/api/recherches', { method: 'POST', json: { name: name.trim(), criteria: kept, alert } });
      setState('saved');
    } catch (error) {
      setState({ failure: error instanceof ApiError ? error.message : t('search_save_failed') });
    }
  };

  return (
    <form
      className="sr-save kit-card"
      onSubmit={(event) => void submit(event)}
      data-testid="search-save-form"
    >
      <label className="sr-filter">
        <span className="sr-filter__caption">{t('search_save_name')}</span>
        <input
          type="text"
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          value={name}
          data-testid="search-save-name"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className="sr-check">
        <input
          type="checkbox"
          checked={alert}
          data-testid="search-save-alert"
          onChange={(event) => setAlert(event.target.checked)}
        />
        {t('search_save_alert')}
      </label>
      {typeof state === 'object' && (
        <p className="kit-notice kit-notice--error" role="alert">
          {state.failure}
        </p>
      )}
      <div className="sr-save__actions">
        <button
          type="submit"
          className="kit-button"
          disabled={state === 'busy'}
          data-testid="search-save-submit"
        >
          {t('search_save_submit')}
        </button>
        <button type="button" className="kit-button kit-button--secondary" onClick={() => setOpen(false)}>
          {t('search_save_cancel')}
        </button>
      </div>
    </form>
  );
}
