// The seller's back office home (spec §2.4): the sales he sells, with their phase, price and outcome.
import { formatParisIsoWithOffset, type ListSellerSales } from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { respond } from '../../respond.js';
import { OUTCOME_TEXT, outcomeJson } from './outcome-wire.js';
import { TAG } from './wire.js';
import { NO_QUERY } from '../../schema.js';
import * as A from './answers.js';

export interface SellerSpaceUseCases {
  listSellerSales: ListSellerSales;
}

export function sellerSpaceRoutes(useCases: SellerSpaceUseCases, api: ApiRouter): void {
  api.route(
    {
      method: 'get',
      path: '/api/vendeur/biens',
      response: A.SELLER_SALES_ANSWER,
      query: NO_QUERY,
      summary:
        "The sales whose vendors include the viewer's e-mail (ROLE_VENDEUR; an empty list for other accounts)",
      tag: TAG,
      audience: 'seller',
      responses: {
        200:
          '{ now, items: [{ bienId, reference, title, type, city, status, startAt, endAt, firstPrice, ' +
          `currentPrice, bidCount, published, outcome: ${OUTCOME_TEXT} }] }`,
        401: 'unauthenticated',
      },
    },
    async (ctx) => {
      const result = await useCases.listSellerSales.execute({ viewer: ctx.state.viewer });
      respond(ctx, result, ({ now, items }) => ({
        now: formatParisIsoWithOffset(now),
        items: items.map((item) => ({
          ...item,
          startAt: formatParisIsoWithOffset(item.startAt),
          endAt: formatParisIsoWithOffset(item.endAt),
          outcome: outcomeJson(item.outcome, ctx.state.locale),
        })),
      }));
    },
  );
}
