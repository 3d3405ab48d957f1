import type { AuctionMilestone, AuctionMilestoneKind } from '../domain/auction/sale-milestones.js';
import type { NoticePreferences } from '../domain/notifications/notice-preferences.js';
import type { Auction, Bid, BidStatus, OfferAnswerRecord } from '../domain/auction/auction.js';
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
import type { ListingStatus, Property } from '../domain/property/property.js';
import type { SavedSearch } from '../domain/search/criteria.js';
import type { AccountToken, AccountTokenPurpose, Role, User } from '../domain/user/user.js';
import type { Visit } from '../domain/visit/visit.js';
import type { OutboxEntry, OutboxTopic } from '../domain/outbox/outbox.js';
import type { Instant } from '../shared/time.js';

/** New records get their numeric id from the store. */
export type New<T extends { id: number }> = Omit<T, 'id'>;

export interface Page<T> {
  items: T[];
  total: number;
}

export interface PropertyListQuery {
  negotiatorId?: number;
  /** Only the sales this e-mail is a vendor of (the seller's back office). */
  vendorEmail?: string;
  /** Listing status at `now` (a_venir before the start, en_cours until the end, termine after). */
  status?: ListingStatus;
  now: Instant;
  /** Matches reference, title or city, case-insensitive. */
  text?: string;
  page: number;
  pageSize: number;
}

export interface PropertyRepository {
  findById(id: number): Promise<Property | null>;
  findByReference(reference: string): Promise<Property | null>;
  add(property: New<Property>): Promise<Property>;
  update(property: Property): Promise<void>;
  list(query: PropertyListQuery): Promise<Page<Property>>;
}

export interface AuctionRepository {
  findById(id: number): Promise<Auction | null>;
  findByPropertyId(propertyId: number): Promise<Auction | null>;
  /** The auctions of these sales in one read (a list's cards), in no particular order; a sale without one is left out. */
  findByPropertyIds(propertyIds: readonly number[]): Promise<Auction[]>;
  /**
   * Reads the auction and holds it until the transaction ends (SELECT … FOR UPDATE on MySQL,
   * the single writer on SQLite). Only meaningful inside UnitOfWork.run.
   */
  findByIdForUpdate(id: number): Promise<Auction | null>;
  add(auction: New<Auction>): Promise<Auction>;
  update(auction: Auction): Promise<void>;
}

export interface BidRepository {
  /** Bids of an auction, oldest first. */
  listByAuction(auctionId: number): Promise<Bid[]>;
  /**
   * A slice of an auction's bids in the same order (oldest first) and how many it has: `last` takes the
   * latest `limit` bids, `first` skips `offset` of the oldest. The poll keeps its body bounded with it.
   */
  sliceByAuction(
    auctionId: number,
    slice: { last: number } | { offset: number; limit: number },
  ): Promise<{ bids: Bid[]; total: number }>;
  /** Every bid of a user, whatever the auction, oldest first. */
  listByUser(userId: number): Promise<Bid[]>;
  findById(id: number): Promise<Bid | null>;
  /**
   * Who led just before `bid`: the highest bid of its auction placed earlier (by time, then id) that
   * was not refused; null when there is none. One keyed read, whatever the length of the history.
   */
  bestStandingBefore(bid: Bid): Promise<Bid | null>;
  /** The bids of these ids that exist, in no particular order (one read). */
  findByIds(ids: readonly number[]): Promise<Bid[]>;
  /**
   * The auction's bids not refused placed from `from` to `to` (both included), at most `limit`, by
   * time then id: what lies between bids delivered together (NotifyOutbid).
   */
  listStandingPlacedBetween(auctionId: number, from: Instant, to: Instant, limit: number): Promise<Bid[]>;
  /** Rejects with DuplicateBidAmountError when (auction, amount) already exists. */
  add(bid: New<Bid>): Promise<Bid>;
  /** Records the seller's answer with when and by whom. */
  setStatus(id: number, status: BidStatus, answer: OfferAnswerRecord): Promise<void>;
  /** The chain link of the auction's newest bid (highest id), null before the first bid. */
  lastChainHash(auctionId: number): Promise<string | null>;
}

