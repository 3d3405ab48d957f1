import type { MessageCode } from '../../messages/catalogue.js';
import type { Instant } from '../../shared/time.js';
import type { Auction } from './auction.js';
import { FINAL_PHASE_WINDOW_MS } from './constants.js';
import type { AuctionPhase } from './phase.js';

/**
 * The final phase ('bienIn36h', spec §4): end − 129 600 000 ms ≤ now < end. Both edges are
 * decided here once: exactly 36 h before the end is inside, the end itself is outside (ended).
 * The end is the one in force, anti-sniping extensions included.
 */
export const isInFinalPhase = (auction: Pick<Auction, 'endAt'>, now: Instant): boolean =>
  auction.endAt - FINAL_PHASE_WINDOW_MS <= now && now < auction.endAt;

/** Time left before the end in force, never negative. */
export const remainingMs = (auction: Pick<Auction, 'endAt'>, now: Instant): number =>
  Math.max(0, auction.endAt - now);

/**
 * What the live panel shows: a countdown 'Fin de la vente dans' within the final phase; before it
 * the sale is open-ended for the buyer: 'Vente en cours / Fin de vente dès l'acceptation de l'offre par le vendeur'.
 */
export type LiveCountdownMode = 'countdown' | 'open_ended';

export const liveCountdownMode = (auction: Pick<Auction, 'endAt'>, now: Instant): LiveCountdownMode =>
  isInFinalPhase(auction, now) ? 'countdown' : 'open_ended';

/** The catalogue texts of the live panel, in display order (title, then subtitle). */
export const LIVE_PANEL_TEXTS: Readonly<Record<LiveCountdownMode, readonly MessageCode[]>> = {
  countdown: ['auction_ends_in'],
  open_ended: ['auction_sale_in_progress', 'auction_ends_on_acceptance'],
};

/** The panel title of each phase of the property page (spec §2.2); the live panel has its own texts. */
export const PHASE_PANEL_TITLE: Readonly<Record<Exclude<AuctionPhase, 'live'>, MessageCode>> = {
  upcoming: 'auction_not_open',
  ended: 'sale_ended',
};
