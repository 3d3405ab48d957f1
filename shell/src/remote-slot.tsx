import { PrerenderedOr, remoteIdentity, ReportingBoundary } from '@immo/kit';
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteComponent } from './remotes.js';

/** How a slot gets a remote's component ('property_page/PropertyPage'); a stub in tests. */
export type RemoteLoader = <P>(id: string) => Promise<{ default: ComponentType<P> }>;

export const RemoteLoaderContext = createContext<RemoteLoader>(loadRemoteComponent);

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="shell-remote-fallback" role="alert" data-testid="shell-remote-fallback">
      <svg
        className="shell-remote-fallback__icon"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="16.5" r="1.3" fill="currentColor" />
      </svg>
      <p>{t('remote_unavailable')}</p>
      <button type="button" className="kit-button kit-button--secondary" onClick={onRetry}>
        {t('remote_retry')}
      </button>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="shell-loading shell-remote-loading" aria-busy="true">
      <span className="shell-spinner" aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

/** While a page's screen loads: what the server wrote for this very path if any, else the spinner. */
export function PrerenderedOrLoading() {
  return (
    <PrerenderedOr>
      <Loading />
    </PrerenderedOr>
  );
}

/** 'property_page/PropertyPage' → 'property_page'. */
const remoteNameOf = (id: string): string => id.split('/')[0] ?? id;

/** A micro-frontend's component, loaded at run time, in a slot with its loading and failure states. */
export function RemoteSlot<P extends object>({ id, props }: { id: string; props: P }) {
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  // Each attempt makes a new lazy component: a retry really loads again.
  const Remote = useMemo(
    () => lazy(() => load<P>(id)) as unknown as ComponentType<P>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to rebuild
    [load, id, attempt],
  );
  return (
    <div className="shell-remote-slot" data-remote={id}>
      {/* Keeps a failing remote inside its slot (the rest of the page goes on working) and reports it. */}
      <ReportingBoundary
        key={attempt}
        remote={() => remoteIdentity(remoteNameOf(id))}
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
      >
        <Suspense fallback={<PrerenderedOrLoading />}>
          <Remote {...props} />
        </Suspense>
      </ReportingBoundary>
    </div>
  );
}
