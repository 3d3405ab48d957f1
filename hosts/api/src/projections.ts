import { NotifyOfferAnswer, NotifyOutbid, type Mailer } from '@immo/core';
import type { UseCases } from '@immo/http-koa';
import type { InProcessEventBus } from '@immo/system';
import { CoalescingRuns } from './coalescing-runs.js';
import type { Ports } from './ports.js';
import { QuietGate } from './quiet-gate.js';
import { SerialQueue } from './serial-queue.js';

/**
 * How often at most the bids on one sale reindex it while they keep coming (the last bid always gets
 * a reindex after it): a hot sale's fresh bids cost a handful of reindexes a second, not one per
 * delivery round, and the last one lands within this much of the one before.
 */
export const BID_REINDEX_SPACING_MS = 500;

/**
 * Keeps the search index in line with the sales: every change to a sale, its photos or its auction
 * reindexes it. The index is off the bid's path: the outbox delivers BidPlaced after the commit
 * (within its polling pause), and the bids of one sale share one reindex per BID_REINDEX_SPACING_MS
 * (CoalescingRuns), so a card's price may lag a bid by about a second; the poll and the page read
 * the auction itself and never lag. The other changes reindex at once.
 */
export function subscribeSearchProjection(bus: InProcessEventBus, useCases: UseCases, ports: Ports): void {
  const runs = new CoalescingRuns<number>(async (propertyId) => {
    await useCases.reindexProperty.execute({ propertyId });
  }, BID_REINDEX_SPACING_MS);
  const reindex = (propertyId: number) => runs.request(propertyId);
  // An auction's sale never changes: remembered, so a bid's event costs no read to find it.
  const saleOfAuction = new Map<number, number>();
  const reindexAuction = async (auctionId: number, spaced = false) => {
    let propertyId = saleOfAuction.get(auctionId);
    if (propertyId === undefined) {
      const auction = await ports.repos.auctions.findById(auctionId);
      if (!auction) return;
      propertyId = auction.propertyId;
      if (saleOfAuction.size > 10_000) saleOfAuction.clear();
      saleOfAuction.set(auctionId, propertyId);
    }
    await (spaced ? runs.requestSpaced(propertyId) : reindex(propertyId));
  };
  bus.subscribe('SaleCreated', (e) => reindex(e.propertyId));
  bus.subscribe('SaleUpdated', (e) => reindex(e.propertyId));
  bus.subscribe('PhotosChanged', (e) => reindex(e.propertyId));
  bus.subscribe('BidPlaced', (e) => reindexAuction(e.auctionId, true));
  bus.subscribe('OfferAccepted', (e) => reindexAuction(e.auctionId));
  bus.subscribe('AuctionClosed', (e) => reindexAuction(e.auctionId));
}

/** How long uploads must pause before the renditions of a batch are made. */
export const PHOTO_RENDITIONS_QUIET_MS = 1000;

/**
 * Makes the renditions of each uploaded photo once its batch has arrived, so the sale's first
 * screen serves kept thumbnails. The resizes wait for `quietMs` without a new upload (measured: run
 * during a batch of 20 photos of 4 MB, they cut its throughput by 18 to 29 %), then run one photo at a
 * time, in upload order.
 */
export function subscribePhotoRenditions(
  bus: InProcessEventBus,
  useCases: UseCases,
  quietMs = PHOTO_RENDITIONS_QUIET_MS,
): void {
  const batchEnd = new QuietGate(quietMs);
  const queue = new SerialQueue();
  bus.subscribe('PhotoUploaded', async (e) => {
    await batchEnd.wait();
    await queue.run(() => useCases.preparePhotoRenditions.execute({ photoId: e.photoId }));
  });
}

/**
 * Bidders told by e-mail when their leading offer is beaten, and of the seller's answer to their
 * offer (the outbox delivers each event once or more). Their mails go to `mailer`, the transport
 * itself: a failed send fails the event's delivery, which the outbox retries. The end of a sale
 * writes its own e-mails in its transaction (CloseEndedAuctions), so they need no handler here.
 */
export function subscribeAuctionNotices(bus: InProcessEventBus, ports: Ports, mailer: Mailer): void {
  const notifyOutbid = new NotifyOutbid({ ...ports, mailer });
  const notifyOfferAnswer = new NotifyOfferAnswer({ ...ports, mailer });
  bus.subscribe('BidPlaced', async (e) => {
    await notifyOutbid.execute({ auctionId: e.auctionId, bidId: e.bidId });
  });
  bus.subscribe('OfferAccepted', async (e) => {
    await notifyOfferAnswer.execute({ decision: 'accepted', bidId: e.bidId });
  });
  bus.subscribe('OfferRefused', async (e) => {
    await notifyOfferAnswer.execute({ decision: 'refused', bidId: e.bidId });
  });
}
