import { DOCUMENTS_FRAGMENT } from '@immo/core';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { PropertyPageData } from '../api/page-data.js';
import { selectPanel } from '../auction/auction-slice.js';
import { visitAccess, visitsOpened } from '../buyer-file/visits-state.js';
import { DocumentsSection } from '../documents/documents-section.js';
import { ExternalFrame, propertyVideoId, safeExternalUrl, VideoPlayer } from './embeds.js';
import { FullscreenGallery } from './fullscreen-gallery.js';
import { DocumentIcon, GalleryIcon, PlayIcon, StagingIcon, TourIcon } from './icons.js';
import { Modal } from './modal.js';
import { orderedPhotos } from './photos.js';
import { useIsMobile } from './use-is-mobile.js';
import { forgetVideoClosed, isVideoClosed, rememberVideoClosed } from './video-cookie.js';

void import(/* webpackMode: "eager" */ './media.css').catch(() => undefined);

type MediaModal = 'video' | 'tour' | 'gallery' | 'documents' | 'staging';

/**
 * The property's other media (spec §2.2). On desktop: the video player on the page (closing it is
 * remembered for a day), and buttons for the virtual tour and home staging (each in a modal) and
 * for the documents table. On phones: one row of buttons — Vidéos, Visites, Galerie, Documents,
 * Home staging — each opening its content in a modal; only those with content appear. 'Visites'
 * opens the visits dialog (booking, and the virtual tour) for whoever may book one.
 */
export function MediaButtons({ page }: { page: PropertyPageData }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const videoId = propertyVideoId(page.bienJson.lienVideo);
  const tourUrl = safeExternalUrl(page.bienJson.lienVisiteVirtuelle);
  const stagingUrl = safeExternalUrl(page.bienJson.lienRhinov);
  const photos = useMemo(() => orderedPhotos(page), [page]);
  const [videoClosed, setVideoClosed] = useState(() => isVideoClosed(page.bienId));
  const [modal, setModal] = useState<MediaModal | null>(null);
  const close = () => setModal(null);
  const dispatch = useDispatch();
  const panel = useSelector(selectPanel);
  // 'Visites' books a visit whenever the viewer may (the dialog offers the virtual tour too).
  const bookable = visitAccess(page, panel ?? page.phase) !== 'hidden';

  const closeVideo = () => {
    rememberVideoClosed(page.bienId);
    setVideoClosed(true);
  };
  const reopenVideo = () => {
    forgetVideoClosed(page.bienId);
    setVideoClosed(false);
  };
  const scrollToDocuments = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(DOCUMENTS_FRAGMENT);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${DOCUMENTS_FRAGMENT}`);
  };

  const modals = (
    <>
      {videoId && (
        <Modal open={modal === 'video'} onClose={close} title={t('media_video_title')} variant="wide">
          <VideoPlayer videoId={videoId} />
        </Modal>
      )}
      {tourUrl && (
        <Modal open={modal === 'tour'} onClose={close} title={t('media_virtual_tour_title')} variant="wide">
          <ExternalFrame src={tourUrl} title={t('media_virtual_tour_title')} />
        </Modal>
      )}
      {stagingUrl && (
        <Modal
          open={modal === 'staging'}
          onClose={close}
          title={t('media_home_staging_title')}
          variant="wide"
        >
          <ExternalFrame src={stagingUrl} title={t('media_home_staging_title')} />
        </Modal>
      )}
    </>
  );

  if (isMobile) {
    const buttons: { key: MediaModal; label: string; icon: ReactNode; shown: boolean }[] = [
      { key: 'video', label: t('media_videos'), icon: <PlayIcon />, shown: videoId !== null },
      {
        key: 'tour',
        label: t(bookable ? 'property_buyer_visits_button' : 'media_visits'),
        icon: <TourIcon />,
        shown: tourUrl !== null || bookable,
      },
      { key: 'gallery', label: t('media_gallery'), icon: <GalleryIcon />, shown: photos.length > 0 },
      {
        key: 'documents',
        label: t('media_documents'),
        icon: <DocumentIcon />,
        shown: page.showDocumentsButton,
      },
      { key: 'staging', label: t('media_home_staging'), icon: <StagingIcon />, shown: stagingUrl !== null },
    ];
    const shown = buttons.filter((button) => button.shown);
    if (shown.length === 0) return null;
    return (
      <nav className="ppm-media ppm-media--mobile" aria-label={t('media_toolbar_label')}>
        <ul className="ppm-media__row" data-testid="media-buttons">
          {shown.map((button) => (
            <li key={button.key}>
              <button
                type="button"
                className="ppm-media__button"
                onClick={() =>
                  button.key === 'tour' && bookable ? dispatch(visitsOpened()) : setModal(button.key)
                }
                aria-haspopup="dialog"
              >
                {button.icon}
                <span>{button.label}</span>
              </button>
            </li>
          ))}
        </ul>
        {modals}
        <FullscreenGallery photos={photos} open={modal === 'gallery'} startIndex={0} onClose={close} />
        <Modal open={modal === 'documents'} onClose={close} title={t('documents_title')} variant="wide">
          <DocumentsSection page={page} inModal />
        </Modal>
      </nav>
    );
  }

  const showVideoButton = videoId !== null && videoClosed;
  const hasButtons = showVideoButton || tourUrl !== null || stagingUrl !== null || page.showDocumentsButton;
  if (!hasButtons && !videoId) return null;
  return (
    <div className="ppm-media">
      {hasButtons && (
        <nav aria-label={t('media_toolbar_label')}>
          <ul className="ppm-media__row" data-testid="media-buttons">
            {showVideoButton && (
              <li>
                <button type="button" className="ppm-media__button" onClick={reopenVideo}>
                  <PlayIcon />
                  <span>{t('media_video_reopen')}</span>
                </button>
              </li>
            )}
            {tourUrl && (
              <li>
                <button
                  type="button"
                  className="ppm-media__button"
                  onClick={() => setModal('tour')}
                  aria-haspopup="dialog"
                >
                  <TourIcon />
                  <span>{t('media_virtual_tour')}</span>
                </button>
              </li>
            )}
            {stagingUrl && (
              <li>
                <button
                  type="button"
                  className="ppm-media__button"
                  onClick={() => setModal('staging')}
                  aria-haspopup="dialog"
                >
                  <StagingIcon />
                  <span>{t('media_home_staging')}</span>
                </button>
              </li>
            )}
            {page.showDocumentsButton && (
              <li>
                <a className="ppm-media__button" href={`#${DOCUMENTS_FRAGMENT}`} onClick={scrollToDocuments}>
                  <DocumentIcon />
                  <span>{t('media_documents')}</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
      {videoId && !videoClosed && <VideoPlayer videoId={videoId} onClose={closeVideo} />}
      {modals}
    </div>
  );
}
