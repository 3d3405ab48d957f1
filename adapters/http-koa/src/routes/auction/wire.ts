// The auction's wire shapes (spec §3.2, §7): the spec's field names, times as ISO 8601 with the
// Paris offset (2026-11-21T11:00:00+01:00), money in whole euros with its French display.
import {
  currentPriceDisplay,
  formatParisIsoWithOffset,
  type Auction,
  type AuctionPhase,
  type Bid,
  type Euros,
  type Instant,
} from '@immo/core';
import type { ApiContext } from '../../state.js';
import { HttpProblem } from '../../problem.js';

export const TAG = 'auction';

export const parisIso = (instant: Instant): string => formatParisIsoWithOffset(instant);

/** The IRI of a user, as the bid history names the bidder. */
export const userIri = (userId: number): string => `/api/users/${userId}`;

/** The Enchere sub-object of each bid: the auction as it stands now. */
export const enchereOfBid = (auction: Auction) => ({
  currentPrice: auction.currentPrice,
  pasEnchere: auction.step,
  currentPriceDisplay: currentPriceDisplay(auction),
  dateFinWithTimezone: parisIso(auction.endAt),
});

/**
 * One bid of hydra:member, also the answer to a bid placed. Every bid of an answer carries the same
 * Enchere: the poll builds it once and hands it in.
 */
export const bidMember = (bid: Bid, auction: Auction, enchere = enchereOfBid(auction)) => ({
  id: bid.id,
  amount: bid.amount,
  User: userIri(bid.userId),
  dateTimeString: parisIso(bid.placedAt),
  Enchere: enchere,
});

export interface AuctionState {
  now: Instant;
  auction: Auction;
  phase: AuctionPhase;
  inFinalPhase: boolean;
  minimumBid: Euros;
}

/**
 * The auction's data as the page header and the poll's AdditionalData carry it. dateFinEnchere and
 * newDateFin are the end in force (anti-sniping extensions included), dateFin the scheduled end;
 * currentPrice is null before the first bid (currentPriceDisplay then shows the first price).
 */
export const auctionData = ({ now, auction, phase, inFinalPhase, minimumBid }: AuctionState) => ({
  currentAuctionNowDateTime: parisIso(now),
  enchereId: auction.id,
  bienId: auction.propertyId,
  dateDebutEnchere: parisIso(auction.startAt),
  dateFinEnchere: parisIso(auction.endAt),
  dateFin: parisIso(auction.originalEndAt),
  newDateFin: parisIso(auction.endAt),
  premierPrix: auction.firstPrice,
  pasEnchere: auction.step,
  currentPrice: auction.currentPrice,
  currentPriceDisplay: currentPriceDisplay(auction),
  minimumBid,
  phase,
  inFinalPhase,
  dateCloture: auction.closedAt === null ? null : parisIso(auction.closedAt),
});

/** The JSON schema of auctionData, for the OpenAPI document. */
export const AUCTION_DATA_SCHEMA_TEXT =
  '{ currentAuctionNowDateTime, enchereId, bienId, dateDebutEnchere, dateFinEnchere, dateFin, newDateFin, ' +
  'premierPrix, pasEnchere, currentPrice (null before the first bid), currentPriceDisplay, minimumBid, ' +
  "phase ('upcoming'|'live'|'ended'), inFinalPhase, dateCloture (when the seller accepted an offer) } — " +
  'times ISO 8601 with the Paris offset';

/**
 * GET routes that change something (registering interest) ride on the cookie; SameSite=Lax still
 * sends it on a top-level navigation from another site, which the browser marks with
 * Sec-Fetch-Site: cross-site. Such a call is refused so that a link elsewhere cannot act for the user.
 */
export function refuseCrossSiteCookieGet(ctx: ApiContext): void {
  if (ctx.state.authenticatedBy === 'cookie' && ctx.get('Sec-Fetch-Site') === 'cross-site') {
    throw new HttpProblem(403, 'csrf_rejected');
  }
}
