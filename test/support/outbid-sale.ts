// A live sale with two qualified bidders, written straight through the repositories of a composed
// API: what the host tests need to make one bidder outbid the other (a BidPlaced event whose handler
// mails the first bidder) in a process of their choosing.
import type { ComposedApi } from '@immo/api';
import { DAY_MS, HOUR_MS, viewerOf, type Auction, type Viewer } from '@immo/core';
import { aBuyer, aNegotiator, aProperty, aQualifiedBuyerFile, anAuction } from '@immo/core/testing';

export interface OutbidSale {
  auction: Auction;
  /** The bidder who leads first and is then outbid (the outbid mail's recipient). */
  first: Viewer;
  second: Viewer;
}

/** A sale live since a day, ending in 30 h, and two bidders registered with their visit done. */
export async function anOutbidSale(
  ports: ComposedApi['ports'],
  emails: { negotiator: string; first: string; second: string },
): Promise<OutbidSale> {
  const { repos, clock } = ports;
  const now = clock.now();
  const negotiator = await repos.users.add(aNegotiator({ email: emails.negotiator }));
  const property = await repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
  const auction = await repos.auctions.add(
    anAuction({
      propertyId: property.id,
      startAt: now - DAY_MS,
      originalEndAt: now + 30 * HOUR_MS,
      endAt: now + 30 * HOUR_MS,
    }),
  );
  const bidder = async (email: string) => {
    const user = await repos.users.add(aBuyer({ email }));
    await repos.buyerFiles.add(
      aQualifiedBuyerFile({ propertyId: property.id, userId: user.id, visitDoneAt: now - DAY_MS }),
    );
    return viewerOf(user);
  };
  return { auction, first: await bidder(emails.first), second: await bidder(emails.second) };
}
