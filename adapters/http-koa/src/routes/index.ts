import type { ApiRouter } from '../api-router.js';
import type { UseCases } from '../use-cases.js';
import { accountsRoutes } from './accounts.js';
import { auctionRoutes, type LiveAuctionServices } from './auction.js';
import { backOfficeRoutes } from './back-office.js';

import { buyerFileRoutes } from './buyer-file.js';
import { healthRoutes } from './health.js';
import { mediaRoutes } from './media.js';
import { noticesRoutes } from './notices.js';
import { newsRoutes } from './news.js';
import { publicSiteRoutes } from './public-site.js';
import { salesRoutes } from './sales.js';
import { visitsRoutes } from './visits.js';

export * from './accounts.js';
export * from './auction.js';
export * from './buyer-file.js';
export * from './media.js';
export * from './notices.js';
export * from './news.js';
export * from './public-site.js';
export * from './sales.js';
export * from './visits.js';
export * from './back-office.js';

/** Every route of the API, area by area. */
export const allRoutes = (useCases: UseCases, live: LiveAuctionServices): ((api: ApiRouter) => void)[] => [
  healthRoutes,
  accountsRoutes(useCases),
  salesRoutes(useCases),
  mediaRoutes(useCases),
  auctionRoutes(useCases, live),
  visitsRoutes(useCases, live),
  buyerFileRoutes(useCases),
  publicSiteRoutes(useCases),
  noticesRoutes(useCases),
  backOfficeRoutes(useCases),
  newsRoutes(useCases),
];
