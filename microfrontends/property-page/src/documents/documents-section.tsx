import {
  DOCUMENTS_FRAGMENT,
  ROLES,
  documentAccess,
  documentDisplayName,
  documentFileType,
  formatDateFr,
  parseParisDateTime,
  type Role,
  type Viewer,
} from '@immo/core';
import type { AppStore } from '@immo/kit';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { PageDocument, PropertyPageData } from '../api/page-data.js';
import { DocumentIcon, DownloadIcon, LockIcon } from '../gallery/icons.js';
import {
  downloadRequested,
  freeDownloadUrl,
  installDocuments,
  privateDownloadUrl,
  selectDocumentsNotice,
} from './documents-state.js';

void import(/* webpackMode: "eager" */ './documents.css').catch(() => undefined);

/** The viewer as the page describes it (currentUser 0 when anonymous), for core's access rules. */
export function pageViewer(page: PropertyPageData): Viewer {
  return {
    id: page.currentUser,
    roles: page.userInfos.filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
    assistance: false,
    verified: page.userVerified === '1',
    canAuction: page.canAuction === '1',
  };
}

/** date.date is Paris wall-clock time with microseconds ('2026-10-31 02:00:00.000000'): dd/mm/yyyy. */
export function documentDateFr(raw: string): string {
  const instant = parseParisDateTime(raw.slice(0, 19));
  return instant === null ? '' : formatDateFr(instant);
}

/** The type column: the name's extension upper-cased, else the MIME subtype (filetype). */
export const documentTypeLabel = (doc: PageDocument): string =>
  documentFileType({ name: doc.nom, mimeType: doc.filetype as 'application/pdf' });

/**
 * The documents table of the property page (spec §2.2, §6): the documents the server lists for
 * this viewer, each with its name (30 characters at most), type, date, access (green dot free, red
 * dot restricted) and a download link; phones see the name, a lock under a restricted one, and the link.
 */
export function DocumentsSection({ page, inModal = false }: { page: PropertyPageData; inModal?: boolean }) {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const dispatch = useDispatch();
  const notice = useSelector(selectDocumentsNotice);
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => installDocuments(store), [store]);

  // Back from the login page a restricted document led to (…#documents): the table was not there
  // yet when the browser looked for the fragment, so bring it into view now.
  useEffect(() => {
    if (!inModal && window.location.hash === `#${DOCUMENTS_FRAGMENT}`) {
      sectionRef.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [inModal]);

  const onDownload = (event: MouseEvent<HTMLAnchorElement>, doc: PageDocument) => {
    // A free document is the link's own business: the browser downloads it.
    if (doc.acces) return;
    event.preventDefault();
    const access = documentAccess({ free: false }, pageViewer(page), page.bienInscrit === '1');
    dispatch(downloadRequested({ documentId: doc.id, bienId: page.bienId, access }));
  };

  const hasRestricted = page.documents.some((doc) => !doc.acces);

  return (
    <section
      ref={sectionRef}
      className={`ppm-docs${inModal ? ' ppm-docs--modal' : ''}`}
      id={inModal ? undefined : DOCUMENTS_FRAGMENT}
      aria-labelledby={inModal ? undefined : titleId}
    >
      {!inModal && (
        <h2 className="ppm-docs__title" id={titleId}>
          {t('documents_title')}
        </h2>
      )}
      {notice && (
        <p className={`kit-notice kit-notice--${notice.kind} ppm-docs__notice`} role="alert">
          {t(notice.code)}
        </p>
      )}
      {page.documents.length === 0 ? (
        <p className="ppm-docs__empty" data-testid="documents-empty">
          {t('documents_none')}
        </p>
      ) : (
        <>
          <table className="ppm-docs__table" data-testid="documents-table">
            <thead>
              <tr>
                <th scope="col">{t('documents_column_name')}</th>
                <th scope="col" className="ppm-docs__wide">
                  {t('documents_column_type')}
                </th>
                <th scope="col" className="ppm-docs__wide">
                  {t('documents_column_date')}
                </th>
                <th scope="col" className="ppm-docs__wide ppm-docs__center">
                  {t('documents_column_access')}
                </th>
                <th scope="col" className="ppm-docs__end">
                  <span className="kit-visually-hidden">{t('documents_column_download')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.documents.map((doc) => {
                const accessLabel = t(doc.acces ? 'documents_access_free' : 'documents_access_restricted');
                return (
                  <tr key={doc.id} data-testid="document-row" data-free={doc.acces ? 'true' : 'false'}>
                    <td className="ppm-docs__name" title={doc.nom}>
                      <DocumentIcon />
                      <span>{documentDisplayName(doc.nom)}</span>
                      {/* Phones have no access column: the lock says it under the name. */}
                      {!doc.acces && (
                        <span className="ppm-docs__lock" data-testid="document-lock">
                          <LockIcon />
                          {accessLabel}
                        </span>
                      )}
                    </td>
                    <td className="ppm-docs__wide ppm-docs__type">{documentTypeLabel(doc)}</td>
                    <td className="ppm-docs__wide ppm-docs__date">{documentDateFr(doc.date.date)}</td>
                    <td className="ppm-docs__wide ppm-docs__center">
                      <span
                        className={`ppm-docs__dot ppm-docs__dot--${doc.acces ? 'free' : 'restricted'}`}
                        title={accessLabel}
                        aria-hidden="true"
                      />
                      <span className="kit-visually-hidden">{accessLabel}</span>
                    </td>
                    <td className="ppm-docs__end">
                      <a
                        className="ppm-docs__download"
                        data-testid="document-download"
                        href={doc.acces ? freeDownloadUrl(doc.id) : privateDownloadUrl(doc.id)}
                        download={doc.acces ? '' : undefined}
                        onClick={(event) => onDownload(event, doc)}
                        aria-label={t('documents_download_named', { name: doc.nom })}
                      >
                        <DownloadIcon />
                        <span className="ppm-docs__download-label">{t('documents_download')}</span>
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {hasRestricted && (
            <p className="ppm-docs__legend" aria-hidden="true">
              <span>
                <span className="ppm-docs__dot ppm-docs__dot--free" /> {t('documents_access_free')}
              </span>
              <span>
                <span className="ppm-docs__dot ppm-docs__dot--restricted" />{' '}
                {t('documents_access_restricted')}
              </span>
            </p>
          )}
        </>
      )}
    </section>
  );
}
