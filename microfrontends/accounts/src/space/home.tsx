import { BUYER_SPACE_SECTIONS } from '@immo/core';
import { selectSession } from '@immo/kit';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { byActionFirst } from '../file/checklist-model.js';
import { FileCard } from './file-card.js';
import { NoFileYet } from './files.js';
import { instantOf } from './format.js';
import { EmptyState, Loaded, useResource } from './load-states.js';
import { PageHeading } from './page-title.js';
import { VisitSummary } from './visits.js';
import type { BuyerFilesJson, MyVisitsJson } from './wire.js';

const FILES_SHOWN = 3;
const VISITS_SHOWN = 2;

function FilesOverview() {
  const { t } = useTranslation();
  const [files, retry] = useResource<BuyerFilesJson>('/api/me/dossiers');
  return (
    <section className="bs-overview" aria-labelledby="bs-home-files">
      <div className="bs-overview__head">
        <h2 id="bs-home-files">{t('bs_home_files_title')}</h2>
        <Link to={BUYER_SPACE_SECTIONS.files}>{t('bs_see_all')}</Link>
      </div>
      <Loaded resource={files} retry={retry} failure={t('bs_files_load_failed')}>
        {({ items }) =>
          items.length === 0 ? (
            <NoFileYet />
          ) : (
            <ul className="bs-grid" data-testid="home-files">
              {[...items]
                .sort(byActionFirst)
                .slice(0, FILES_SHOWN)
                .map((file) => (
                  <FileCard key={file.id} file={file} titleLevel={3} />
                ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function VisitsOverview() {
  const { t } = useTranslation();
  const [visits, retry] = useResource<MyVisitsJson>('/api/me/visites');
  return (
    <section className="bs-overview" aria-labelledby="bs-home-visits">
      <div className="bs-overview__head">
        <h2 id="bs-home-visits">{t('bs_home_visits_title')}</h2>
        <Link to={BUYER_SPACE_SECTIONS.visits}>{t('bs_see_all')}</Link>
      </div>
      <Loaded resource={visits} retry={retry} failure={t('bs_visits_load_failed')}>
        {({ items }) => {
          // The next visits: those still to come (a visit that started is for 'Mes visites').
          const next = items.filter((visit) => visit.cancellable);
          return next.length === 0 ? (
            <EmptyState>{t('bs_home_no_visit')}</EmptyState>
          ) : (
            <ul className="bs-grid" data-testid="home-visits">
              {next
                .sort((a, b) => instantOf(a.startsAt) - instantOf(b.startsAt))
                .slice(0, VISITS_SHOWN)
                .map((visit) => (
                  <li key={visit.visitId} className="kit-card bs-card">
                    <VisitSummary visit={visit} titleLevel={3} />
                  </li>
                ))}
            </ul>
          );
        }}
      </Loaded>
    </section>
  );
}

/** /mon-espace: the files needing the buyer first, the next visits. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSelector(selectSession);
  return (
    <>
      <PageHeading
        title={t('bs_space_title')}
        intro={user?.firstName ? t('bs_home_greeting', { name: user.firstName }) : undefined}
      />
      <FilesOverview />
      <VisitsOverview />
    </>
  );
}
