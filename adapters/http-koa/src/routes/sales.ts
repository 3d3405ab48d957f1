// The negotiator's sales: the sale form calls, the negotiator's lists, the actors of a sale, inline
// edits and the table query routes.
import type { ApiRouter } from '../api-router.js';
import { inlineEditRoutes, type InlineEditUseCases } from './sales/inline-edit.js';
import { negotiatorListsRoutes, type NegotiatorListsUseCases } from './sales/negotiator-lists.js';
import { publicationRoutes, type PublicationUseCases } from './sales/publication.js';
import { saleFormRoutes, type SaleFormUseCases } from './sales/sale-form.js';
import { tableQueryRoutes, type TableQueryUseCases } from './sales/table-query.js';

export interface SalesUseCases
  extends
    SaleFormUseCases,
    NegotiatorListsUseCases,
    InlineEditUseCases,
    TableQueryUseCases,
    PublicationUseCases {}

export const salesRoutes =
  (useCases: SalesUseCases) =>
  (api: ApiRouter): void => {
    saleFormRoutes(useCases, api);
    negotiatorListsRoutes(useCases, api);
    tableQueryRoutes(useCases, api);
    inlineEditRoutes(useCases, api);
    publicationRoutes(useCases, api);
  };
