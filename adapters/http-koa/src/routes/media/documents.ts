import {
  DOCUMENT_KINDS,
  DOCUMENT_NAME_MAX_LENGTH,
  documentLoginUrl,
  documentView,
  managedDocumentView,
  type DomainError,
  type Result,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import type { ApiRouter } from '../../api-router.js';
import { RANGE_RESPONSES, sendAttachment, type Attachment } from '../../attachment.js';
import { HttpProblem } from '../../problem.js';
import { idParam, respond } from '../../respond.js';
import type { ApiContext } from '../../state.js';
import type { MediaUseCases } from '../media.js';
import { readUpload, textField, uploadBody } from './upload.js';
import { NO_BODY, NO_QUERY, text } from '../../schema.js';
import * as A from './answers.js';

const TAG = 'documents';

/** Free documents may be cached by anyone, briefly: a document's access can still be changed. */
export const FREE_DOCUMENT_CACHE_CONTROL = 'public, max-age=3600';
/** A restricted document is for one viewer: never kept by a shared cache. */
export const PRIVATE_DOCUMENT_CACHE_CONTROL = 'private, no-store';

/** The use case's input names, as the wire names them. */
const WIRE_FIELDS: Readonly<Record<string, string>> = { name: 'nom', free: 'acces' };

function onTheWire<T>(result: Result<T>): Result<T> {
  if (result.ok || !result.error.field || !(result.error.field in WIRE_FIELDS)) return result;
  const error: DomainError = { ...result.error, field: WIRE_FIELDS[result.error.field] };
  return { ok: false, error };
}

/** acces: 'true' (free) or 'false' (registered buyers only); '1' and '0' are read the same. */
function accesField(raw: string | undefined): boolean {
  switch (raw?.trim()) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
      return false;
    case undefined:
    case '':
      throw new HttpProblem(400, 'field_required', {}, { field: 'acces' });
    default:
      throw new HttpProblem(400, 'invalid_input', {}, { field: 'acces' });
  }
}

/** The name the browser saves the file under: the document's name, ending in .pdf. */
const downloadName = (name: string): string => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);

function sendDocument(ctx: ApiContext, file: Attachment, cacheControl: string): Promise<void> {
  return sendAttachment(ctx, { ...file, fileName: downloadName(file.fileName) }, cacheControl);
}

/** A browser navigation (a link or a typed address), not a call from a script. */
const isPageNavigation = (ctx: ApiContext): boolean => ctx.accepts('json', 'html') === 'html';

