import { GetSalePoster, ListSellerLeads, ListSiteSales, SubmitSellerLead } from '@immo/core';
import type { PublicSiteUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const publicSiteUseCaseClasses: UseCaseClasses<PublicSiteUseCases> = {
  listSiteSales: ListSiteSales,
  getSalePoster: GetSalePoster,
  submitSellerLead: SubmitSellerLead,
  listSellerLeads: ListSellerLeads,
};
