import type { Repositories } from '../ports/repositories.port.js';
import { InMemoryAssistanceThirdPartyRepository } from './in-memory-assistance-third-party-repository.js';
import { InMemoryAuctionMilestoneRepository } from './in-memory-auction-milestone-repository.js';
import { InMemoryNoticePreferenceRepository } from './in-memory-notice-preference-repository.js';
import { InMemoryAuctionRepository } from './in-memory-auction-repository.js';
import { InMemoryAutomaticBidRepository } from './in-memory-automatic-bid-repository.js';
import { InMemoryBidRepository } from './in-memory-bid-repository.js';
import { InMemoryBuyerFileRepository } from './in-memory-buyer-file-repository.js';
import { InMemoryEventOutboxRepository } from './in-memory-event-outbox-repository.js';
import { InMemoryDocumentRepository } from './in-memory-document-repository.js';
import { InMemoryAccountTokenRepository } from './in-memory-account-token-repository.js';
import { InMemoryFavouriteRepository } from './in-memory-favourite-repository.js';
import { InMemoryNewsletterRepository } from './in-memory-newsletter-repository.js';
import { InMemoryNewsArticleRepository } from './in-memory-news-article-repository.js';
import { InMemorySellerLeadRepository } from './in-memory-seller-lead-repository.js';
import { InMemoryPhotoRepository } from './in-memory-photo-repository.js';
import { InMemoryPropertyRepository } from './in-memory-property-repository.js';
import { InMemorySavedSearchRepository } from './in-memory-saved-search-repository.js';
import { createInMemoryState, type InMemoryState } from './in-memory-state.js';
import { InMemoryUserRepository } from './in-memory-user-repository.js';
import { InMemoryVisitRepository } from './in-memory-visit-repository.js';
import {
  InMemoryAuditLogRepository,
  InMemoryContactMessageRepository,
} from './in-memory-admin-repositories.js';

/** Every repository over one shared state; thirdParties keeps its test-only seed(). */
export interface InMemoryRepositories extends Repositories {
  thirdParties: InMemoryAssistanceThirdPartyRepository;
}

export function createInMemoryRepositories(
  state: InMemoryState = createInMemoryState(),
): InMemoryRepositories {
  return {
    properties: new InMemoryPropertyRepository(state),
    auctions: new InMemoryAuctionRepository(state),
    bids: new InMemoryBidRepository(state),
    automaticBids: new InMemoryAutomaticBidRepository(state),
    users: new InMemoryUserRepository(state),
    accountTokens: new InMemoryAccountTokenRepository(state),
    buyerFiles: new InMemoryBuyerFileRepository(state),
    documents: new InMemoryDocumentRepository(state),
    photos: new InMemoryPhotoRepository(state),
    visits: new InMemoryVisitRepository(state),
    favourites: new InMemoryFavouriteRepository(state),
    savedSearches: new InMemorySavedSearchRepository(state),
    newsletter: new InMemoryNewsletterRepository(state),
    newsArticles: new InMemoryNewsArticleRepository(state),
    sellerLeads: new InMemorySellerLeadRepository(state),
    thirdParties: new InMemoryAssistanceThirdPartyRepository(state),
    eventOutbox: new InMemoryEventOutboxRepository(state),
    auctionMilestones: new InMemoryAuctionMilestoneRepository(state),
    noticePreferences: new InMemoryNoticePreferenceRepository(state),
    contactMessages: new InMemoryContactMessageRepository(state),
    auditLog: new InMemoryAuditLogRepository(state),
  };
}
