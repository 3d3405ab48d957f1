import type { UseCases } from '@immo/http-koa';
import type { Ports } from '../ports.js';
import { accountsUseCaseClasses } from './accounts.js';
import { auctionUseCaseClasses } from './auction.js';
import { buyerFileUseCaseClasses } from './buyer-file.js';
import { mediaUseCaseClasses } from './media.js';
import { newsUseCaseClasses } from './news.js';
import { publicSiteUseCaseClasses } from './public-site.js';
import { salesUseCaseClasses } from './sales.js';
import { visitsUseCaseClasses } from './visits.js';
import { backOfficeUseCaseClasses } from './back-office.js';

/** Each use case's class, by the name the HTTP adapter knows it by; all are built from the same ports. */
export type UseCaseClasses<T> = { [K in keyof T]: new (ports: Ports) => T[K] };

export const USE_CASE_CLASSES: UseCaseClasses<UseCases> = {
  ...accountsUseCaseClasses,
  ...salesUseCaseClasses,
  ...mediaUseCaseClasses,
  ...auctionUseCaseClasses,
  ...visitsUseCaseClasses,
  ...buyerFileUseCaseClasses,
  ...publicSiteUseCaseClasses,
  ...backOfficeUseCaseClasses,
  ...newsUseCaseClasses,
};
