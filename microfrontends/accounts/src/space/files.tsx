import { useTranslation } from 'react-i18next';
import { byActionFirst } from '../file/checklist-model.js';
import { FileCard } from './file-card.js';
import { EmptyWithLink, SectionPage } from './section-page.js';
import type { BuyerFilesJson } from './wire.js';

/** What the buyer sees without any file yet: how one starts. */
export function NoFileYet() {
  const { t } = useTranslation();
  return <EmptyWithLink text={t('bs_files_empty')} />;
}

/** Mes dossiers (GET /api/me/dossiers): one card a property, those needing the buyer first. */
export function FilesPage() {
  const { t } = useTranslation();
  return (
    <SectionPage<BuyerFilesJson>
      title={t('bs_space_nav_files')}
      intro={t('bs_files_intro')}
      path="/api/me/dossiers"
      failure={t('bs_files_load_failed')}
    >
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
    </SectionPage>
  );
}
