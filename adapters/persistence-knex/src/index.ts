export { openDatabase, type Database, type DatabaseOptions } from './open-database.js';
export { parseDatabaseUrl, type DatabaseLocation } from './database-url.js';
export {
  KnexUnitOfWork,
  DEFAULT_RETRY_POLICY,
  type CommittedAuctionWrite,
  type CommittedEntriesListener,
  type RetryPolicy,
  type SalesChangedListener,
} from './knex-unit-of-work.js';
export { createKnexRepositories } from './repositories/knex-repositories.js';
export { KnexAssistanceThirdPartyRepository } from './repositories/knex-assistance-third-party-repository.js';
export { KnexAuctionRepository } from './repositories/knex-auction-repository.js';
export { KnexBidRepository } from './repositories/knex-bid-repository.js';
export { KnexBuyerFileRepository } from './repositories/knex-buyer-file-repository.js';
export { KnexDocumentRepository } from './repositories/knex-document-repository.js';
export { KnexAccountTokenRepository } from './repositories/knex-account-token-repository.js';
export { KnexFavouriteRepository } from './repositories/knex-favourite-repository.js';
export { KnexNewsletterRepository } from './repositories/knex-newsletter-repository.js';
export { KnexNewsArticleRepository } from './repositories/knex-news-article-repository.js';
export { KnexSellerLeadRepository } from './repositories/knex-seller-lead-repository.js';
export { KnexPhotoRepository } from './repositories/knex-photo-repository.js';
export { KnexPropertyRepository } from './repositories/knex-property-repository.js';
export { KnexSavedSearchRepository } from './repositories/knex-saved-search-repository.js';
export { KnexUserRepository } from './repositories/knex-user-repository.js';
export { KnexVisitRepository } from './repositories/knex-visit-repository.js';
export { MIGRATIONS, migrationSource } from './migrations/migration-source.js';
export { fromSqlInstant, toSqlInstant, type SqlInstant } from './sql-instant.js';
export type { Dialect, KnexStore } from './store.js';
export { KnexTokenDenyList } from './repositories/knex-token-deny-list.js';
