import type { UseCases } from '@immo/http-koa';
import type { InProcessEventBus } from '@immo/system';
import type { Ports } from './ports.js';

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