/** The hidden maxima (automatic bids): at most one per (auction, bidder). */
export interface AutomaticBidRepository {
  find(auctionId: number, userId: number): Promise<AutomaticBid | null>;
  /** The auction's standing maxima, in id order. */
  listByAuction(auctionId: number): Promise<AutomaticBid[]>;
  /** Creates the bidder's maximum or replaces its amount and time. */
  save(maximum: New<AutomaticBid>): Promise<AutomaticBid>;
  remove(auctionId: number, userId: number): Promise<void>;
}

/** Raised by a store when the unique (auction, amount) key refuses a bid: the last line of defence. */
export class DuplicateBidAmountError extends Error {
  constructor(
    readonly auctionId: number,
    readonly amount: number,
  ) {
    super(`A bid of ${amount} already exists on auction ${auctionId}`);
    this.name = 'DuplicateBidAmountError';
  }
}

export interface UserRepository {
  findById(id: number): Promise<User | null>;
  /** The accounts of these ids that exist, in no particular order (one read). */
  findByIds(ids: readonly number[]): Promise<User[]>;
  /**
   * The accounts of these ids that exist, and which of these login tokens the database's deny list
   * holds (revoked at logout), in one read: the logins of a batch of bids, read under its lock.
   */
  findWithRevocations(
    ids: readonly number[],
    tokenIds: readonly string[],
  ): Promise<{ accounts: User[]; revoked: ReadonlySet<string> }>;
  findByEmail(email: string): Promise<User | null>;
  add(user: New<User>): Promise<User>;
  update(user: User): Promise<void>;
  list(query: { text?: string; page: number; pageSize: number }): Promise<Page<User>>;
  /** Every account holding the role, in creation order (the negotiators told of a seller's lead). */
  listByRole(role: Role): Promise<User[]>;
}

/** The one-time links of account e-mails (verification, password reset). */
export interface AccountTokenRepository {
  add(token: AccountToken): Promise<void>;
  /** The token of that purpose; a token of another purpose is not found. */
  find(purpose: AccountTokenPurpose, token: string): Promise<AccountToken | null>;
  delete(token: string): Promise<void>;
  /** Every token of a user for a purpose: a new link replaces the older ones. */
  deleteForUser(userId: number, purpose: AccountTokenPurpose): Promise<void>;
  /** The user's token of that purpose that expires last (the newest link), or null. */
  findLatestForUser(userId: number, purpose: AccountTokenPurpose): Promise<AccountToken | null>;
}

export interface BuyerFileRepository {
  findById(id: number): Promise<BuyerFile | null>;
  find(propertyId: number, userId: number): Promise<BuyerFile | null>;
  /** The files of these users on one property, in one read (those without a file are absent). */
  findForUsers(propertyId: number, userIds: readonly number[]): Promise<BuyerFile[]>;
  listByProperty(propertyId: number): Promise<BuyerFile[]>;
  listByUser(userId: number): Promise<BuyerFile[]>;
  /** The files still holding an identity document (the retention job's candidates), in id order. */
  listHoldingIdentityDocument(): Promise<BuyerFile[]>;
  add(file: New<BuyerFile>): Promise<BuyerFile>;
  update(file: BuyerFile): Promise<void>;
}

export interface DocumentRepository {
  findById(id: number): Promise<PropertyDocument | null>;
  listByProperty(propertyId: number): Promise<PropertyDocument[]>;
  add(document: New<PropertyDocument>): Promise<PropertyDocument>;
  /** Writes the name, kind and access (the file itself never changes). */
  update(document: PropertyDocument): Promise<void>;
  delete(id: number): Promise<void>;
}

export interface PhotoRepository {
  findById(id: number): Promise<Photo | null>;
  /** Photos of a property by position (priority). */
  listByProperty(propertyId: number): Promise<Photo[]>;
  add(photo: New<Photo>): Promise<Photo>;
  update(photo: Photo): Promise<void>;
  delete(id: number): Promise<void>;
}

