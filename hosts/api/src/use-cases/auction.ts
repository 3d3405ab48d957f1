import {
  GetCurrentAuction,
  ListAuctionBids,
  PlaceBid,
  RegisterInterest,
  AcceptOffer,
  RefuseOffer,
  GetPropertyPage,
  ListPublicSales,
  ListOffers,
  ListSellerSales,
  SetAutomaticBid,
  WithdrawAutomaticBid,
  GetMyAutomaticBid,
  VerifyBidChain,
  GetSaleRecord,
} from '@immo/core';
import type { AuctionUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const auctionUseCaseClasses: UseCaseClasses<AuctionUseCases> = {
  getCurrentAuction: GetCurrentAuction,
  listAuctionBids: ListAuctionBids,
  placeBid: PlaceBid,
  registerInterest: RegisterInterest,
  acceptOffer: AcceptOffer,
  refuseOffer: RefuseOffer,
  getPropertyPage: GetPropertyPage,
  listPublicSales: ListPublicSales,
  listOffers: ListOffers,
  listSellerSales: ListSellerSales,
  setAutomaticBid: SetAutomaticBid,
  withdrawAutomaticBid: WithdrawAutomaticBid,
  getMyAutomaticBid: GetMyAutomaticBid,
  verifyBidChain: VerifyBidChain,
  getSaleRecord: GetSaleRecord,
};
