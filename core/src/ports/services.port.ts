import type { SaleOutcomeKind } from '../domain/auction/outcome.js';
import type { UnsubscribeGrant } from '../domain/notifications/notice-preferences.js';
import type { AgrementCopy } from '../domain/buyer-file/agrement.js';
import type { SalePoster } from '../domain/site/sale-poster.js';
import type { SaleRecord } from '../domain/auction/sale-record.js';
import type { Role, User } from '../domain/user/user.js';
import type { SearchCriteria } from '../domain/search/criteria.js';
import type { ByteSource } from '../shared/byte-source.js';
import type { Instant } from '../shared/time.js';

/** Server time is the only time. */
export interface Clock {
  now(): Instant;
}

/** Unguessable unique strings: storage keys, e-mail tokens. */
export interface IdGenerator {
  next(): string;
}

/** A stored file, found but not read yet: its bytes come as `chunks` is read. */
export interface StoredFile extends ByteSource {
  readonly contentType: string;
}

export interface FileStorage {
  /**
   * Stores the source's bytes under the key, all of them or none: a put that fails (the source
   * broke off, or gave other than its size) leaves what the key held before, or nothing.
   */
  put(key: string, source: ByteSource, contentType: string): Promise<void>;
  /** The file under the key, ready to read; null when there is none. Reads none of its bytes. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export type ImageFormat = 'jpeg' | 'png' | 'heic';

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

export interface ImageProcessor {
  /** What the image really is, by content; null when it is not a PNG, JPEG or HEIC image. */
  inspect(image: ByteSource): Promise<ImageInfo | null>;
  /**
   * A JPEG for storage: HEIC/HEIF converted at quality 0.9, everything compressed at 0.8. The
   * result is the encoded JPEG (a few MB at most), never the decoded pixels.
   */
  normalize(image: ByteSource): Promise<{ bytes: Uint8Array; info: ImageInfo }>;
  /** A JPEG no wider than `width` (1920 full, 1024 thumbnail). */
  resize(image: ByteSource, width: number): Promise<Uint8Array>;
}

/** What the search index holds of a property. */
export interface SearchDocument {
  propertyId: number;
  reference: string;
  title: string;
  type: string;
  city: string;
  postcode: string;
  department: string;
  location: { lat: number; lng: number } | null;
  price: number;
  rooms: number | null;
  bedrooms: number | null;
  livingArea: number | null;
  landArea: number | null;
  startAt: Instant;
  endAt: Instant;
  /** The main photo (position 0), for the card's image. */
  mainPhotoId: number | null;
}

export interface SearchIndex {
  upsert(document: SearchDocument): Promise<void>;
  remove(propertyId: number): Promise<void>;
  search(
    criteria: SearchCriteria,
    now: Instant,
    pageSize: number,
  ): Promise<{ hits: SearchDocument[]; total: number }>;
}

export interface AddressSuggestion {
  nom: string;
  codePostal: string;
  codeInsee: string;
  ville: string;
  departement: string;
  type: string;
  latitude: number;
  longitude: number;
}

export interface Geocoder {
  search(text: string, postcode?: string): Promise<AddressSuggestion[]>;
  reverse(lat: number, lng: number): Promise<AddressSuggestion | null>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** Who a login token names. */
export interface TokenSubject {
  userId: number;
  roles: Role[];
}

/** What a valid login token says: who, and since when (a JWT's iat: whole seconds). */
export interface TokenClaims extends TokenSubject {
  issuedAt: Instant;
  /** The token's own id (jti), for revoking it at logout; null on tokens issued before ids existed. */
  tokenId?: string | null;
  /** When the token stops being valid by itself. */
  expiresAt?: Instant;
}

/** A verified login token as a use case that reads its account needs it: whose, which, since when. */
export type TokenLogin = Pick<TokenClaims, 'userId' | 'issuedAt'> & { tokenId: string | null };

/**
 * The tokens revoked before their expiry (logout), shared by every instance of the API. A revoked id
 * is kept until the token would have expired anyway.
 */
export interface TokenDenyList {
  revoke(tokenId: string, expiresAt: Instant): Promise<void>;
  isRevoked(tokenId: string): Promise<boolean>;
  /**
   * The stored account of the token's user unless the token is revoked (null for either), in one read:
   * offered where the list is kept beside the accounts (the database), read as fresh as the two apart.
   */
  findAccountUnlessRevoked?(tokenId: string, userId: number): Promise<User | null>;
  /**
   * True for the database's own list: UserRepository.findWithRevocations reads it with the accounts,
   * so a use case reading logins in a transaction needs no read of the list besides.
   */
  readonly readWithAccounts?: boolean;
}

export interface TokenService {
  /** A token issued now, by the Clock every other port reads. */
  issue(subject: TokenSubject): Promise<string>;
  /** Null when the token is forged, expired or malformed. */
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * Signed links that switch one kind of notice off without logging in (the unsubscribe link of
 * alerts). Null when the token is forged or malformed; such a link does not expire.
 */
export interface UnsubscribeTokens {
  sign(grant: UnsubscribeGrant): Promise<string>;
  verify(token: string): Promise<UnsubscribeGrant | null>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of the newsletter. */
  headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type DomainEvent =
  | { type: 'SaleCreated'; propertyId: number }
  | { type: 'SaleUpdated'; propertyId: number }
  | { type: 'BidPlaced'; auctionId: number; bidId: number; amount: number; userId: number; endAt: Instant }
  | { type: 'AuctionExtended'; auctionId: number; endAt: Instant }
  | { type: 'OfferAccepted'; auctionId: number; bidId: number }
  | { type: 'OfferRefused'; auctionId: number; bidId: number }
  | {
      type: 'AuctionClosed';
      auctionId: number;
      outcome: SaleOutcomeKind;
      price: number | null;
      winnerId: number | null;
    }
  | { type: 'InterestRegistered'; propertyId: number; userId: number }
  | { type: 'AccountRegistered'; userId: number }
  | { type: 'VisitValidated'; propertyId: number; userId: number }
  | { type: 'PhotosChanged'; propertyId: number }
  | { type: 'PhotoUploaded'; propertyId: number; photoId: number }
  /** What the account's login tokens open changed (rights, roles, verification, deactivation, password). */
  | { type: 'AccountChanged'; userId: number };

export interface EventPublisher {
  publish(event: DomainEvent): Promise<void>;
}

export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}

/** Renders the printable A4 poster of a sale (the affichette) as a PDF. */
export interface SalePosterRenderer {
  render(poster: SalePoster): Promise<Uint8Array>;
}

/** Renders the record of an ended sale for the notary (procès-verbal) as a PDF. */
export interface SaleRecordRenderer {
  render(record: SaleRecord): Promise<Uint8Array>;
}

/** Renders the PDF copy of a signed agrément request (spec §1), kept in the buyer's file. */
export interface AgrementCopyRenderer {
  render(copy: AgrementCopy): Promise<Uint8Array>;
}
