import { hasRole, loggedOut, type Me } from '@immo/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useAccountsDependencies } from './dependencies.js';
import { loginErrorMessage } from './login-rules.js';
import { usePageQuery } from './page-query.js';
import { afterLoginPath, loginReasonNotice } from './return-path.js';

const displayName = (user: Me): string => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Someone already logged in: who, where to go on, and the logout (POST /logout clears the cookie). */
export function LoggedInPanel({ user, onLoggedOut }: { user: Me; onLoggedOut: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { api } = useAccountsDependencies();
  const [loggingOut, setLoggingOut] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const query = usePageQuery().toString();
  const nextPath = afterLoginPath(query, user);
  const nextLabel = loginReasonNotice(query)
    ? 'login_continue_to_property'
    : hasRole(user, 'ROLE_NEGOCIATEUR')
      ? 'login_go_to_negotiator_space'
      : 'login_go_to_space';

  async function logout() {
    setLoggingOut(true);
    setFailure(null);
    try {
      await api('/logout', { method: 'POST' });
      dispatch(loggedOut());
      onLoggedOut();
    } catch (error) {
      setFailure(loginErrorMessage(error));
      setLoggingOut(false);
    }
  }

  return (
    <div className="accounts-logged-in" data-testid="login-logged-in">
      <h1 className="accounts-title">{t('login_logged_in_title')}</h1>
      <p className="accounts-identity">
        <span className="accounts-avatar" aria-hidden="true">
          {(user.firstName || user.email).charAt(0).toUpperCase()}
        </span>
        <span>
          {t('login_logged_in_as', { name: displayName(user) })}
          <br />
          <span className="accounts-muted">{user.email}</span>
        </span>
      </p>
      {failure && (
        <div className="kit-notice kit-notice--error accounts-notice" role="alert" data-testid="login-error">
          {t(failure)}
        </div>
      )}
      <div className="accounts-actions">
        <a className="kit-button accounts-action" href={nextPath}>
          {t(nextLabel)}
        </a>
        <button
          type="button"
          className="kit-button kit-button--secondary accounts-action"
          onClick={() => void logout()}
          disabled={loggingOut}
          data-testid="login-logout"
        >
          {t(loggingOut ? 'login_logging_out' : 'login_logout')}
        </button>
      </div>
    </div>
  );
}
