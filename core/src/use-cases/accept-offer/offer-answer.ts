import type { Auction, Bid } from '../../domain/auction/auction.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import type { Property } from '../../domain/property/property.js';
import { isVendorOf } from '../../domain/property/vendor.js';
import { hasRole, isAnonymous, type User, type Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { recordEvents } from '../deliver-outbox/record-events.js';

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

/** What answering an offer needs (AcceptOffer, RefuseOffer). */
export interface OfferAnswerDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  clock: Clock;
}

/** The answer itself, given a bid still waiting for one and its auction, locked and still open. */
export type OfferAnswering = (
  repos: Repositories,
  bid: Bid,
  auction: Auction,
) => Promise<Result<OfferAnswer>>;

/**
 * Answers an offer: the seller's right checked, then, in one unit of work, the offer still open and
 * `answer` applied and `event` written to the outbox with it.
 */
export async function answerOffer(
  deps: OfferAnswerDeps,
  input: OfferAnswerInput,
  event: 'OfferAccepted' | 'OfferRefused',
  answer: OfferAnswering,
): Promise<Result<OfferAnswer>> {
  const authorized = await authorizeOfferAnswer(deps.repos, input);
  if (!authorized.ok) return authorized;
  const bidId = authorized.value;

  // The lock on the auction orders the answer with any bid arriving at the same moment.
  const result = await deps.unitOfWork.run(async (repos): Promise<Result<OfferAnswer>> => {
    const bid = await repos.bids.findById(bidId);
    const auction = bid && (await repos.auctions.findByIdForUpdate(bid.auctionId));
    if (!bid || !auction) return fail('not_found', undefined, 'bidId');
    if (auction.closedAt !== null) return fail('offer_sale_closed');
    if (bid.status !== 'placed') return fail('offer_already_answered');
    const answered = await answer(repos, bid, auction);
    if (answered.ok) {
      await recordEvents(repos, deps.clock.now(), [
        { type: event, auctionId: answered.value.auction.id, bidId: answered.value.bid.id },
      ]);
    }
    return answered;
  });
  return result;
}
