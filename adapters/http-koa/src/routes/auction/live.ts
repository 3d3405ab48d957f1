// The live auction: the poll every viewer runs and the bid (spec §4, §5.3, §7).
import type { ApiRouter } from '../../api-router.js';
import { BID_BODY } from './schemas.js';
import { idParam, jsonObject, respond } from '../../respond.js';
import type { AuctionUseCases } from '../auction.js';
import { AUCTION_DATA_SCHEMA_TEXT, TAG, auctionData, bidMember, enchereOfBid } from './wire.js';
import { NO_QUERY } from '../../schema.js';

/** The amount as sent: a JSON number, or a string of digits ("260000") read as that number. */
export function amountOf(body: Record<string, unknown>): unknown {
  const raw = body.amount;
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
}

const BID_MEMBER_TEXT =
  "{ id, amount, User: '/api/users/{id}', dateTimeString (ISO 8601, Paris offset), " +
  'Enchere: { currentPrice, pasEnchere, currentPriceDisplay, dateFinWithTimezone } }';

export function liveAuctionRoutes(useCases: AuctionUseCases, api: ApiRouter): void {
  api.route(
    {
      method: 'get',
      path: '/api/bien/currentauction/:enchereId',
      query: NO_QUERY,
      summary:
        'Poll of the live auction: server time, the auction and its bids. Verified users poll every ' +
        'second, everyone else every 5 s. The bids of hydra:member come oldest first (the last one is the highest).',
      tag: TAG,
      audience: 'public',
      responses: {
        200:
          `{ AdditionalData: ${AUCTION_DATA_SCHEMA_TEXT}, 'hydra:member': [${BID_MEMBER_TEXT}, …] ` +
          "oldest first, 'hydra:totalItems' }",
        404: 'Unknown auction (not_found)',
      },
    },
    // Hot path: one use case call (one read unit), nothing else.
    async (ctx) => {
      const result = await useCases.getCurrentAuction.execute({
        viewer: ctx.state.viewer,
        auctionId: idParam(ctx, 'enchereId'),
      });
      respond(ctx, result, (current) => {
        const enchere = enchereOfBid(current.auction);
        return {
          AdditionalData: auctionData(current),
          'hydra:member': current.bids.map((bid) => bidMember(bid, current.auction, enchere)),
          'hydra:totalItems': current.bids.length,
        };
      });
    },
  );

  api.route(
    {
      method: 'post',
      path: '/enchere/make-enchere/:enchereId',
      query: NO_QUERY,
      summary:
        'Places a bid: a verified buyer allowed to bid, registered on the property, visit done. At least ' +
        'the current price plus the step (the first price before any bid), on the step grid. A bid in the ' +
        'last 2 minutes pushes the end back by 2 minutes. The answer leaves after the commit.',
      tag: TAG,
      audience: 'buyer',
      body: BID_BODY,
      responses: {
        201: BID_MEMBER_TEXT,
        400: 'amount missing or not a whole number (invalid_input), malformed JSON (invalid_json)',
        401: 'Anonymous (unauthenticated)',
        403: 'negotiator_cannot_bid, bid_account_not_verified, bid_not_allowed, bid_registration_required, bid_visit_required',
        404: 'Unknown auction (not_found)',
        409: 'bid_outbid (a higher or equal offer came first), auction_not_open, auction_ended',
        422: 'bid_below_minimum, bid_not_on_step',
      },
    },
    async (ctx) => {
      const auctionId = idParam(ctx, 'enchereId');
      const body = jsonObject(ctx);
      const result = await useCases.placeBid.execute({
        viewer: ctx.state.viewer,
        auctionId,
        amount: amountOf(body),
      });
      respond(ctx, result, ({ bid, auction }) => bidMember(bid, auction), 201);
    },
  );
}
