import type { GetCurrentAuction, PlaceBid, RegisterInterest, AcceptOffer, RefuseOffer } from '@immo/core';
import type { ApiRouter } from '../api-router.js';

export interface AuctionUseCases {
  getCurrentAuction: GetCurrentAuction;
  placeBid: PlaceBid;
  registerInterest: RegisterInterest;
  acceptOffer: AcceptOffer;
  refuseOffer: RefuseOffer;
}

export const auctionRoutes =
  (_useCases: AuctionUseCases) =>
  (_api: ApiRouter): void => {};
