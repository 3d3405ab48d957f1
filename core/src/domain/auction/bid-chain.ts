import { sha256Hex } from '../../shared/sha256.js';
import type { Instant } from '../../shared/time.js';
import type { Bid } from './auction.js';

/** The 'previous hash' of an auction's first bid. */
export const BID_CHAIN_GENESIS = '0'.repeat(64);

/** What the chain covers of a bid: the offer as placed. The seller's later answer (status) is not in it. */
export type ChainedFields = Pick<Bid, 'auctionId' | 'userId' | 'amount' | 'placedAt'> & {
  automatic: boolean;
};

/** The instant as UTC text with exactly six decimals, the precision the databases keep. */
export function chainInstant(instant: Instant): string {
  const micros = Math.round(instant * 1000);
  const seconds = Math.floor(micros / 1_000_000);
  const fraction = String(micros - seconds * 1_000_000).padStart(6, '0');
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${fraction}Z`;
}

/**
 * The canonical serialization (version 1): fixed field order, integers in decimal, the time to the
 * microsecond in UTC, then the previous link. Any change to this text is a new version.
 */
export const canonicalBid = (bid: ChainedFields, previousHash: string): string =>
  [
    'bid-chain-v1',
    `auction=${bid.auctionId}`,
    `bidder=${bid.userId}`,
    `amount=${bid.amount}`,
    `at=${chainInstant(bid.placedAt)}`,
    `automatic=${bid.automatic ? 1 : 0}`,
    `previous=${previousHash}`,
  ].join('|');

/** The link of a bid: SHA-256 of its canonical serialization with the previous link in it. */
export const bidChainHash = (bid: ChainedFields, previousHash: string | null): string =>
  sha256Hex(canonicalBid(bid, previousHash ?? BID_CHAIN_GENESIS));

export type ChainVerdict =
  | { valid: true; bidCount: number; headHash: string }
  | {
      valid: false;
      bidCount: number;
      /** The first bid, in chain order, whose stored link is not the one its data gives. */
      firstAlteredBidId: number;
      position: number;
      reason: 'hash_mismatch' | 'hash_missing';
    };

/**
 * Recomputes an auction's chain in insertion (id) order from the stored data. A bid whose data,
 * link or place in the chain was changed gives another link than the one stored: the first such
 * bid is named. The head link is what the sale record prints, so a chain rewritten whole from the
 * altered bid onwards is caught by comparing with a record already handed out.
 */
export function verifyBidChain(
  bids: readonly Pick<
    Bid,
    'id' | 'auctionId' | 'userId' | 'amount' | 'placedAt' | 'automatic' | 'chainHash'
  >[],
): ChainVerdict {
  const ordered = [...bids].sort((a, b) => a.id - b.id);
  let previous: string = BID_CHAIN_GENESIS;
  for (const [position, bid] of ordered.entries()) {
    if (!bid.chainHash) {
      return {
        valid: false,
        bidCount: ordered.length,
        firstAlteredBidId: bid.id,
        position,
        reason: 'hash_missing',
      };
    }
    const expected = bidChainHash({ ...bid, automatic: bid.automatic === true }, previous);
    if (expected !== bid.chainHash) {
      return {
        valid: false,
        bidCount: ordered.length,
        firstAlteredBidId: bid.id,
        position,
        reason: 'hash_mismatch',
      };
    }
    previous = expected;
  }
  return { valid: true, bidCount: ordered.length, headHash: previous };
}
