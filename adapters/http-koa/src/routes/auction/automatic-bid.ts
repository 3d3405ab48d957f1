// Automatic bids (issue 13): the viewer's own hidden maximum on an auction — set or raise, read,
// withdraw. Only its owner is ever answered with it.
import {
  formatEuros,
  type GetMyAutomaticBid,
  type MyAutomaticBid,
  type SetAutomaticBid,
  type WithdrawAutomaticBid,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import type { ApiRouter } from '../../api-router.js';
import { NO_BODY, NO_QUERY, parisInstant } from '../../schema.js';
import { ENCHERE_OF_BID } from './answers.js';
import { idParam, respond } from '../../respond.js';
import { enchereOfBid, parisIso, TAG } from './wire.js';

export interface AutomaticBidUseCases {
  setAutomaticBid: SetAutomaticBid;
  withdrawAutomaticBid: WithdrawAutomaticBid;
  getMyAutomaticBid: GetMyAutomaticBid;
}

/** Whole euros, within what a bid may ever be (core checks the auction's own bounds). */
const MAXIMUM_BODY = Type.Object({
  maximum: Type.Integer({
    minimum: 1,
    maximum: 100_000_000_000,
    description: 'Whole euros',
    examples: [300_000],
  }),
});

const MY_AUTOMATIC_BID = Type.Object({
  enchereId: Type.Integer(),
  maximum: Type.Union([Type.Integer(), Type.Null()]),
  maximumDisplay: Type.Union([Type.String(), Type.Null()]),
  dateMaximum: Type.Union([parisInstant(), Type.Null()]),
  encheresAutomatiques: Type.Array(Type.Integer(), {
    description: "Ids of the viewer's bids placed for him",
  }),
  Enchere: ENCHERE_OF_BID,
});

const PATH = '/api/enchere/:enchereId/enchere-automatique';

const wire = ({ maximum, automaticBidIds, auction }: MyAutomaticBid) => ({
  enchereId: auction.id,
  maximum: maximum?.maximum ?? null,
  maximumDisplay: maximum ? formatEuros(maximum.maximum) : null,
  dateMaximum: maximum ? parisIso(maximum.setAt) : null,
  encheresAutomatiques: automaticBidIds,
  Enchere: enchereOfBid(auction),
});

export function automaticBidRoutes(useCases: AutomaticBidUseCases, api: ApiRouter): void {
  api.route(
    {
      method: 'get',
      path: PATH,
      query: NO_QUERY,
      summary:
        "The viewer's own automatic maximum on the auction (null when none) and the ids of his bids placed by it",
      tag: TAG,
      audience: 'buyer',
      response: MY_AUTOMATIC_BID,
      responses: { 401: 'unauthenticated', 404: 'Unknown auction (not_found)' },
    },
    async (ctx) => {
      const result = await useCases.getMyAutomaticBid.execute({
        viewer: ctx.state.viewer,
        auctionId: idParam(ctx, 'enchereId'),
      });
      respond(ctx, result, wire);
    },
  );

  api.route(
    {
      method: 'put',
      path: PATH,
      query: NO_QUERY,
      summary:
        'Sets or raises the viewer’s hidden maximum: the platform then bids for him the least needed to lead, on the ' +
        'step grid, whenever someone outbids him, up to it (equal maxima: the earlier wins; a manual bid equal to a ' +
        'maximum loses to it). The same bidders as a bid; checked as a bid; a raise must exceed the previous maximum. ' +
        'The bids it gives are placed at once, in the same transaction.',
      tag: TAG,
      audience: 'buyer',
      body: MAXIMUM_BODY,
      response: MY_AUTOMATIC_BID,
      responses: {
        400: 'invalid_input',
        401: 'unauthenticated',
        403: 'negotiator_cannot_bid, bid_visit_required, bid_registration_required, … (as a bid)',
        404: 'not_found',
        409: 'bid_outbid (not above the current price), auction_not_open, auction_ended',
        422: 'bid_below_minimum, bid_not_on_step, bid_above_maximum, automatic_bid_not_raised',
      },
    },
    async (ctx) => {
      const body = ctx.request.body as { maximum: number };
      const result = await useCases.setAutomaticBid.execute({
        viewer: ctx.state.viewer,
        auctionId: idParam(ctx, 'enchereId'),
        maximum: body.maximum,
      });
      respond(ctx, result, wire);
    },
  );

  api.route(
    {
      method: 'delete',
      path: PATH,
      query: NO_QUERY,
      body: NO_BODY,
      summary: "Withdraws the viewer's maximum: no bid is placed for it any more; those placed stay",
      tag: TAG,
      audience: 'buyer',
      response: MY_AUTOMATIC_BID,
      responses: { 401: 'unauthenticated', 404: 'not_found, automatic_bid_not_found' },
    },
    async (ctx) => {
      const result = await useCases.withdrawAutomaticBid.execute({
        viewer: ctx.state.viewer,
        auctionId: idParam(ctx, 'enchereId'),
      });
      respond(ctx, result, wire);
    },
  );
}
