import type { ApiRouter } from '../api-router.js';
import type { UseCases } from '../use-cases.js';
import { accountsRoutes } from './accounts.js';
import { auctionRoutes } from './auction.js';
import { buyerFileRoutes } from './buyer-file.js';
import { healthRoutes } from './health.js';
import { mediaRoutes } from './media.js';
import { noticesRoutes } from './notices.js';
import { publicSiteRoutes } from './public-site.js';
import { salesRoutes } from './sales.js';
import { visitsRoutes } from './visits.js';

export * from './accounts.js';
export * from './auction.js';
export * from './buyer-file.js';
export * from './media.js';
export * from './notices.js';
export * from './public-site.js';
export * from './sales.js';
export * from './visits.js';

/** Every route of the API, area by area. */
export const allRoutes = (useCases: UseCases): ((api: ApiRouter) => void)[] => [
  healthRoutes,
  accountsRoutes(useCases),
  salesRoutes(useCases),
  mediaRoutes(useCases),
  auctionRoutes(useCases),
  visitsRoutes(useCases),
  buyerFileRoutes(useCases),
  publicSiteRoutes(useCases),
  noticesRoutes(useCases),
];
