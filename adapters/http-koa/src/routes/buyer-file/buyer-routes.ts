// The buyer's own file on a property (docs/buyer-funnel.md, "The buyer file"): read it, give the
// identity document, sign the agrément request, give the financing plan.
import {
  BUYER_FILE_DOCUMENTS,
  type BuyerFileDocument,
  type BuyerFileView,
  type Result,
  type Viewer,
} from '@immo/core';
import type { Middleware } from 'koa';
import type { ApiState } from '../../state.js';
import type { ApiRouter, RouteDoc } from '../../api-router.js';
import { PRIVATE_DOCUMENT_CACHE_CONTROL } from '../media/documents.js';
import { readUpload, uploadBody } from '../media/upload.js';
import { idParam, jsonObject, respond } from '../../respond.js';
import { RANGE_RESPONSES, sendAttachment } from '../../attachment.js';
import type { BuyerFileUseCases } from '../buyer-file.js';
import { buyerFileJson } from './shapes.js';
import * as F from './answers.js';
import { NO_QUERY } from '../../schema.js';
import { AGREMENT_BODY, FINANCING_BODY } from './schemas.js';

export const BUYER_FILE_TAG = 'buyer-file';
const FILE = '/api/bien/:bien/dossier';

const BUYER_FILE_ANSWER = 'BuyerFileJson (docs/buyer-funnel.md)';
const UPLOAD_ERRORS =
  'buyer_upload_type (not a PDF, JPEG or PNG by content), buyer_upload_too_large (over 10 MB), field_required';

/** Where each private document of a file is downloaded. */
const DOWNLOADS: Readonly<Record<BuyerFileDocument, { path: string; summary: string }>> = {
  identity: { path: '/api/dossiers/:id/piece-identite', summary: 'The identity document of a buyer file' },
  agrement: {
    path: '/api/dossiers/:id/agrement.pdf',
    summary: 'The PDF copy of the signed agrément request',
  },
  certificate: {
    path: '/api/dossiers/:id/financement/attestation',
    summary: 'The financing certificate of a buyer file',
  },
};

/** A use case taking the buyer's upload on their file of property {bien}. */
interface UploadUseCase {
  execute(input: {
    viewer: Viewer;
    bienId: unknown;
    file: unknown;
    fileName: unknown;
  }): Promise<Result<BuyerFileView>>;
}

/** The multipart `file` given to the use case, answered as the buyer's file. */
const uploadTo = (useCase: UploadUseCase): Middleware<ApiState>[] => [
  uploadBody(),
  async (ctx) => {
    const upload = readUpload(ctx);
    const result = await useCase.execute({
      viewer: ctx.state.viewer,
      bienId: idParam(ctx, 'bien'),
      file: upload.file,
      fileName: upload.originalName,
    });
    respond(ctx, result, buyerFileJson);
  },
];

