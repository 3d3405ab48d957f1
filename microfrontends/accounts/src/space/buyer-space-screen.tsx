import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FilePage } from '../file/file-page.js';
import { VisitBookingPage } from '../file/visit-booking-page.js';
import { DetailsPage } from './details.js';
import { FavouritesPage } from './favourites.js';
import { FilesPage } from './files.js';
import { HomePage } from './home.js';
import { OffersPage } from './offers.js';
import { PageHeading } from './page-title.js';
import { SearchesPage } from './searches.js';
import { SpaceLayout, type NavEntry } from './space-layout.js';
import { SPACE_HOME_PATH, spacePageOf, type SpacePage } from './space-paths.js';
import { VisitsPage } from './visits.js';

function SpaceNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('page_not_found')} />
      <div className="kit-card bs-empty" data-testid="space-not-found">
        <p>{t('not_found_text')}</p>
        <Link className="kit-button kit-button--secondary" to={SPACE_HOME_PATH}>
          {t('bs_space_back_home')}
        </Link>
      </div>
    </>
  );
}

function navEntryOf(page: SpacePage): NavEntry | null {
  if (page.page === 'file' || page.page === 'visit-booking') return 'files';
  return page.page === 'not-found' ? null : page.page;
}

function Page({ page }: { page: SpacePage }) {
  switch (page.page) {
    case 'home':
      return <HomePage />;
    case 'offers':
      return <OffersPage />;
    case 'favourites':
      return <FavouritesPage />;
    case 'searches':
      return <SearchesPage />;
    case 'visits':
      return <VisitsPage />;
    case 'files':
      return <FilesPage />;
    case 'details':
      return <DetailsPage />;
    case 'file':
      return <FilePage key={page.bienId} bienId={page.bienId} />;
    case 'visit-booking':
      return <VisitBookingPage key={page.bienId} bienId={page.bienId} />;
    case 'not-found':
      return <SpaceNotFound />;
  }
}

/**
 * The buyer space (spec §2.4; docs/buyer-funnel.md), at /mon-espace and /espace-utilisateur/…,
 * rendered inside the shell's router, store and i18n; the shell has already asked for a login.
 */
export function BuyerSpace() {
  const page = spacePageOf(useLocation().pathname);
  return (
    <SpaceLayout current={navEntryOf(page)}>
      <Page page={page} />
    </SpaceLayout>
  );
}