const DOCUMENT_CHANGE = Type.Object(
  {
    nom: Type.Optional(text(DOCUMENT_NAME_MAX_LENGTH)),
    kind: Type.Optional(Type.Union(DOCUMENT_KINDS.map((kind) => Type.Literal(kind)))),
    acces: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const MANAGED_DOCUMENT = '{ id, nom, filetype, acces, date: { date }, kind, taille }';

export function documentRoutes(useCases: MediaUseCases, api: ApiRouter): void {
  api.route(
    {
      method: 'get',
      path: '/v2/sell/documents/:bienId',
      response: A.SALE_DOCUMENTS_ANSWER,
      query: NO_QUERY,
      summary: "Every document of a sale with its type and size (the sale's negotiator or an administrator).",
      tag: TAG,
      audience: 'negotiator',
      responses: {
        200: `{ reference, title, documents: [${MANAGED_DOCUMENT}] }`,
        403: 'forbidden',
        404: 'not_found',
      },
    },
    async (ctx) => {
      const bienId = idParam(ctx, 'bienId');
      respond(ctx, await useCases.listSaleDocuments.execute({ viewer: ctx.state.viewer, bienId }));
    },
  );

  api.route(
    {
      method: 'put',
      path: '/v2/sell/documents/:documentId',
      response: A.MANAGED_DOCUMENT_ANSWER,
      query: NO_QUERY,
      summary: 'Rename a document, change its type or its access (JSON: nom, kind, acces; each optional).',
      tag: TAG,
      audience: 'negotiator',
      body: DOCUMENT_CHANGE,
      responses: {
        200: MANAGED_DOCUMENT,
        400: 'field_required, field_too_long, invalid_input',
        403: 'forbidden',
      },
    },
    async (ctx) => {
      const documentId = idParam(ctx, 'documentId');
      const body = ctx.request.body as { nom?: string; kind?: string; acces?: boolean };
      const result = await useCases.updateDocument.execute({
        viewer: ctx.state.viewer,
        documentId,
        name: body.nom,
        kind: body.kind,
        free: body.acces,
      });
      respond(ctx, onTheWire(result), managedDocumentView);
    },
  );

  api.route(
    {
      method: 'post',
      path: '/v2/sell/documents/upload/:bienId',
      response: A.DOCUMENT_ANSWER,
      query: NO_QUERY,
      summary:
        "Attach a PDF to a sale (multipart: file, nom, kind, acces 'true'|'false'). PDF by content, 20 MB at most.",
      tag: TAG,
      audience: 'negotiator',
      body: 'multipart',
      responses: {
        201: "{ id, nom, filetype, acces, date: { date: 'YYYY-MM-DD HH:MM:SS.ffffff' } }",
        400: 'documents_pdf_only, field_required, invalid_input',
        413: 'payload_too_large (over 20 MB)',
        415: 'not a multipart body',
      },
    },
    uploadBody(),
    async (ctx) => {
      const upload = readUpload(ctx);
      const bienId = idParam(ctx, 'bienId');
      const nom = textField(upload, 'nom');
      const kind = textField(upload, 'kind');
      const result = await useCases.addDocument.execute({
        viewer: ctx.state.viewer,
        bienId,
        file: upload.file,
        name: nom === undefined || nom.trim() === '' ? upload.originalName : nom,
        kind: kind === undefined || kind.trim() === '' ? 'autre' : kind.trim(),
        free: accesField(textField(upload, 'acces')),
      });
      respond(ctx, onTheWire(result), documentView, 201);
    },
  );

  api.route(
    {
      method: 'delete',
      path: '/v2/sell/documents/:documentId',
      response: A.DELETED_DOCUMENT_ANSWER,
      query: NO_QUERY,
      body: NO_BODY,
      summary: "Remove a document of a sale (the sale's negotiator or an administrator).",
      tag: TAG,
      audience: 'negotiator',
      responses: { 200: '{ id }' },
    },
    async (ctx) => {
      const documentId = idParam(ctx, 'documentId');
      respond(ctx, await useCases.deleteDocument.execute({ viewer: ctx.state.viewer, documentId }));
    },
  );

  api.route(
    {
      method: 'get',
      path: '/api/bien/:bien/documents',
      response: A.DOCUMENT_LISTING_ANSWER,
      query: NO_QUERY,
      summary:
        'The documents of a property this viewer may see (§6): free ones; restricted ones for registered ' +
        'buyers, staff, and others while the sale is not within its last 36 hours. With showDocumentsButton.',
      tag: TAG,
      audience: 'public',
      responses: {
        200: '{ documents: [ { id, nom, filetype, acces, date: { date } } ], showDocumentsButton }',
        404: 'unknown property',
      },
    },
    async (ctx) => {
      const bienId = idParam(ctx, 'bien');
      const result = await useCases.listDocuments.execute({ viewer: ctx.state.viewer, bienId });
      ctx.set('Cache-Control', 'private, no-cache');
      respond(ctx, result);
    },
  );

  api.route(
    {
      method: 'get',
      path: '/download/private/:id',
      response: 'file',
      query: NO_QUERY,
      name: 'download_private',
      summary:
        'Download a document (§6): free to anyone; restricted to registered buyers and staff. An anonymous ' +
        'visitor gets 401 with bienId (a browser navigation is redirected to the login page).',
      tag: TAG,
      audience: 'public',
      responses: {
        200: 'application/pdf, as an attachment',
        ...RANGE_RESPONSES,
        302: 'browser navigation by an anonymous visitor: to /compte-36h-immo.html?documentBien={bienId}',
        401: 'unauthenticated, with bienId and redirectUrl',
        403: 'documents_registration_required (ROLE_USER not registered), forbidden',
        404: 'unknown document',
      },
    },
    async (ctx) => {
      const documentId = idParam(ctx, 'id');
      const result = await useCases.downloadDocument.execute({ viewer: ctx.state.viewer, documentId });
      if (result.ok) return sendDocument(ctx, result.value, PRIVATE_DOCUMENT_CACHE_CONTROL);
      const { code, params } = result.error;
      const bienId = params?.bienId;
      if (code === 'unauthenticated' && typeof bienId === 'number') {
        const redirectUrl = documentLoginUrl(bienId);
        if (isPageNavigation(ctx)) {
          ctx.set('Cache-Control', 'no-store');
          return ctx.redirect(redirectUrl);
        }
        throw new HttpProblem(401, 'unauthenticated', {}, { bienId, redirectUrl });
      }
      if (code === 'documents_registration_required' && typeof bienId === 'number') {
        throw new HttpProblem(403, code, {}, { bienId });
      }
      respond(ctx, result);
    },
  );

  api.route(
    {
      method: 'get',
      path: '/download/media/:id',
      response: 'file',
      query: NO_QUERY,
      summary: 'Download a free document; public and cacheable. A restricted document is not found here.',
      tag: TAG,
      audience: 'public',
      responses: {
        200: 'application/pdf, as an attachment',
        ...RANGE_RESPONSES,
        404: 'unknown or restricted document',
      },
    },
    async (ctx) => {
      const documentId = idParam(ctx, 'id');
      const result = await useCases.downloadFreeDocument.execute({ documentId });
      if (!result.ok) return respond(ctx, result);
      await sendDocument(ctx, result.value, FREE_DOCUMENT_CACHE_CONTROL);
    },
  );
}
