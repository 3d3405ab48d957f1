import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError, type RemoteIdentity } from './index.js';

export interface ReportingBoundaryProps {
  /** Whose components these are; a function when it is known only once the remote has loaded. */
  remote: RemoteIdentity | (() => RemoteIdentity);
  /** What stands in for the failed part; the default says it is unavailable, with a retry. */
  fallback?: (retry: () => void) => ReactNode;
  /** Called by a retry after the failure is cleared (e.g. to load the remote again). */
  onRetry?: () => void;
  children: ReactNode;
}

/** Keeps a failure inside its part of the page and reports it with the remote's name and version. */
export class ReportingBoundary extends Component<ReportingBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const { remote } = this.props;
    const identity = typeof remote === 'function' ? remote() : remote;
    console.error(`[${identity.name}]`, error);
    reportError(error, { remote: identity, componentStack: info.componentStack ?? null });
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry?.();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <PartUnavailable onRetry={this.retry} />;
  }
}

function PartUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kit-card kit-unavailable" role="alert" data-testid="kit-unavailable">
      <p>{t('remote_unavailable')}</p>
      <button type="button" className="kit-button kit-button--secondary" onClick={onRetry}>
        {t('remote_retry')}
      </button>
    </div>
  );
}
