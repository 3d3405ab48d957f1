import { INTEREST_FRAGMENT } from '@immo/core';
import { localeOf, PrerenderedOr, RemoteMessages, ReportingBoundary, type AppStore } from '@immo/kit';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useStore } from 'react-redux';
import { AuctionPanel } from './auction/auction-panel.js';
import { NegotiatorBlock } from './negotiator/negotiator-block.js';
import { interestRequested, pageClosed, pageOpened } from './auction/auction-slice.js';
import { installAuction } from './auction/install.js';
import { unlockBidSoundOnFirstGesture } from './auction/sound.js';
import { useShownText } from './auction/use-text.js';
import { BuyerChecklist } from './buyer-file/buyer-checklist.js';
import { VisitDialog } from './buyer-file/visit-dialog.js';
import { installVisits } from './buyer-file/visits-state.js';
import { propertyTypeLabel } from './details/figures.js';
import { PropertyDetails } from './details/property-details.js';
import { DocumentsSection } from './documents/documents-section.js';
import { FavouriteHeart } from './favourites/favourite-heart.js';
import { Gallery } from './gallery/gallery.js';
import { Editable, ManagerNotice } from './inline-edit/editable.js';
import { MediaButtons } from './gallery/media-buttons.js';
import { PROPERTY_PAGE_REMOTE } from './remote.js';
import { pageLocale, PROPERTY_PAGE_TEXTS } from './texts.js';
import { useAuctionFields } from './auction/use-auction-fields.js';

/** The shell's search page (the spec's named route 'search'). */
export const SEARCH_PAGE_PATH = '/recherche';

// The texts of the page's language, fetched as soon as the shell loads this module (in a browser).
if (typeof document !== 'undefined' && !PROPERTY_PAGE_TEXTS.loaded(pageLocale()))
  PROPERTY_PAGE_TEXTS.load(pageLocale()).catch(() => undefined);

// Styles come with the bundle; under Node (component tests) the import fails quietly.
void import(/* webpackMode: "eager" */ './auction/page-layout.css').catch(() => undefined);

/**
 * The property page of one sale (spec §2.2): the page's data in one call, then the auction kept
 * live by the epics. Title and place, the gallery with its media (video, tours, home staging; the
 * phone's buttons row), the auction panel and the buyer's checklist (on the right and sticky on a
 * desktop, under the gallery on a phone), the details and the documents; the visits dialog.
 */
export default function PropertyPage({ bienId }: { bienId: number }) {
  return (
    <ReportingBoundary remote={PROPERTY_PAGE_REMOTE}>
      <RemoteMessages messages={PROPERTY_PAGE_TEXTS}>
        <PropertyPageContent bienId={bienId} />
      </RemoteMessages>
    </ReportingBoundary>
  );
}

function PropertyPageContent({ bienId }: { bienId: number }) {
  const { t, i18n } = useTranslation();
  const shown = useShownText();
  const store = useStore() as AppStore;
  const dispatch = useDispatch();
  const { load, page, panel, loadError } = useAuctionFields('load', 'page', 'panel', 'loadError');

  useEffect(() => {
    installAuction(store);
    installVisits(store);
    dispatch(pageOpened({ bienId }));
    return () => {
      dispatch(pageClosed());
    };
  }, [store, dispatch, bienId]);

  useEffect(() => unlockBidSoundOnFirstGesture(), []);

  useEffect(() => {
    if (page) document.title = `${page.bien.nom} – ${t('site_name')}`;
  }, [page, t]);

  // Back from the login page that a registration attempt led to (bienVente): the question again.
  useEffect(() => {
    if (load !== 'ready' || !page || window.location.hash !== `#${INTEREST_FRAGMENT}`) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (page.currentUser !== 0 && page.mustRegister && panel !== 'ended') dispatch(interestRequested());
  }, [load, page, panel, dispatch]);

  // The page's data arrives through the store, an update React renders at once, in one task with the
  // gallery's set-up after it: deferred, the page is drawn in slices while the browser stays
  // responsive (what was on view, the server's markup or the skeleton, stays until then).
  const ready = load === 'ready' && page !== null && page.bienId === bienId;
  const drawn = useDeferredValue(ready);

  if (load === 'failed') {
    // Trying again cannot bring back a property that does not exist: offer the search instead.
    const notFound =
      loadError !== null && 'code' in loadError && loadError.code === 'property_page_not_found';
    return (
      <div className="pp-failure kit-card" role="alert">
        <p>{loadError ? shown(loadError) : t('property_page_load_failed')}</p>
        <div className="pp-failure__actions">
          {notFound ? (
            <a className="kit-button" href={SEARCH_PAGE_PATH}>
              {t('nav_search')}
            </a>
          ) : (
            <button type="button" className="kit-button" onClick={() => dispatch(pageOpened({ bienId }))}>
              {t('remote_retry')}
            </button>
          )}
          <a className="kit-button kit-button--secondary" href="/">
            {t('back_home')}
          </a>
        </div>
      </div>
    );
  }

  if (!ready || !drawn || !page)
    return (
      <PrerenderedOr>
        <PageSkeleton label={t('loading')} />
      </PrerenderedOr>
    );

  return (
    <article className="pp-page" aria-labelledby="pp-title">
      <header className="pp-header">
        <div className="pp-header__text">
          <p className="pp-header__place">
            <span className="pp-header__type">
              {propertyTypeLabel(page.bien.type, page.bienJson.publicType, localeOf(i18n))}
            </span>
            <span aria-hidden="true"> · </span>
            {page.bien.ville} ({page.bien.codePostal})
          </p>
          <h1 id="pp-title" className="pp-header__title">
            <Editable field="nom" text={page.bien.nom} block />
          </h1>
          <ManagerNotice />
        </div>
        <div className="pp-header__actions">
          <FavouriteHeart page={page} />
        </div>
      </header>
      <div className="pp-gallery">
        <Gallery page={page} />
        <MediaButtons page={page} />
      </div>
      <aside className="pp-aside">
        <div className="pp-aside__sticky">
          <AuctionPanel />
          <BuyerChecklist />
          <NegotiatorBlock page={page} />
        </div>
      </aside>
      <VisitDialog />
      <div className="pp-main">
        <PropertyDetails page={page} />
        <DocumentsSection page={page} />
      </div>
    </article>
  );
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="pp-page pp-page--loading" aria-busy="true">
      <span className="kit-visually-hidden">{label}</span>
      <div className="pp-header">
        <div className="pp-skeleton pp-skeleton--title" />
      </div>
      <div className="pp-gallery">
        <div className="pp-skeleton pp-skeleton--gallery" />
      </div>
      <aside className="pp-aside">
        <div className="pp-skeleton pp-skeleton--panel" />
      </aside>
    </div>
  );
}
