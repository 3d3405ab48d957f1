import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byActionFirst } from '../file/checklist-model.js';
import { FileCard } from './file-card.js';
import { EmptyState, Loaded, useResource } from './load-states.js';
import { PageHeading } from './page-title.js';
import type { BuyerFilesJson } from './wire.js';

/** What the buyer sees without any file yet: how one starts. */
export function NoFileYet() {
  const { t } = useTranslation();
  return (
    <EmptyState
      action={
        <Link className="kit-button kit-button--secondary" to="/">
          {t('bs_space_browse_sales')}
        </Link>
      }
    >
      {t('bs_files_empty')}
    </EmptyState>
  );
}

/** Mes dossiers (GET /api/me/dossiers): one card a property, those needing the buyer first. */
export function FilesPage() {
  const { t } = useTranslation();
  const [files, retry] = useResource<BuyerFilesJson>('/api/me/dossiers');
  return (
    <section aria-labelledby="bs-page-title">
      <PageHeading title={t('bs_space_nav_files')} intro={t('bs_files_intro')} />
      <Loaded resource={files} retry={retry} failure={t('bs_files_load_failed')}>
        {({ items }) =>
          items.length === 0 ? (
            <NoFileYet />
          ) : (
            <ul className="bs-grid" data-testid="file-list">
              {[...items].sort(byActionFirst).map((file) => (
                <FileCard key={file.id} file={file} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
