// GET /api/biens: the cards of live and upcoming sales for the home page.
import type { Locale, PublicSaleCard } from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { problemOf } from '../../problem.js';
import { statusOf } from '../../status-of.js';
import type { ApiContext } from '../../state.js';
import type { AuctionUseCases } from '../auction.js';
import { keptAnswer, sendKeptBody, type LiveAuctionServices } from './live.js';
import { typeLabel } from './property-page.js';
import { TAG, parisIso } from './wire.js';
import { PUBLIC_SALES_QUERY } from './schemas.js';
import * as A from './answers.js';

export const saleCardOf = (card: PublicSaleCard, locale: Locale) => ({
  bienId: card.propertyId,
  enchereId: card.auctionId,
  nom: card.title,
  type: card.type,
  typeLabel: card.type === null ? null : typeLabel(card.type, locale),
  ville: card.city,
  codePostal: card.postcode,
  departement: card.department,
  imageUrl: card.imageUrl,
  premierPrix: card.firstPrice,
  currentPrice: card.currentPrice,
  price: card.price,
  priceDisplay: card.priceDisplay,
  dateDebutEnchere: parisIso(card.startAt),
  dateFinEnchere: parisIso(card.endAt),
  phase: card.phase,
  inFinalPhase: card.inFinalPhase,
});

/** A query parameter as given (a repeated one as its list); absent or empty as undefined. */
function queryParam(ctx: ApiContext, ...names: string[]): unknown {
  for (const name of names) {
    const raw = ctx.query[name];
    if (raw !== undefined && raw !== '') return raw;
  }
  return undefined;
}

export function publicSalesRoutes(
  useCases: AuctionUseCases,
  api: ApiRouter,
  live: Pick<LiveAuctionServices, 'lists' | 'clock'>,
): void {
  api.route(
    {
      method: 'get',
      path: '/api/biens',
      response: A.PUBLIC_SALES_ANSWER,
      query: PUBLIC_SALES_QUERY,
      summary:
        'Public cards of the sales for the home page. Query: status (en_cours, a_venir, termine; comma-' +
        'separated or repeated; default en_cours,a_venir), page (from 1), pageSize (1 to 100, default 20). ' +
        'Live sales first, ending soonest first, then upcoming sales by start, then ended ones, latest first.',
      tag: TAG,
      audience: 'public',
      responses: {
        200:
          "{ 'hydra:member': [{ bienId, enchereId, nom, type, typeLabel, ville, codePostal, departement, " +
          'imageUrl (main photo, width 1024, or null), premierPrix, currentPrice (null before the first bid), ' +
          "price, priceDisplay, dateDebutEnchere, dateFinEnchere, phase, inFinalPhase }], 'hydra:totalItems', " +
          'page, pageSize, currentAuctionNowDateTime }',
        400: 'Unknown status, page or pageSize out of range (invalid_input with field)',
      },
    },
    // Hot path: the answer kept per query and locale for a second at most (sale-lists.ts).
    async (ctx) => sendKeptBody(ctx, await keptSales(ctx, useCases, live), live.clock.now()),
  );
  // The home page's list (no query string) answered ahead of the middlewares it does not need
  // (hot-reads.ts); a failure goes the route's way.
  api.hot('/api/biens', async (ctx) => {
    const body = await keptSales(ctx, useCases, live);
    return keptAnswer(body, live.clock);
  });
}

/** The cards of the request's query and locale, kept for a second at most (sale-lists.ts). */
function keptSales(
  ctx: ApiContext,
  useCases: AuctionUseCases,
  live: Pick<LiveAuctionServices, 'lists' | 'clock'>,
) {
  const { locale } = ctx.state;
  return live.lists.answer(`${locale} ${ctx.querystring}`, async () => {
    const result = await useCases.listPublicSales.execute({
      statuses: queryParam(ctx, 'status', 'status[]', 'statuses'),
      page: queryParam(ctx, 'page'),
      pageSize: queryParam(ctx, 'pageSize'),
    });
    if (!result.ok) throw problemOf(result.error, statusOf(result.error.code));
    const sales = result.value;
    const json = JSON.stringify({
      'hydra:member': sales.cards.map((card) => saleCardOf(card, locale)),
      'hydra:totalItems': sales.total,
      page: sales.page,
      pageSize: sales.pageSize,
      currentAuctionNowDateTime: parisIso(sales.now),
    });
    return { json, now: sales.now };
  });
}
