// A sale's publication (issue 12): a draft until its negotiator publishes it; what it still lacks.
import {
  formatParisIsoWithOffset,
  publicationMissingCode,
  publicationMissingField,
  translate,
  type GetSalePublication,
  type Locale,
  type MessageCode,
  type PublishSale,
  type SalePublication,
  type UnpublishSale,
} from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { idParam, respond } from '../../respond.js';
import { SALES_TAG } from './sale-form.js';
import { NO_QUERY, NO_BODY } from '../../schema.js';
import * as A from './answers.js';

export interface PublicationUseCases {
  getSalePublication: GetSalePublication;
  publishSale: PublishSale;
  unpublishSale: UnpublishSale;
}

const publicationJson = (state: SalePublication, locale: Locale, message?: MessageCode) => ({
  bienId: state.bienId,
  publie: state.published,
  datePublication: state.publishedAt === null ? null : formatParisIsoWithOffset(state.publishedAt),
  manquants: state.missing.map((item) => ({
    code: publicationMissingCode(item),
    field: publicationMissingField(item),
    message: translate(publicationMissingCode(item), locale),
  })),
  hasBids: state.hasBids,
  ...(message ? { message: translate(message, locale) } : {}),
});

const PUBLICATION_TEXT =
  '{ bienId, publie, datePublication (ISO with offset) | null, manquants: [{ code, field, message }], hasBids }';
const ERRORS = {
  401: 'unauthenticated',
  403: "forbidden: another negotiator's sale, or not a negotiator",
  404: 'Unknown sale (not_found)',
};

export const publicationRoutes = (useCases: PublicationUseCases, api: ApiRouter): void => {
  api.route(
    {
      method: 'get',
      path: '/api/negociateur/bien/:bien/publication',
      response: A.PUBLICATION_ANSWER,
      query: NO_QUERY,
      summary: 'Whether the sale is published, and what publishing it still needs',
      tag: SALES_TAG,
      audience: 'negotiator',
      responses: { 200: PUBLICATION_TEXT, ...ERRORS },
    },
    async (ctx) => {
      const result = await useCases.getSalePublication.execute({
        viewer: ctx.state.viewer,
        bienId: idParam(ctx, 'bien'),
      });
      respond(ctx, result, (state) => publicationJson(state, ctx.state.locale));
    },
  );

  api.route(
    {
      method: 'post',
      path: '/api/negociateur/bien/:bien/publier',
      response: A.PUBLICATION_CHANGE_ANSWER,
      query: NO_QUERY,
      body: NO_BODY,
      summary: 'Publishes the sale: the public, search and favourites see it from now on',
      tag: SALES_TAG,
      audience: 'negotiator',
      responses: {
        200: `${PUBLICATION_TEXT} + { message }`,
        ...ERRORS,
        422: 'sale_publication_incomplete, with fields: { <wire field>: { code, message } } per missing item',
      },
    },
    async (ctx) => {
      const result = await useCases.publishSale.execute({
        viewer: ctx.state.viewer,
        bienId: idParam(ctx, 'bien'),
      });
      respond(ctx, result, (state) => publicationJson(state, ctx.state.locale, 'publication_done'));
    },
  );

  api.route(
    {
      method: 'post',
      path: '/api/negociateur/bien/:bien/depublier',
      response: A.PUBLICATION_CHANGE_ANSWER,
      query: NO_QUERY,
      body: NO_BODY,
      summary: 'Back to draft: the sale disappears from the public pages, search and favourites',
      tag: SALES_TAG,
      audience: 'negotiator',
      responses: {
        200: `${PUBLICATION_TEXT} + { message }`,
        ...ERRORS,
        409: 'sale_unpublish_has_bids',
      },
    },
    async (ctx) => {
      const result = await useCases.unpublishSale.execute({
        viewer: ctx.state.viewer,
        bienId: idParam(ctx, 'bien'),
      });
      respond(ctx, result, (state) => publicationJson(state, ctx.state.locale, 'publication_undone'));
    },
  );
};
