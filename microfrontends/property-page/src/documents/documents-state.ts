import {
  DOWNLOAD_REDIRECT_DELAY_MS,
  documentLoginUrl,
  type DocumentAccess,
  type MessageCode,
} from '@immo/core';
import type { AppEpic, AppStore } from '@immo/kit';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  concat,
  EMPTY,
  filter,
  from,
  ignoreElements,
  map,
  of,
  switchMap,
  tap,
  timer,
  catchError,
} from 'rxjs';

/** How long an error notice stays (spec §9, 'Error display 3000 ms'). */
export const DOCUMENT_NOTICE_MS = 3000;

export const DOCUMENTS_STATE_KEY = 'propertyDocuments';

export interface DocumentsNotice {
  kind: 'error' | 'info';
  code: MessageCode;
  /** The document the notice is about, to show it by its row. */
  documentId: number;
}

export interface DocumentsState {
  notice: DocumentsNotice | null;
}

const initialState: DocumentsState = { notice: null };

export interface DownloadRequest {
  documentId: number;
  bienId: number;
  /** Core's verdict for this viewer and document (documentAccess). */
  access: DocumentAccess;
}

export const documentsSlice = createSlice({
  name: DOCUMENTS_STATE_KEY,
  initialState,
  reducers: {
    downloadRequested: (state, _action: PayloadAction<DownloadRequest>) => state,
    documentNoticeShown: (state, action: PayloadAction<DocumentsNotice>) => {
      state.notice = action.payload;
    },
    documentNoticeCleared: (state) => {
      state.notice = null;
    },
  },
});

export const { downloadRequested, documentNoticeShown, documentNoticeCleared } = documentsSlice.actions;

export const selectDocumentsNotice = (state: unknown): DocumentsNotice | null =>
  (state as Record<string, DocumentsState | undefined>)[DOCUMENTS_STATE_KEY]?.notice ?? null;

/** The URLs of §2.4: free documents are public, restricted ones go through the named route download_private. */
export const freeDownloadUrl = (documentId: number): string => `/download/media/${documentId}`;
export const privateDownloadUrl = (documentId: number): string => `/download/private/${documentId}`;

/** Asks the server, without downloading, whether this viewer may have the document: its HTTP status. */
export type DownloadProbe = (url: string) => Promise<number>;

export const headProbe: DownloadProbe = async (url) => {
  const response = await fetch(url, {
    method: 'HEAD',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  return response.status;
};

/**
 * A restricted document (spec §6): an anonymous visitor is sent to log in after 500 ms; a ROLE_USER
 * not registered on the sale is told to register; a registered buyer gets the file once the server
 * has confirmed it (a HEAD of download_private), so a refusal shows as a notice, never as a raw page.
 */
export function createDocumentsEpic(probe: DownloadProbe = headProbe): AppEpic {
  return (action$, _state$, { navigate }) => {
    const notice = (kind: DocumentsNotice['kind'], code: MessageCode, documentId: number) =>
      concat(
        of(documentNoticeShown({ kind, code, documentId })),
        timer(DOCUMENT_NOTICE_MS).pipe(map(() => documentNoticeCleared())),
      );
    const toLogin = (request: DownloadRequest) =>
      concat(
        of(
          documentNoticeShown({
            kind: 'info',
            code: 'documents_login_redirect',
            documentId: request.documentId,
          }),
        ),
        timer(DOWNLOAD_REDIRECT_DELAY_MS).pipe(
          tap(() => navigate(documentLoginUrl(request.bienId))),
          ignoreElements(),
        ),
      );

    return action$.pipe(
      filter(downloadRequested.match),
      switchMap(({ payload: request }) => {
        switch (request.access) {
          case 'login_required':
            return toLogin(request);
          case 'registration_required':
            return notice('error', 'documents_registration_required', request.documentId);
          case 'forbidden':
            return notice('error', 'forbidden', request.documentId);
          case 'allowed': {
            const url = privateDownloadUrl(request.documentId);
            return from(probe(url)).pipe(
              switchMap((status) => {
                if (status >= 200 && status < 300) {
                  navigate(url);
                  return of(documentNoticeCleared());
                }
                if (status === 401) return toLogin(request);
                if (status === 403)
                  return notice('error', 'documents_registration_required', request.documentId);
                return notice('error', 'documents_download_failed', request.documentId);
              }),
              catchError(() => notice('error', 'documents_download_failed', request.documentId)),
            );
          }
          default:
            return EMPTY;
        }
      }),
    );
  };
}

export const documentsEpic = createDocumentsEpic();

const installed = new WeakSet<object>();

/** Brings the documents state and epic into the shell's store, once per store. */
export function installDocuments(store: AppStore, epic: AppEpic = documentsEpic): void {
  if (installed.has(store)) return;
  installed.add(store);
  store.injectReducer(DOCUMENTS_STATE_KEY, documentsSlice.reducer);
  store.addEpic(DOCUMENTS_STATE_KEY, epic);
}