export const buyerRoutes = (useCases: BuyerFileUseCases, api: ApiRouter): void => {
  const doc = (rest: Omit<RouteDoc, 'tag' | 'audience'>): RouteDoc => ({
    tag: BUYER_FILE_TAG,
    audience: 'user',
    ...rest,
  });

  api.route(
    doc({
      method: 'get',
      path: '/api/me/dossiers',
      response: F.BUYER_FILES_ANSWER,
      query: NO_QUERY,
      summary: 'Every file of the viewer (one per property they registered on), the latest first',
      responses: { 200: `{ items: [${BUYER_FILE_ANSWER}] }`, 401: 'unauthenticated' },
    }),
    async (ctx) => {
      const result = await useCases.listMyBuyerFiles.execute({ viewer: ctx.state.viewer });
      respond(ctx, result, (views) => ({ items: views.map(buyerFileJson) }));
    },
  );

  api.route(
    doc({
      method: 'get',
      path: FILE,
      response: F.BUYER_FILE_ANSWER,
      query: NO_QUERY,
      summary: "The viewer's file on a property: checklist, recap, what still blocks a bid",
      responses: {
        200: BUYER_FILE_ANSWER,
        401: 'unauthenticated',
        404: 'not_found: no file of the viewer there',
      },
    }),
    async (ctx) => {
      const result = await useCases.getBuyerFile.execute({
        viewer: ctx.state.viewer,
        bienId: idParam(ctx, 'bien'),
      });
      respond(ctx, result, buyerFileJson);
    },
  );

  api.route(
    doc({
      method: 'post',
      path: `${FILE}/piece-identite`,
      response: F.BUYER_FILE_ANSWER,
      query: NO_QUERY,
      summary:
        'Gives the identity document (multipart `file`: PDF, JPEG or PNG, 10 MB at most), kept privately and reviewed by the negotiator; a refused one is replaced',
      body: 'multipart',
      responses: {
        200: BUYER_FILE_ANSWER,
        400: UPLOAD_ERRORS,
        403: 'buyer_file_required',
        409: 'review_already_pending, review_already_approved (the account’s identity is approved)',
        413: 'payload_too_large (over 20 MB)',
      },
    }),
    ...uploadTo(useCases.uploadIdentityDocument),
  );

  api.route(
    doc({
      method: 'post',
      path: `${FILE}/agrement`,
      response: F.BUYER_FILE_ANSWER,
      query: NO_QUERY,
      summary:
        'Signs the agrément request: the conditions accepted and the full name typed as on the account; the time and the client address are kept and a PDF copy made',
      body: AGREMENT_BODY,
      responses: {
        200: BUYER_FILE_ANSWER,
        400: 'agrement_conditions_required, agrement_name_mismatch, field_required',
        403: 'buyer_file_required',
        409: 'review_already_pending, review_already_approved',
      },
    }),
    async (ctx) => {
      const body = jsonObject(ctx);
      const result = await useCases.signAgrement.execute({
        viewer: ctx.state.viewer,
        bienId: idParam(ctx, 'bien'),
        fullName: body.fullName,
        accepted: body.accepted,
        // Behind a proxy (TRUST_PROXY=1) Koa reads the client from X-Forwarded-For.
        clientAddress: ctx.ip,
      });
      respond(ctx, result, buyerFileJson);
    },
  );

  api.route(
    doc({
      method: 'put',
      path: `${FILE}/financement`,
      response: F.BUYER_FILE_ANSWER,
      query: NO_QUERY,
      summary: 'Declares the financing plan (advised): cash, or a loan of a stated amount in whole euros',
      body: FINANCING_BODY,
      responses: {
        200: BUYER_FILE_ANSWER,
        400: 'invalid_input (kind), loan_amount_invalid',
        403: 'buyer_file_required',
      },
    }),
    async (ctx) => {
      const body = jsonObject(ctx);
      const result = await useCases.declareFinancing.execute({
        viewer: ctx.state.viewer,
        bienId: idParam(ctx, 'bien'),
        kind: body.kind,
        loanAmount: body.loanAmount,
      });
      respond(ctx, result, buyerFileJson);
    },
  );

  api.route(
    doc({
      method: 'post',
      path: `${FILE}/financement/attestation`,
      response: F.BUYER_FILE_ANSWER,
      query: NO_QUERY,
      summary:
        'Gives a financing certificate (multipart `file`: PDF, JPEG or PNG, 10 MB at most) as the financing plan',
      body: 'multipart',
      responses: {
        200: BUYER_FILE_ANSWER,
        400: UPLOAD_ERRORS,
        403: 'buyer_file_required',
        413: 'payload_too_large',
      },
    }),
    ...uploadTo(useCases.uploadFinancingCertificate),
  );

  for (const document of BUYER_FILE_DOCUMENTS) {
    const { path, summary } = DOWNLOADS[document];
    api.route(
      doc({
        method: 'get',
        path,
        response: 'file',
        query: NO_QUERY,
        summary: `${summary}: for the file's buyer and the sale's negotiator or an administrator only, never cached`,
        responses: {
          200: 'the file, as an attachment under its name (Cache-Control: private, no-store)',
          ...RANGE_RESPONSES,
          401: 'unauthenticated',
          403: 'forbidden',
          404: 'not_found: no such file or document',
          410: 'identity_document_deleted: deleted one month after the sale',
        },
      }),
      async (ctx) => {
        const result = await useCases.downloadBuyerFileDocument.execute({
          viewer: ctx.state.viewer,
          buyerFileId: idParam(ctx, 'id'),
          document,
        });
        if (!result.ok) return respond(ctx, result);
        await sendAttachment(ctx, result.value, PRIVATE_DOCUMENT_CACHE_CONTROL);
      },
    );
  }
};
