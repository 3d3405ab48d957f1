// How the space's pages wait for their data, say it could not be read, or that there is nothing:
// the same words and controls on every page.
import { useApiResource, type Resource } from '@immo/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountsDependencies } from '../dependencies.js';

/** A GET of the page's data through the accounts' API port. */
export function useResource<T>(path: string): [Resource<T>, () => void] {
  return useApiResource<T>(useAccountsDependencies().api, path);
}

/** 'Chargement...' while the data is on its way; the block keeps some height, so nothing jumps. */
export function LoadingNotice() {
  const { t } = useTranslation();
  return (
    <div className="bs-loading" aria-busy="true" role="status" data-testid="space-loading">
      <span className="bs-spinner" aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

/** The data could not be read: why, and 'Réessayer'. */
export function LoadFailedNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kit-notice kit-notice--error bs-load-failed" role="alert" data-testid="space-load-failed">
      <p>{message}</p>
      <button type="button" className="kit-button kit-button--secondary" onClick={onRetry}>
        {t('remote_retry')}
      </button>
    </div>
  );
}

/** Nothing to show yet: what would be here, and where to start. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="kit-card bs-empty" data-testid="space-empty">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** The three states of a resource around the page's own rendering of its data. */
export function Loaded<T>({
  resource,
  retry,
  failure,
  children,
}: {
  resource: Resource<T>;
  retry: () => void;
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'loading') return <LoadingNotice />;
  if (resource.status === 'error') return <LoadFailedNotice message={failure} onRetry={retry} />;
  return <>{children(resource.data)}</>;
}
