import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../paths.js';
import { useDocumentTitle } from './use-document-title.js';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page_not_found'));
  return (
    <section className="not-found" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('page_not_found')}</h1>
      <p>{t('not_found_text')}</p>
      <div className="not-found__actions">
        <Link className="kit-button" to={PATHS.home}>
          {t('back_home')}
        </Link>
        <Link className="kit-button kit-button--secondary" to={PATHS.search}>
          {t('nav_search')}
        </Link>
      </div>
    </section>
  );
}
