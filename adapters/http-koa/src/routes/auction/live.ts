// The live auction: the poll every viewer runs and the bid (spec §4, §5.3, §7).
import { AUCTION_BIDS_PAGE_SIZE, domainError } from '@immo/core';
import { eventStream, type ApiRouter } from '../../api-router.js';
import type { AuctionStreams } from '../../live/auction-streams.js';
import { LIVE_LATEST_BIDS, type LiveAuctions } from '../../live/live-auctions.js';
import type { PageBody, PropertyPages } from '../../live/property-pages.js';
import type { SaleLists } from '../../live/sale-lists.js';
import { problemOf } from '../../problem.js';
import { BID_BODY } from './schemas.js';
import { idParam, jsonObject, respond } from '../../respond.js';
import type { HotSend } from '../../hot-reads.js';
import type { ApiContext } from '../../state.js';
import type { AuctionUseCases } from '../auction.js';
import { AUCTION_DATA_SCHEMA_TEXT, TAG, bidMember, enchereOfBid } from './wire.js';
import { NO_QUERY, queryDigits, querySchema } from '../../schema.js';
import * as A from './answers.js';

/**
 * The live auction's snapshots and streams, and what is kept the same way on top of them (the property
 * page's shared parts, the sale lists), shared by every instance of the routes.
 */
export interface LiveAuctionServices {
  auctions: LiveAuctions;
  streams: AuctionStreams;
  pages: PropertyPages;
  lists: SaleLists;
  clock: { now(): number };
}

/** A kept body's answer: the time spliced in, gzip already made when the client takes it. */
export function sendKeptBody(ctx: ApiContext, body: PageBody, now: number): void {
  ctx.compress = false;
  ctx.status = 200;
  ctx.type = 'application/json';
  const gzip = ctx.acceptsEncodings('gzip', 'identity') === 'gzip' ? body.gzip(now) : null;
  ctx.vary('Accept-Encoding');
  if (gzip) ctx.set('Content-Encoding', 'gzip');
  ctx.body = gzip ?? body.plain(now);
}

/**
 * A hot read's answer that is a kept body (hot-reads.ts): sent by `sendKeptBody` the whole way, or
 * written by the hot read itself under the head such an answer got before.
 */
export function keptAnswer(body: PageBody, clock: { now(): number }): HotSend {
  return Object.assign((ctx: ApiContext) => sendKeptBody(ctx, body, clock.now()), {
    kept: { body, now: () => clock.now() },
  });
}

/** The poll's answer from the snapshot. */
async function sendSnapshot(ctx: ApiContext, live: LiveAuctionServices, auctionId: number): Promise<void> {
  const snapshot = await live.auctions.snapshot(auctionId);
  if (!snapshot) throw problemOf(domainError('not_found', undefined, 'auctionId'), 404);
  sendKeptBody(ctx, snapshot, live.clock.now());
}

/** The amount as sent: a JSON number, or a string of digits ("260000") read as that number. */
export function amountOf(body: Record<string, unknown>): unknown {
  const raw = body.amount;
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
}

const BID_MEMBER_TEXT =
  "{ id, amount, User: '/api/users/{id}', dateTimeString (ISO 8601, Paris offset), " +
  'Enchere: { currentPrice, pasEnchere, currentPriceDisplay, dateFinWithTimezone } }';

export function liveAuctionRoutes(
  useCases: AuctionUseCases,
  api: ApiRouter,
  live: LiveAuctionServices,
): void {
  api.route(
    {
      method: 'get',
      path: '/api/bien/currentauction/:enchereId',
      response: A.LIVE_AUCTION_ANSWER,
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
    // Hot path: the snapshot of the auction's version, no read while it holds (live-auctions.ts).
    (ctx) => sendSnapshot(ctx, live, idParam(ctx, 'enchereId')),
  );
  // Answered ahead of the middlewares it does not need (hot-reads.ts); an unknown auction goes the route's way.
  api.hot('/api/bien/currentauction/:enchereId', async (_ctx, [auctionId]) => {
    const snapshot = await live.auctions.snapshot(auctionId!);
    return snapshot && keptAnswer(snapshot, live.clock);
  });

  api.route(
    {
      method: 'get',
      path: '/api/bien/currentauction/:enchereId/stream',
      response: eventStream(A.LIVE_AUCTION_ANSWER),
      query: NO_QUERY,
      summary:
        'Server-sent events of the live auction: an `auction` event carrying the same body as the poll at ' +
        'once, then at every change (bid, price, end date, extension, end, outcome); its id is the ' +
        "auction's version, so a reconnection with Last-Event-ID gets nothing it already has. A comment " +
        'line every 15 s keeps it open. 503 when the process holds too many streams: poll instead.',
      tag: TAG,
      audience: 'public',
      responses: {
        200: 'text/event-stream',
        404: 'Unknown auction (not_found)',
        503: 'Too many open streams (live_stream_full): poll instead',
      },
    },
    (ctx) => live.streams.serve(ctx, idParam(ctx, 'enchereId')),
  );

  api.route(
    {
      method: 'get',
      path: '/api/bien/currentauction/:enchereId/bids',
      response: A.BID_HISTORY_ANSWER,
      query: querySchema({ page: queryDigits(6) }),
      summary:
        `The full bid history, ${AUCTION_BIDS_PAGE_SIZE} bids a page, oldest first (page 1 the oldest): the poll carries ` +
        `only the latest ${LIVE_LATEST_BIDS}, with hydra:totalItems counting them all.`,
      tag: TAG,
      audience: 'public',
      responses: {
        200: `{ 'hydra:member': [${BID_MEMBER_TEXT}, …], 'hydra:totalItems', page, pageSize }`,
        400: 'page not a whole number from 1 (invalid_input)',
        404: 'Unknown auction (not_found)',
      },
    },
    async (ctx) => {
      const result = await useCases.listAuctionBids.execute({
        auctionId: idParam(ctx, 'enchereId'),
        page: typeof ctx.query.page === 'string' ? ctx.query.page : undefined,
      });
      respond(ctx, result, ({ auction, bids, total, page, pageSize }) => {
        const enchere = enchereOfBid(auction);
        return {
          'hydra:member': bids.map((bid) => bidMember(bid, auction, enchere)),
          'hydra:totalItems': total,
          page,
          pageSize,
        };
      });
    },
  );

  api.route(
    {
      method: 'post',
      path: '/enchere/make-enchere/:enchereId',
      response: A.BID_ANSWER,
      query: NO_QUERY,
      summary:
        'Places a bid: a verified buyer allowed to bid, registered on the property, visit done. At least ' +
        'the current price plus the step (the first price before any bid), on the step grid. A bid in the ' +
        'last 2 minutes pushes the end back by 2 minutes. The answer leaves after the commit.',
      tag: TAG,
      audience: 'buyer',
      body: BID_BODY,
      // The bidder's account and the token's revocation are read with the bid's batch, under the lock.
      accountReadByUseCase: true,
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
      const { login } = ctx.state;
      const result = await useCases.placeBid.execute({
        viewer: ctx.state.viewer,
        account: ctx.state.account,
        login: login?.token,
        auctionId,
        amount: amountOf(body),
      });
      if (!result.ok && result.error.code === 'unauthenticated') login?.refuse();
      respond(ctx, result, ({ bid, auction }) => bidMember(bid, auction), 201);
    },
  );
}
