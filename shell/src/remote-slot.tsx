import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteComponent } from './remotes.js';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote inside its slot: the rest of the page goes on working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[remote]', error);
  }
  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kit-notice kit-notice--error shell-remote-fallback" role="alert">
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
    <div className="shell-loading" aria-busy="true">
      {t('loading')}
    </div>
  );
}

/** A micro-frontend's component, loaded at run time, in a slot with its loading and failure states. */
export function RemoteSlot<P extends object>({ id, props }: { id: string; props: P }) {
  const [attempt, setAttempt] = useState(0);
  // A new attempt makes a new lazy component, so a retry really loads again.
  const Remote = useMemo(
    () => lazy(() => loadRemoteComponent<P>(id).finally(() => attempt)) as unknown as ComponentType<P>,
    [id, attempt],
  );
  return (
    <RemoteBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<Loading />}>
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
