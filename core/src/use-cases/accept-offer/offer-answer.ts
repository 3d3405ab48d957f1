import type { Auction, Bid } from '../../domain/auction/auction.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import type { Property } from '../../domain/property/property.js';
import { isVendorOf } from '../../domain/property/vendor.js';
import { hasRole, isAnonymous, type User, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result } from '../../shared/result.js';

export interface OfferAnswerInput {
  viewer: Viewer;
  bidId: unknown;
}

export interface OfferAnswer {
  bid: Bid;
  auction: Auction;
}

/** Sellers answer offers on their own properties: a ROLE_VENDEUR whose e-mail is one of the property's vendors. Admins too. */
export const mayAnswerOffers = (
  user: Pick<User, 'roles' | 'email'>,
  property: Pick<Property, 'vendors'>,
): boolean =>
  hasRole(user, 'ROLE_ADMIN') || (hasRole(user, 'ROLE_VENDEUR') && isVendorOf(user.email, property));

/** Validates the input and the seller's right to answer the offer; answers the bid's id. */
export async function authorizeOfferAnswer(
  repos: Repositories,
  input: OfferAnswerInput,
): Promise<Result<number>> {
  const bidId = parseRecordId(input.bidId, 'bidId');
  if (!bidId.ok) return bidId;
  if (isAnonymous(input.viewer)) return fail('unauthenticated');
  const user = await repos.users.findById(input.viewer.id);
  if (!user) return fail('unauthenticated');
  const bid = await repos.bids.findById(bidId.value);
  if (!bid) return fail('not_found', undefined, 'bidId');
  const auction = await repos.auctions.findById(bid.auctionId);
  const property = auction && (await repos.properties.findById(auction.propertyId));
  if (!property) return fail('not_found', undefined, 'bidId');
  if (!mayAnswerOffers(user, property)) return fail('forbidden');
  return ok(bid.id);
}
