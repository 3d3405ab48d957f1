import {
  isVerifiedBidderAccount,
  mayBidOnProperty,
  type BidderFacts,
} from '../buyer-file/bidder-eligibility.js';
import type { Role, Viewer } from './user.js';

/** The flags of the property page header, as its scripts read them: strings '1' or '0'. */
export type HeaderFlag = '1' | '0';

/** The user part of the property page header (spec §2.2, §3.2). */
export interface UserContext {
  /** 0 when anonymous. */
  currentUser: number;
  userInfos: Role[];
  userVerified: HeaderFlag;
  canAuction: HeaderFlag;
}

const flag = (value: boolean): HeaderFlag => (value ? '1' : '0');

/**
 * The header's user part. With the bidder's facts on the property, userVerified and canAuction come
 * from who-may-bid (bidder-eligibility.ts): canAuction '1' only when nothing is left to do there.
 * Without them (a page about no property), they say what the account alone allows.
 */
export function userContext(viewer: Viewer, onProperty?: BidderFacts): UserContext {
  if (viewer.id === 0) return { currentUser: 0, userInfos: [], userVerified: '0', canAuction: '0' };
  return {
    currentUser: viewer.id,
    userInfos: [...viewer.roles],
    userVerified: flag(onProperty ? isVerifiedBidderAccount(onProperty) : viewer.verified),
    canAuction: flag(onProperty ? mayBidOnProperty(onProperty) : viewer.canAuction),
  };
}
