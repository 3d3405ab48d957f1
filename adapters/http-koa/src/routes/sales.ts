import type { CreateSale, UpdateSale, GetSale, ListSales, InlineEdit } from '@immo/core';
import type { ApiRouter } from '../api-router.js';

export interface SalesUseCases {
  createSale: CreateSale;
  updateSale: UpdateSale;
  getSale: GetSale;
  listSales: ListSales;
  inlineEdit: InlineEdit;
}

export const salesRoutes =
  (_useCases: SalesUseCases) =>
  (_api: ApiRouter): void => {};
