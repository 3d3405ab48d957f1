import { useTranslation } from 'react-i18next';

/** A load that failed, in the page: the message and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="kit-notice kit-notice--error shell-load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="kit-button kit-button--secondary" onClick={onRetry}>
        {t('remote_retry')}
      </button>
    </div>
  );
}
