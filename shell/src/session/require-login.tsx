import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PATHS } from '../paths.js';
import { useSession } from './use-session.js';

/** A logged-in area: waits for /api/me, sends anonymous visitors to the login page. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'unknown')
    return (
      <div className="shell-loading" aria-busy="true">
        <span className="shell-spinner" aria-hidden="true" />
        {t('loading')}
      </div>
    );
  if (session.status === 'anonymous') return <Navigate to={PATHS.login} replace />;
  return <>{children}</>;
}
