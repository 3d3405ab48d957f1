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
} from '@immo/core';
import type { ApiRouter } from '../api-router.js';

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
}

export const visitsRoutes =
  (_useCases: VisitsUseCases) =>
  (_api: ApiRouter): void => {};
