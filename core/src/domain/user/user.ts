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
  /** The account was checked by the platform (userVerified). */
  verified: boolean;
  /** The platform allows this user to bid (canAuction). */
  canAuction: boolean;
  smsConsent: boolean;
  termsAcceptedAt: Instant | null;
  createdAt: Instant;
}

/** What the rules need to know of whoever is acting; id 0 and no roles when anonymous. */
export interface Viewer {
  id: number;
  roles: readonly Role[];
  assistance: boolean;
  verified: boolean;
  canAuction: boolean;
}

export const ANONYMOUS: Viewer = Object.freeze({
  id: 0,
  roles: [],
  assistance: false,
  verified: false,
  canAuction: false,
});

export const viewerOf = (user: User): Viewer => ({
  id: user.id,
  roles: user.roles,
  assistance: user.assistance,
  verified: user.verified,
  canAuction: user.canAuction,
});

export const hasRole = (viewer: Pick<Viewer, 'roles'>, role: Role): boolean => viewer.roles.includes(role);
export const isAnonymous = (viewer: Viewer): boolean => viewer.id === 0;

export interface EmailVerification {
  token: string;
  userId: number;
  expiresAt: Instant;
}
