import type {
  GetCurrentAuction,
  ListAuctionBids,
  PlaceBid,
  RegisterInterest,
  AcceptOffer,
  RefuseOffer,
  GetPropertyPage,
  ListPublicSales,
  ListOffers,
} from '@immo/core';
import type { ApiRouter } from '../api-router.js';
import { interestRoutes } from './auction/interest.js';
import { liveAuctionRoutes, type LiveAuctionServices } from './auction/live.js';
import { offersRoutes } from './auction/offers.js';
import { propertyPageRoutes } from './auction/property-page.js';
import { publicSalesRoutes } from './auction/public-sales.js';
import { sellerSpaceRoutes, type SellerSpaceUseCases } from './auction/seller-space.js';
import { automaticBidRoutes, type AutomaticBidUseCases } from './auction/automatic-bid.js';
import { saleRecordRoutes, type SaleRecordUseCases } from './auction/sale-record.js';

export type { LiveAuctionServices };

export interface AuctionUseCases extends SellerSpaceUseCases, AutomaticBidUseCases, SaleRecordUseCases {
  getCurrentAuction: GetCurrentAuction;
  listAuctionBids: ListAuctionBids;
  placeBid: PlaceBid;
  registerInterest: RegisterInterest;
  acceptOffer: AcceptOffer;
  refuseOffer: RefuseOffer;
  getPropertyPage: GetPropertyPage;
  listPublicSales: ListPublicSales;
  listOffers: ListOffers;
}

/**
 * The auction area: the live auction (poll and bid), the property page in one call, the home page's
 * sale cards, interest registration (inscription_vente) and the seller's offers.
 */
export const auctionRoutes =
  (useCases: AuctionUseCases, live: LiveAuctionServices) =>
  (api: ApiRouter): void => {
    liveAuctionRoutes(useCases, api, live);
    propertyPageRoutes(useCases, api, live);
    publicSalesRoutes(useCases, api, live);
    interestRoutes(useCases, api);
    offersRoutes(useCases, api);
    sellerSpaceRoutes(useCases, api);
    automaticBidRoutes(useCases, api);
    saleRecordRoutes(useCases, api);
  };
