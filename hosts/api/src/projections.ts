import type { UseCases } from '@immo/http-koa';
import type { InProcessEventBus } from '@immo/system';
import type { Ports } from './ports.js';
import { SerialQueue } from './serial-queue.js';

/** Keeps the search index in line with the sales: every change to a sale, its photos or its auction reindexes it. */
export function subscribeSearchProjection(bus: InProcessEventBus, useCases: UseCases, ports: Ports): void {
  const reindex = async (propertyId: number) => {
    await useCases.reindexProperty.execute({ propertyId });
  };
  const reindexAuction = async (auctionId: number) => {
    const auction = await ports.repos.auctions.findById(auctionId);
    if (auction) await reindex(auction.propertyId);
  };
  bus.subscribe('SaleCreated', (e) => reindex(e.propertyId));
  bus.subscribe('SaleUpdated', (e) => reindex(e.propertyId));
  bus.subscribe('PhotosChanged', (e) => reindex(e.propertyId));
  bus.subscribe('BidPlaced', (e) => reindexAuction(e.auctionId));
  bus.subscribe('OfferAccepted', (e) => reindexAuction(e.auctionId));
}

/**
 * Makes the renditions of each uploaded photo right after the upload, so the sale's first screen
 * serves kept thumbnails. One photo at a time: a batch of uploads queues its resizes rather than
 * running them all at once and slowing the uploads still arriving.
 */
export function subscribePhotoRenditions(bus: InProcessEventBus, useCases: UseCases): void {
  const queue = new SerialQueue();
  bus.subscribe('PhotoUploaded', async (e) => {
    await queue.run(() => useCases.preparePhotoRenditions.execute({ photoId: e.photoId }));
  });
}
