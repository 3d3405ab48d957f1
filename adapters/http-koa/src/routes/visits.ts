import type {
  CreateVisitSlot,
  BookVisit,
  AddUserToVisit,
  RemoveUserFromVisit,
  ListVisits,
  DeleteVisit,
  ValidateVisit,
  SearchProperties,
  SaveSearch,
  ListSavedSearches,
  ReindexProperty,
  UpdateVisit,
  FetchVisits,
  ListMyVisits,
  FindPropertyVisit,
  ListPropertyBuyers,
  ListVisitAttendees,
  DeleteSavedSearch,
  SetSavedSearchAlert,
  SendSavedSearchAlerts,
  SearchAddress,
  ReverseGeocode,
  SearchSaleCards,
  ListBookedVisits,
  CancelVisitBooking,
} from '@immo/core';
import type { ApiRouter } from '../api-router.js';
import { addressRoutes } from './visits/address-routes.js';
import { bookingRoutes } from './visits/booking-routes.js';
import { searchRoutes } from './visits/search-routes.js';
import type { LiveAuctionServices } from './auction/live.js';
import { visitRoutes } from './visits/visit-routes.js';

export interface VisitsUseCases {
  createVisitSlot: CreateVisitSlot;
  bookVisit: BookVisit;
  addUserToVisit: AddUserToVisit;
  removeUserFromVisit: RemoveUserFromVisit;
  listVisits: ListVisits;
  deleteVisit: DeleteVisit;
  validateVisit: ValidateVisit;
  searchProperties: SearchProperties;
  saveSearch: SaveSearch;
  listSavedSearches: ListSavedSearches;
  reindexProperty: ReindexProperty;
  updateVisit: UpdateVisit;
  fetchVisits: FetchVisits;
  listMyVisits: ListMyVisits;
  findPropertyVisit: FindPropertyVisit;
  listPropertyBuyers: ListPropertyBuyers;
  listVisitAttendees: ListVisitAttendees;
  deleteSavedSearch: DeleteSavedSearch;
  setSavedSearchAlert: SetSavedSearchAlert;
  sendSavedSearchAlerts: SendSavedSearchAlerts;
  searchAddress: SearchAddress;
  reverseGeocode: ReverseGeocode;
  searchSaleCards: SearchSaleCards;
  listBookedVisits: ListBookedVisits;
  cancelVisitBooking: CancelVisitBooking;
}

/** Visits of a property, the negotiator's visit validation, search, saved searches and address lookup. */
export const visitsRoutes =
  (useCases: VisitsUseCases, live: Pick<LiveAuctionServices, 'lists' | 'clock'>) =>
  (api: ApiRouter): void => {
    visitRoutes(useCases)(api);
    bookingRoutes(useCases)(api);
    searchRoutes(useCases, live)(api);
    addressRoutes(useCases)(api);
  };