export interface VisitRepository {
  findById(id: number): Promise<Visit | null>;
  listByProperty(propertyId: number): Promise<Visit[]>;
  add(visit: New<Visit>): Promise<Visit>;
  update(visit: Visit): Promise<void>;
  delete(id: number): Promise<void>;
}

export interface FavouriteRepository {
  has(userId: number, propertyId: number): Promise<boolean>;
  add(favourite: Favourite): Promise<void>;
  remove(userId: number, propertyId: number): Promise<void>;
  listByUser(userId: number): Promise<Favourite[]>;
}

export interface SavedSearchRepository {
  listByUser(userId: number): Promise<SavedSearch[]>;
  findById(id: number): Promise<SavedSearch | null>;
  add(search: New<SavedSearch>): Promise<SavedSearch>;
  delete(id: number): Promise<void>;
  /** Every search with its alert on, in id order. */
  listWithAlert(): Promise<SavedSearch[]>;
  /** Turns the alert on or off. */
  setAlert(id: number, alert: boolean): Promise<void>;
  /**
   * Takes one search's run of the alert: true, with its run time set to `at`, when it has not run
   * since `notSince` (or never); false when another run has it. Every instance may run the daily job:
   * this is what mails a search at most once a day.
   */
  claimAlertRun(id: number, at: number, notSince: number): Promise<boolean>;
  /** What one run of the alert knew: the sales seen, and when. */
  recordAlertRun(id: number, seenIds: readonly number[], at: number): Promise<void>;
}

/** The owners' requests of the sell form and the estimate page. */
export interface SellerLeadRepository {
  add(lead: New<SellerLead>): Promise<SellerLead>;
  /** Newest first. */
  list(query: { page: number; pageSize: number }): Promise<Page<SellerLead>>;
}

/** One subscription per address (lower-case), found by its address or by either of its tokens. */
export interface NewsletterRepository {
  find(email: string): Promise<NewsletterSubscription | null>;
  findByConfirmToken(token: string): Promise<NewsletterSubscription | null>;
  findByUnsubscribeToken(token: string): Promise<NewsletterSubscription | null>;
  /** Adds or replaces the address's subscription. */
  save(subscription: NewsletterSubscription): Promise<void>;
  /** Appends to the proof of consent (never changed nor deleted with the subscription). */
  recordConsent(consent: NewsletterConsent): Promise<void>;
  /** The address's consent records, oldest first. */
  consentsOf(email: string): Promise<NewsletterConsent[]>;
  /** The confirmed subscriptions: who the newsletter goes to. */
  listConfirmed(): Promise<NewsletterSubscription[]>;
}

/** The news articles: every one for the admin, the published ones for the site. */
export interface NewsArticleRepository {
  add(article: New<NewsArticle>): Promise<NewsArticle>;
  update(article: NewsArticle): Promise<void>;
  delete(id: number): Promise<void>;
  findById(id: number): Promise<NewsArticle | null>;
  /** Every article, last changed first. */
  list(query: { page: number; pageSize: number }): Promise<Page<NewsArticle>>;
  /** The published ones, newest publication first (then highest id). */
  listPublished(query: { page: number; pageSize: number }): Promise<Page<NewsArticle>>;
}

export interface AssistanceThirdPartyRepository {
  list(): Promise<AssistanceThirdParty[]>;
  findById(id: number): Promise<AssistanceThirdParty | null>;
  add(party: New<AssistanceThirdParty>): Promise<AssistanceThirdParty>;
  update(party: AssistanceThirdParty): Promise<void>;
  delete(id: number): Promise<void>;
  /** How many sales name this notary (a notary in use is not removed). */
  countSales(id: number): Promise<number>;
}

/** The messages sent to a sale's negotiator from its property page. */
export interface ContactMessageRepository {
  add(message: New<ContactMessage>): Promise<ContactMessage>;
  /** Oldest first. */
  listByProperty(propertyId: number): Promise<ContactMessage[]>;
}

/** The admin space's audit log: appended, never changed. */
export interface AuditLogRepository {
  add(entry: New<AuditEntry>): Promise<AuditEntry>;
  /** Newest first. */
  list(query: { page: number; pageSize: number }): Promise<Page<AuditEntry>>;
}

