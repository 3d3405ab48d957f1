import type { Instant } from '../../shared/time.js';
import type { Locale } from '../../messages/translate.js';
import { isBiddingSuspended, isVerifiedAccount, type Role, type User } from './user.js';

/** What a user may read of their own account: everything but the password hash. */
export interface UserProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  roles: Role[];
  assistance: boolean;
  emailVerified: boolean;
  /** userVerified: e-mail verified and identity approved. */
  verified: boolean;
  identityVerified: boolean;
  /** False once an administrator withdrew the right to bid. */
  canAuction: boolean;
  biddingSuspensionReason: string | null;
  locale: Locale;
  smsConsent: boolean;
  createdAt: Instant;
}

export const profileOf = (user: User): UserProfile => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  address: user.address,
  postcode: user.postcode,
  city: user.city,
  country: user.country,
  roles: [...user.roles],
  assistance: user.assistance,
  emailVerified: user.emailVerifiedAt !== null,
  verified: isVerifiedAccount(user),
  identityVerified: user.identityVerifiedAt !== null,
  canAuction: !isBiddingSuspended(user),
  biddingSuspensionReason: user.biddingSuspensionReason,
  locale: user.locale,
  smsConsent: user.smsConsent,
  createdAt: user.createdAt,
});
