// The negotiator space's lists: the notaries of the assistance role, the negotiator's sales and the
// actors of one sale (spec §2.1, §2.4, §6, §7).
import {
  formatParisIsoWithOffset,
  type Instant,
  type ListAssistanceThirdParties,
  type ListSaleActors,
  type ListSales,
} from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { idParam, respond } from '../../respond.js';
import { outcomeJson } from '../auction/outcome-wire.js';
import { buyerRowJson } from '../buyer-file/shapes.js';
import { SALES_TAG } from './sale-form.js';
import { NO_QUERY } from '../../schema.js';
import { SALES_LIST_QUERY } from './schemas.js';
import * as A from './answers.js';
import { SALES_PAGE_ANSWER } from '../auction/answers.js';

export interface NegotiatorListsUseCases {
  listSales: ListSales;
  listAssistanceThirdParties: ListAssistanceThirdParties;
  listSaleActors: ListSaleActors;
}

const instant = (value: Instant | null): string | null =>
  value === null ? null : formatParisIsoWithOffset(value);

/** A query-string number as a number; anything else as received, for the use case to refuse. */
const queryNumber = (value: string | string[] | undefined): unknown =>
  typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;

/** A query-string text; an empty one is no filter. */
const queryText = (value: string | string[] | undefined): unknown => (value === '' ? undefined : value);

export const negotiatorListsRoutes = (useCases: NegotiatorListsUseCases, api: ApiRouter): void => {
  api.route(
    {
      method: 'get',
      path: '/find-tiers-assistance',
      response: A.THIRD_PARTIES_ANSWER,
      query: NO_QUERY,
      summary: 'The notaries an assistance negotiator may attach to a sale (Notaire associé)',
      tag: SALES_TAG,
      audience: 'negotiator',
      responses: {
        200: '{ data: [{ tiers_id, tiers_name, tiers_crpcen (null when unknown) }] }, sorted by name',
        401: 'unauthenticated',
        403: 'forbidden: only assistance negotiators and administrators',
      },
    },
    async (ctx) => {
      respond(
        ctx,
        await useCases.listAssistanceThirdParties.execute({ viewer: ctx.state.viewer }),
        (parties) => ({
          data: parties.map((party) => ({
            tiers_id: party.id,
            tiers_name: party.name,
            tiers_crpcen: party.crpcen,
          })),
        }),
      );
    },
  );

  api.route(
    {
      method: 'get',
      path: '/ajax/biens/list',
      response: SALES_PAGE_ANSWER,
      query: SALES_LIST_QUERY,
      summary:
        'The negotiator’s sales (every sale for an administrator): ?status=en_cours|a_venir|termine&q=&page=&pageSize=',
      tag: SALES_TAG,
      audience: 'negotiator',
      responses: {
        200: '{ items: [{ bienId, reference, title, type, city, status (at server time), startAt, endAt (ISO 8601, Paris offset), firstPrice, currentPrice, bidCount, published, outcome: { kind, price, label } }], total, page, pageSize }',
        400: 'invalid_input (status, text, page or pageSize, named in error.field)',
        401: 'unauthenticated',
        403: 'forbidden: not a negotiator',
      },
    },
    async (ctx) => {
      const { status, q, page, pageSize } = ctx.query;
      const result = await useCases.listSales.execute({
        viewer: ctx.state.viewer,
        ...(queryText(status) !== undefined ? { status: queryText(status) } : {}),
        ...(queryText(q) !== undefined ? { text: queryText(q) } : {}),
        ...(page !== undefined ? { page: queryNumber(page) } : {}),
        ...(pageSize !== undefined ? { pageSize: queryNumber(pageSize) } : {}),
      });
      respond(ctx, result, (found) => ({
        items: found.items.map((item) => ({
          ...item,
          startAt: instant(item.startAt),
          endAt: instant(item.endAt),
          outcome: outcomeJson(item.outcome, ctx.state.locale),
        })),
        total: found.total,
        page: found.page,
        pageSize: found.pageSize,
      }));
    },
  );

  api.route(
    {
      method: 'get',
      path: '/api/bien/:bien/acteurs',
      response: A.SALE_ACTORS_ANSWER,
      query: NO_QUERY,
      summary:
        'The actors of a sale: its negotiator, vendors and buyers with where their file stands (the sale’s negotiator, an administrator, or one of its sellers). /espace-negociateur/bien/{bien}/acteurs is the page showing them',
      tag: SALES_TAG,
      audience: 'negotiator',
      responses: {
        200: "{ bienId, view ('negotiator'|'seller'), negociateur: { id, firstName, lastName, email, phone } | null, vendeurs: [{ email, primary }], acheteurs: [BuyerRowJson] } — a seller sees no buyer e-mail, phone, comment, document name or refusal reason",
        401: 'unauthenticated',
        403: 'forbidden',
        404: 'not_found',
      },
    },
    async (ctx) => {
      const bienId = idParam(ctx, 'bien');
      respond(ctx, await useCases.listSaleActors.execute({ viewer: ctx.state.viewer, bienId }), (actors) => ({
        ...actors,
        acheteurs: actors.acheteurs.map(buyerRowJson),
      }));
    },
  );
};
