import type { AccountsUseCases } from './routes/accounts.js';
import type { AuctionUseCases } from './routes/auction.js';
import type { BuyerFileUseCases } from './routes/buyer-file.js';
import type { MediaUseCases } from './routes/media.js';
import type { NewsUseCases } from './routes/news.js';
import type { PublicSiteUseCases } from './routes/public-site.js';
import type { SalesUseCases } from './routes/sales.js';
import type { VisitsUseCases } from './routes/visits.js';
import type { BackOfficeUseCases } from './routes/back-office.js';

/** Every use case the HTTP adapter routes to, by name. Each area's route module declares its own. */
export type UseCases = AccountsUseCases &
  SalesUseCases &
  MediaUseCases &
  AuctionUseCases &
  VisitsUseCases &
  BuyerFileUseCases &
  PublicSiteUseCases &
  BackOfficeUseCases &
  NewsUseCases;
