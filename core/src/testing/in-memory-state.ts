import type { Auction, Bid } from '../domain/auction/auction.js';
import type { AuctionMilestone } from '../domain/auction/sale-milestones.js';
import type { NoticePreferences } from '../domain/notifications/notice-preferences.js';
import type { AutomaticBid } from '../domain/auction/automatic-bid.js';
import type { BuyerFile } from '../domain/buyer-file/buyer-file.js';
import type { PropertyDocument } from '../domain/document/document.js';
import type { AssistanceThirdParty } from '../domain/misc/assistance-third-party.js';
import type { Favourite } from '../domain/misc/favourite.js';
import type { NewsletterConsent, NewsletterSubscription } from '../domain/misc/newsletter.js';
import type { NewsArticle } from '../domain/site/news-article.js';
import type { SellerLead } from '../domain/site/seller-lead.js';
import type { ContactMessage } from '../domain/site/contact-message.js';
import type { AuditEntry } from '../domain/admin/audit.js';
import type { Photo } from '../domain/photo/photo.js';
import type { Property } from '../domain/property/property.js';
import type { SavedSearch } from '../domain/search/criteria.js';
import type { AccountToken, User } from '../domain/user/user.js';
import type { Visit } from '../domain/visit/visit.js';
import { deepCopy } from './deep-copy.js';
import type { StoredOutboxEntry } from './in-memory-event-outbox-repository.js';
import { emptyTable, type IdTable } from './id-table.js';

/**
 * Everything the in-memory repositories hold, in one object: the unit of work snapshots it before
 * a run and puts the snapshot back when the run throws. Repositories read its fields on every call
 * (never keep a field), so a restore reaches them all.
 */
export interface InMemoryState {
  properties: IdTable<Property>;
  auctions: IdTable<Auction>;
  bids: IdTable<Bid>;
  automaticBids: IdTable<AutomaticBid>;
  users: IdTable<User>;
  accountTokens: Map<string, AccountToken>;
  buyerFiles: IdTable<BuyerFile>;
  documents: IdTable<PropertyDocument>;
  photos: IdTable<Photo>;
  visits: IdTable<Visit>;
  favourites: Favourite[];
  savedSearches: IdTable<SavedSearch>;
  newsletter: Map<string, NewsletterSubscription>;
  newsletterConsents: NewsletterConsent[];
  newsArticles: IdTable<NewsArticle>;
  sellerLeads: IdTable<SellerLead>;
  thirdParties: IdTable<AssistanceThirdParty>;
  eventOutbox: IdTable<StoredOutboxEntry>;
  /** By `${auctionId}:${kind}`. */
  auctionMilestones: Map<string, AuctionMilestone>;
  noticePreferences: Map<number, Partial<NoticePreferences>>;
  contactMessages: IdTable<ContactMessage>;
  auditLog: IdTable<AuditEntry>;
}

/** The notaries every fresh store knows, as the seeded catalogue of a real database would. */
export const SEEDED_THIRD_PARTIES: readonly AssistanceThirdParty[] = [
  { id: 1, name: 'Office notarial du Lac, Annecy', crpcen: '74002' },
  { id: 2, name: 'Étude Lefèvre et Associés, Lyon', crpcen: '69123' },
  { id: 3, name: 'Office notarial des Chartrons, Bordeaux', crpcen: null },
];

export function createInMemoryState(): InMemoryState {
  const thirdParties = emptyTable<AssistanceThirdParty>();
  for (const party of SEEDED_THIRD_PARTIES) thirdParties.rows.set(party.id, { ...party });
  thirdParties.lastId = SEEDED_THIRD_PARTIES.length;
  return {
    properties: emptyTable(),
    auctions: emptyTable(),
    bids: emptyTable(),
    automaticBids: emptyTable(),
    users: emptyTable(),
    accountTokens: new Map(),
    buyerFiles: emptyTable(),
    documents: emptyTable(),
    photos: emptyTable(),
    visits: emptyTable(),
    favourites: [],
    savedSearches: emptyTable(),
    newsletter: new Map(),
    newsletterConsents: [],
    newsArticles: emptyTable(),
    sellerLeads: emptyTable(),
    thirdParties,
    eventOutbox: emptyTable(),
    auctionMilestones: new Map(),
    noticePreferences: new Map(),
    contactMessages: emptyTable(),
    auditLog: emptyTable(),
  };
}

export const snapshotState = (state: InMemoryState): InMemoryState => deepCopy(state);

/** Puts a snapshot back into the same object the repositories hold. */
export function restoreState(state: InMemoryState, snapshot: InMemoryState): void {
  Object.assign(state, snapshot);
}
