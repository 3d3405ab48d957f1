import { isSaleManagerRole, LOGIN_PAGE_PATH, managesEverySale } from '@immo/core';
import { ApiError, selectSession, sessionLoaded, viewerOfSession, type Me } from '@immo/kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSaleEditorDependencies } from './dependencies.js';

/** Those who manage sales use the space (core's rule): negotiators, and administrators. */
export const canUseNegotiatorSpace = (user: Me | null): boolean => isSaleManagerRole(viewerOfSession(user));

/** The users and their right to bid are the administrators' (core names them: those who manage every sale). */
export const mayManageUsers = (user: Me | null): boolean => managesEverySale(viewerOfSession(user));

/**
 * The space opens for negotiators only; anyone else is told why, politely. When nobody has read the
 * session yet (the remote on its own), it reads /api/me itself and shares the answer through the store.
 */
export function NegotiatorGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSelector(selectSession);
  const dispatch = useDispatch();
  const { api } = useSaleEditorDependencies();
  const [unreachable, setUnreachable] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session.status !== 'unknown') return;
    let live = true;
    api<Me>('/api/me', { expectUnauthorized: true }).then(
      (me) => {
        if (live) dispatch(sessionLoaded(me));
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) dispatch(sessionLoaded(null));
        else setUnreachable(true);
      },
    );
    return () => {
      live = false;
    };
  }, [api, dispatch, session.status, attempt]);

  if (session.status === 'unknown') {
    if (unreachable)
      return (
        <div className="ns-space ns-guard" data-testid="negotiator-space-unreachable">
          <div className="kit-notice kit-notice--error" role="alert">
            <p>{t('space_session_unreachable')}</p>
            <button
              type="button"
              className="kit-button kit-button--secondary"
              onClick={() => {
                setUnreachable(false);
                setAttempt((n) => n + 1);
              }}
            >
              {t('remote_retry')}
            </button>
          </div>
        </div>
      );
    return (
      <div className="ns-space ns-loading" aria-busy="true">
        {t('loading')}
      </div>
    );
  }

  if (!canUseNegotiatorSpace(session.user)) {
    const anonymous = session.status === 'anonymous';
    return (
      <div className="ns-space ns-guard">
        <section
          className="kit-card ns-refusal"
          data-testid="negotiator-space-refused"
          aria-labelledby="ns-refusal-title"
        >
          <h1 id="ns-refusal-title" className="ns-refusal-title">
            {t('space_title')}
          </h1>
          <p>{t(anonymous ? 'space_refused_anonymous' : 'space_refused_not_negotiator')}</p>
          {anonymous ? (
            <a className="kit-button" href={LOGIN_PAGE_PATH}>
              {t('nav_login')}
            </a>
          ) : (
            <a className="kit-button kit-button--secondary" href="/">
              {t('back_home')}
            </a>
          )}
        </section>
      </div>
    );
  }

  return <>{children}</>;
}
