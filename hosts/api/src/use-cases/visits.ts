import {
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
import type { VisitsUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const visitsUseCaseClasses: UseCaseClasses<VisitsUseCases> = {
  createVisitSlot: CreateVisitSlot,
  bookVisit: BookVisit,
  addUserToVisit: AddUserToVisit,
  removeUserFromVisit: RemoveUserFromVisit,
  listVisits: ListVisits,
  deleteVisit: DeleteVisit,
  validateVisit: ValidateVisit,
  searchProperties: SearchProperties,
  saveSearch: SaveSearch,
  listSavedSearches: ListSavedSearches,
  reindexProperty: ReindexProperty,
};
