import type { AccountToken, User } from '../../domain/user/user.js';
import type { New } from '../../ports/repositories.port.js';
import { DAY_MS } from '../../shared/time.js';
import { DEFAULT_TEST_NOW } from '../manual-clock.js';
import { sequence } from './sequence.js';

/** The password of every mother's user; their hash is InMemoryPasswordHasher's 'plain:' form of it. */
export const DEMO_PASSWORD = 'Demo-2026!';
export const DEMO_PASSWORD_HASH = `plain:${DEMO_PASSWORD}`;

const nextUser = sequence();
const REGISTERED_AT = DEFAULT_TEST_NOW - 30 * DAY_MS;

/** A registered buyer-to-be (ROLE_USER) in Annecy, e-mail verified, identity not yet approved. */
export function aUser(overrides: Partial<New<User>> = {}): New<User> {
  const n = nextUser();
  return {
    email: `camille.martin.${n}@example.fr`,
    passwordHash: DEMO_PASSWORD_HASH,
    firstName: 'Camille',
    lastName: 'Martin',
    phone: '06 12 34 56 78',
    address: '5 Avenue d’Albigny',
    postcode: '74000',
    city: 'Annecy',
    country: 'France',
    roles: ['ROLE_USER'],
    assistance: false,
    emailVerifiedAt: REGISTERED_AT + DAY_MS,
    identityVerifiedAt: null,
    biddingSuspendedAt: null,
    biddingSuspensionReason: null,
    deactivatedAt: null,
    locale: 'fr',
    passwordChangedAt: null,
    smsConsent: false,
    termsAcceptedAt: REGISTERED_AT,
    createdAt: REGISTERED_AT,
    ...overrides,
  };
}

/**
 * A ROLE_USER whose identity was approved (userVerified): with a qualified buyer file on a property
 * (aQualifiedBuyerFile) the buyer may bid there.
 */
export const aBuyer = (overrides: Partial<New<User>> = {}): New<User> =>
  aUser({ identityVerifiedAt: REGISTERED_AT + 2 * DAY_MS, ...overrides });

export const aNegotiator = (overrides: Partial<New<User>> = {}): New<User> =>
  aUser({
    email: `julie.bernard.${nextUser()}@agence-example.fr`,
    firstName: 'Julie',
    lastName: 'Bernard',
    phone: '04 50 45 12 34',
    roles: ['ROLE_NEGOCIATEUR'],
    ...overrides,
  });

/** A negotiator with roleAssistance: sees the notary fields. */
export const anAssistanceNegotiator = (overrides: Partial<New<User>> = {}): New<User> =>
  aNegotiator({ firstName: 'Thomas', lastName: 'Girard', assistance: true, ...overrides });

export const aSeller = (overrides: Partial<New<User>> = {}): New<User> =>
  aUser({
    email: `pierre.durand.${nextUser()}@example.fr`,
    firstName: 'Pierre',
    lastName: 'Durand',
    roles: ['ROLE_VENDEUR'],
    ...overrides,
  });

export const anAdmin = (overrides: Partial<New<User>> = {}): New<User> =>
  aUser({
    email: `admin.${nextUser()}@immo-encheres.example.fr`,
    firstName: 'Sophie',
    lastName: 'Lambert',
    roles: ['ROLE_ADMIN'],
    ...overrides,
  });

/** A verification link for user 1, valid for a day after DEFAULT_TEST_NOW. */
export const anAccountToken = (overrides: Partial<AccountToken> = {}): AccountToken => ({
  token: `verify-${nextUser()}`,
  purpose: 'email_verification',
  userId: 1,
  expiresAt: DEFAULT_TEST_NOW + DAY_MS,
  ...overrides,
});
