import type { Locale } from '../../messages/translate.js';
import type { Instant } from '../../shared/time.js';

export const ROLES = ['ROLE_USER', 'ROLE_NEGOCIATEUR', 'ROLE_ADMIN', 'ROLE_VENDEUR'] as const;
export type Role = (typeof ROLES)[number];

export interface User {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  roles: Role[];
  /** Negotiators with the assistance role (roleAssistance) see the notary fields. */
  assistance: boolean;
  /** Logging in needs a verified e-mail. */
  emailVerifiedAt: Instant | null;
  /**
   * A negotiator or an administrator approved an identity document of this user: once per account,
   * whatever the property (see buyer-file/bidder-eligibility.ts).
   */
  identityVerifiedAt: Instant | null;
  /** An administrator withdrew this user's right to bid; null while the right holds. */
  biddingSuspendedAt: Instant | null;
  /** Why, as the administrator wrote it (shown to the user). */
  biddingSuspensionReason: string | null;
  /** The language of the e-mails sent to this user (and of the interface once logged in). */
  locale: Locale;
  /** An administrator deactivated the account: it can no longer log in, its sessions end. */
  deactivatedAt: Instant | null;
  /** Login tokens issued before this instant are refused (a password reset logs out everywhere). */
  passwordChangedAt: Instant | null;
  smsConsent: boolean;
  termsAcceptedAt: Instant | null;
  createdAt: Instant;
}

/** What the rules need to know of whoever is acting; id 0 and no roles when anonymous. */
export interface Viewer {
  id: number;
  roles: readonly Role[];
  assistance: boolean;
  /** userVerified: the e-mail is verified and an identity document was approved (isVerifiedAccount). */
  verified: boolean;
  /** The account's right to bid holds (no administrator withdrew it); per property, see bidder-eligibility.ts. */
  canAuction: boolean;
}

export const ANONYMOUS: Viewer = Object.freeze({
  id: 0,
  roles: [],
  assistance: false,
  verified: false,
  canAuction: false,
});

/** userVerified (spec §3.2): the e-mail is verified and the identity approved. */
export const isVerifiedAccount = (user: Pick<User, 'emailVerifiedAt' | 'identityVerifiedAt'>): boolean =>
  user.emailVerifiedAt !== null && user.identityVerifiedAt !== null;

export const isBiddingSuspended = (user: Pick<User, 'biddingSuspendedAt'>): boolean =>
  user.biddingSuspendedAt !== null;

export const viewerOf = (user: User): Viewer => ({
  id: user.id,
  roles: user.roles,
  assistance: user.assistance,
  verified: isVerifiedAccount(user),
  canAuction: !isBiddingSuspended(user),
});

export const hasRole = (viewer: Pick<Viewer, 'roles'>, role: Role): boolean => viewer.roles.includes(role);
export const isAnonymous = (viewer: Viewer): boolean => viewer.id === 0;

/** What a one-time link of an account e-mail is for. */
export const ACCOUNT_TOKEN_PURPOSES = ['email_verification', 'password_reset'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A one-time link's secret: it works once, until it expires. */
export interface AccountToken {
  token: string;
  purpose: AccountTokenPurpose;
  userId: number;
  expiresAt: Instant;
}
