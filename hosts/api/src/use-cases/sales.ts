import {
  CreateSale,
  UpdateSale,
  GetSale,
  ListSales,
  InlineEdit,
  ListAssistanceThirdParties,
  ListSaleActors,
  QueryTable,
  UpdateTableRow,
  GetSalePublication,
  PublishSale,
  UnpublishSale,
} from '@immo/core';
import type { SalesUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const salesUseCaseClasses: UseCaseClasses<SalesUseCases> = {
  createSale: CreateSale,
  updateSale: UpdateSale,
  getSale: GetSale,
  listSales: ListSales,
  inlineEdit: InlineEdit,
  listAssistanceThirdParties: ListAssistanceThirdParties,
  listSaleActors: ListSaleActors,
  queryTable: QueryTable,
  updateTableRow: UpdateTableRow,
  getSalePublication: GetSalePublication,
  publishSale: PublishSale,
  unpublishSale: UnpublishSale,
};
