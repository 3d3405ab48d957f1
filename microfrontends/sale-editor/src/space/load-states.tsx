// How the space's pages wait for their data and say it could not be read: the same words and
// controls on every page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { salesListPath } from './paths.js';

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

/** A page of the space this account may not use: its title, why, and the way back to the sales. */
export function PageRefusal({
  title,
  titleId,
  message,
  testId,
}: {
  title: string;
  titleId: string;
  message: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="kit-card ns-refusal ns-notaries-refusal"
      data-testid={testId}
      aria-labelledby={titleId}
    >
      <h1 id={titleId} className="ns-refusal-title">
        {title}
      </h1>
      <p>{message}</p>
      <Link className="kit-button kit-button--secondary" to={salesListPath()}>
        {t('sale_form_back_to_list')}
      </Link>
    </section>
  );
}