/** Every repository, as one store sees them (inside or outside a transaction). */
/** The transactional outbox (domain/outbox): written with the change, delivered by a worker. */
export interface NewOutboxEntry {
  topic: OutboxTopic;
  /** Must survive JSON. */
  payload: unknown;
  at: Instant;
}

export interface EventOutboxRepository {
  /** A new entry, available at `at`; its id. `payload` must survive JSON. */
  add(topic: OutboxTopic, payload: unknown, at: Instant): Promise<number>;
  /** New entries in one write (one statement for a database), in the order given; each available at its `at`. */
  addAll(entries: readonly NewOutboxEntry[]): Promise<void>;
  /**
   * New entries already claimed by their writer until `leaseUntil` (it delivers them at once; if it
   * dies first, a worker takes them when the lease ends), in one write; their ids, in the order given.
   */
  addClaimedAll(entries: readonly NewOutboxEntry[], leaseUntil: Instant): Promise<number[]>;
  /**
   * Claims up to `limit` undelivered entries available at `now`, oldest first, for `leaseUntil`; two
   * workers never get the same entry from one claim each.
   */
  claimDue(now: Instant, leaseUntil: Instant, limit: number): Promise<OutboxEntry[]>;
  markDelivered(id: number, at: Instant): Promise<void>;
  /** markDelivered for several entries at once (one statement). */
  markDeliveredAll(ids: readonly number[], at: Instant): Promise<void>;
  /** The attempt failed: available again at `retryAt`, the error kept (cut to OUTBOX_ERROR_MAX_LENGTH). */
  markFailed(id: number, error: string, retryAt: Instant): Promise<void>;
  findById(id: number): Promise<OutboxEntry | null>;
  /** Undelivered entries, due or not. */
  countUndelivered(): Promise<number>;
  /** Deletes entries delivered before `before` (their retention is over); how many. */
  purgeDelivered(before: Instant): Promise<number>;
}

/** The once-only steps of auctions (sale-milestones.ts); (auction, kind) is unique. */
export interface AuctionMilestoneRepository {
  find(auctionId: number, kind: AuctionMilestoneKind): Promise<AuctionMilestone | null>;
  /** Rejects when the auction already has a milestone of that kind. */
  add(milestone: AuctionMilestone): Promise<void>;
  /**
   * Auctions over at `now` (their end in force passed, or an offer accepted) and not closed yet,
   * oldest end first.
   */
  listDueClosings(now: Instant, limit: number): Promise<number[]>;
  /** Auctions running at `now` that end by `until` and were never reminded, soonest end first. */
  listDueReminders(now: Instant, until: Instant, limit: number): Promise<number[]>;
}

/** Each user's notice choices: only what he changed is stored (noticePreferencesOf fills the rest). */
export interface NoticePreferenceRepository {
  find(userId: number): Promise<Partial<NoticePreferences>>;
  /** `find` for several users at once (one read): every user asked has an entry. */
  findMany(userIds: readonly number[]): Promise<Map<number, Partial<NoticePreferences>>>;
  save(userId: number, change: Partial<NoticePreferences>): Promise<void>;
}

export interface Repositories {
  properties: PropertyRepository;
  auctions: AuctionRepository;
  bids: BidRepository;
  automaticBids: AutomaticBidRepository;
  users: UserRepository;
  accountTokens: AccountTokenRepository;
  buyerFiles: BuyerFileRepository;
  documents: DocumentRepository;
  photos: PhotoRepository;
  visits: VisitRepository;
  favourites: FavouriteRepository;
  savedSearches: SavedSearchRepository;
  newsletter: NewsletterRepository;
  newsArticles: NewsArticleRepository;
  sellerLeads: SellerLeadRepository;
  thirdParties: AssistanceThirdPartyRepository;
  eventOutbox: EventOutboxRepository;
  auctionMilestones: AuctionMilestoneRepository;
  noticePreferences: NoticePreferenceRepository;
  contactMessages: ContactMessageRepository;
  auditLog: AuditLogRepository;
}

/** Runs work in one transaction: all of it commits, or none of it does. */
export interface UnitOfWork {
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
