import type { Repositories } from '@immo/core';
import type { KnexStore } from '../store.js';
import { KnexAssistanceThirdPartyRepository } from './knex-assistance-third-party-repository.js';
import { KnexAuctionMilestoneRepository } from './knex-auction-milestone-repository.js';
import { KnexNoticePreferenceRepository } from './knex-notice-preference-repository.js';
import { KnexAuctionRepository } from './knex-auction-repository.js';
import { KnexAutomaticBidRepository } from './knex-automatic-bid-repository.js';
import { KnexBidRepository } from './knex-bid-repository.js';
import { KnexBuyerFileRepository } from './knex-buyer-file-repository.js';
import { KnexEventOutboxRepository } from './knex-event-outbox-repository.js';
import { KnexDocumentRepository } from './knex-document-repository.js';
import { KnexAccountTokenRepository } from './knex-account-token-repository.js';
import { KnexFavouriteRepository } from './knex-favourite-repository.js';
import { KnexNewsletterRepository } from './knex-newsletter-repository.js';
import { KnexNewsArticleRepository } from './knex-news-article-repository.js';
import { KnexSellerLeadRepository } from './knex-seller-lead-repository.js';
import { KnexPhotoRepository } from './knex-photo-repository.js';
import { KnexPropertyRepository } from './knex-property-repository.js';
import { KnexSavedSearchRepository } from './knex-saved-search-repository.js';
import { KnexUserRepository } from './knex-user-repository.js';
import { KnexVisitRepository } from './knex-visit-repository.js';
import { KnexAuditLogRepository, KnexContactMessageRepository } from './knex-admin-repositories.js';

/** Every repository over one store: the pool (each call commits alone) or one transaction. */
export function createKnexRepositories(store: KnexStore): Repositories {
  return {
    properties: new KnexPropertyRepository(store),
    auctions: new KnexAuctionRepository(store),
    bids: new KnexBidRepository(store),
    automaticBids: new KnexAutomaticBidRepository(store),
    users: new KnexUserRepository(store),
    accountTokens: new KnexAccountTokenRepository(store),
    buyerFiles: new KnexBuyerFileRepository(store),
    documents: new KnexDocumentRepository(store),
    photos: new KnexPhotoRepository(store),
    visits: new KnexVisitRepository(store),
    favourites: new KnexFavouriteRepository(store),
    savedSearches: new KnexSavedSearchRepository(store),
    newsletter: new KnexNewsletterRepository(store),
    newsArticles: new KnexNewsArticleRepository(store),
    sellerLeads: new KnexSellerLeadRepository(store),
    thirdParties: new KnexAssistanceThirdPartyRepository(store),
    eventOutbox: new KnexEventOutboxRepository(store),
    auctionMilestones: new KnexAuctionMilestoneRepository(store),
    noticePreferences: new KnexNoticePreferenceRepository(store),
    contactMessages: new KnexContactMessageRepository(store),
    auditLog: new KnexAuditLogRepository(store),
  };
}
