// The live auction as the API sends it (GET /api/bien/currentauction/{enchereId}, POST /enchere/make-enchere/{enchereId}),
// and the page's own reading of it: instants in epoch ms, bidders as user ids.
import type { Auction, Euros, Instant } from '@immo/core';
import type { AuctionData } from '../api/page-data.js';

/** One bid of hydra:member, also the answer to a bid placed. */
export interface BidMember {
  id: number;
  amount: Euros;
  /** '/api/users/{id}' */
  User: string;
  dateTimeString: string;
  Enchere: {
    currentPrice: Euros | null;
    pasEnchere: Euros;
    currentPriceDisplay: string;
    dateFinWithTimezone: string;
  };
}

export interface CurrentAuctionAnswer {
  AdditionalData: AuctionData;
  /** Oldest first: the last one is the highest. */
  'hydra:member': BidMember[];
  'hydra:totalItems': number;
}

export interface InterestAnswer {
  message: string;
  redirect: string;
  bienId: number;
  bienInscrit: '1';
}

/** The auction as the panel reads it: core's Auction fields the rules need. */
export type LiveAuction = Pick<
  Auction,
  'id' | 'startAt' | 'endAt' | 'closedAt' | 'firstPrice' | 'step' | 'currentPrice'
>;

export interface HistoryBid {
  id: number;
  amount: Euros;
  userId: number;
  placedAt: Instant;
}

/** ISO 8601 with an offset (the wire's instants) to epoch ms. */
export const instantOf = (iso: string): Instant => Date.parse(iso);

/** '/api/users/14' → 14 (0 when unreadable, which never names the viewer). */
export const userIdOf = (iri: string): number => Number(/(\d+)\/?$/.exec(iri)?.[1] ?? 0);

export const liveAuctionOf = (data: AuctionData): LiveAuction => ({
  id: data.enchereId,
  startAt: instantOf(data.dateDebutEnchere),
  // newDateFin is the end in force: anti-sniping extensions arrive here.
  endAt: instantOf(data.newDateFin),
  closedAt: data.dateCloture === null ? null : instantOf(data.dateCloture),
  firstPrice: data.premierPrix,
  step: data.pasEnchere,
  currentPrice: data.currentPrice,
});

export const historyBidOf = (member: BidMember): HistoryBid => ({
  id: member.id,
  amount: member.amount,
  userId: userIdOf(member.User),
  placedAt: instantOf(member.dateTimeString),
});
