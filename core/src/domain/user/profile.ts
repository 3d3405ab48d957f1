import type { Instant } from '../../shared/time.js';
import type { Role, User } from './user.js';

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
  verified: boolean;
  canAuction: boolean;
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
  verified: user.verified,
  canAuction: user.canAuction,
  smsConsent: user.smsConsent,
  createdAt: user.createdAt,
});
