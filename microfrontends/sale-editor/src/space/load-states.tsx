// How the space's pages wait for their data and say it could not be read: the same words and
// controls on every page.
import { useTranslation } from 'react-i18next';

/** 'Chargement...' while a page's data is on its way. */
export function LoadingNotice({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="ns-loading" aria-busy="true" data-testid={testId}>
      {t('loading')}
    </p>
  );
}

/** A page's data could not be read: why, and 'Réessayer'. */
export function LoadFailedNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kit-notice kit-notice--error" role="alert">
      <p>{message}</p>
      <button type="button" className="kit-button kit-button--secondary" onClick={onRetry}>
        {t('remote_retry')}
      </button>
    </div>
  );
}
