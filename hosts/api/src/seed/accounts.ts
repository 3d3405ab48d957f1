// The demo accounts: one per role of the spec, and the buyers whose offers fill the bid histories.
import type { Instant, New, Role, User } from '@immo/core';
import { DAY_MS } from '@immo/core';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo-2026!';

export type DemoAccountKey =
  'acheteur' | 'acheteur2' | 'nouveau' | 'negociateur' | 'assistance' | 'vendeur' | 'admin';

export interface DemoAccount {
  key: DemoAccountKey;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  assistance?: boolean;
  /** An identity document of this buyer was approved (once per account): userVerified. */
  identityVerified: boolean;
  city: string;
  postcode: string;
  /** What the account shows in the demo (the table printed at start-up and in the README). */
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'acheteur',
    email: 'acheteur@demo.immo',
    firstName: 'Camille',
    lastName: 'Martin',
    roles: ['ROLE_USER'],
    identityVerified: true,
    city: 'Annecy',
    postcode: '74000',
    description: 'acquéreur vérifié, inscrit et visite validée sur les ventes en cours : peut enchérir',
  },
  {
    key: 'acheteur2',
    email: 'acheteur2@demo.immo',
    firstName: 'Julien',
    lastName: 'Roux',
    roles: ['ROLE_USER'],
    identityVerified: true,
    city: 'Lyon',
    postcode: '69006',
    description: 'second acquéreur vérifié, pour surenchérir contre le premier',
  },
  {
    key: 'nouveau',
    email: 'nouveau@demo.immo',
    firstName: 'Léa',
    lastName: 'Fontaine',
    roles: ['ROLE_USER'],
    identityVerified: false,
    city: 'Nantes',
    postcode: '44000',
    description: 'e-mail vérifié, inscrit sur aucune vente (« Ce bien m’intéresse »)',
  },
  {
    key: 'negociateur',
    email: 'negociateur@demo.immo',
    firstName: 'Julie',
    lastName: 'Bernard',
    roles: ['ROLE_NEGOCIATEUR'],
    identityVerified: false,
    city: 'Lyon',
    postcode: '69002',
    description: 'négociateur, auteur de la plupart des ventes',
  },
  {
    key: 'assistance',
    email: 'assistance@demo.immo',
    firstName: 'Thomas',
    lastName: 'Girard',
    roles: ['ROLE_NEGOCIATEUR'],
    assistance: true,
    identityVerified: false,
    city: 'Bordeaux',
    postcode: '33000',
    description: 'négociateur avec le rôle assistance (notaire associé, barème Notimmo)',
  },
  {
    key: 'vendeur',
    email: 'vendeur@demo.immo',
    firstName: 'Pierre',
    lastName: 'Durand',
    roles: ['ROLE_VENDEUR'],
    identityVerified: false,
    city: 'Annecy',
    postcode: '74000',
    description: 'vendeur de plusieurs biens (dont la vente qui finit 10 minutes après le démarrage)',
  },
  {
    key: 'admin',
    email: 'admin@demo.immo',
    firstName: 'Sophie',
    lastName: 'Lambert',
    roles: ['ROLE_ADMIN'],
    identityVerified: false,
    city: 'Paris',
    postcode: '75011',
    description: 'administrateur',
  },
];

/** Other verified buyers whose offers fill the bid histories. */
export const OTHER_BUYERS: readonly {
  firstName: string;
  lastName: string;
  city: string;
  postcode: string;
}[] = [
  { firstName: 'Antoine', lastName: 'Lefebvre', city: 'Lille', postcode: '59000' },
  { firstName: 'Manon', lastName: 'Dubois', city: 'Bordeaux', postcode: '33000' },
  { firstName: 'Hugo', lastName: 'Moreau', city: 'Toulouse', postcode: '31000' },
  { firstName: 'Chloé', lastName: 'Laurent', city: 'Nantes', postcode: '44000' },
  { firstName: 'Nicolas', lastName: 'Simon', city: 'Strasbourg', postcode: '67000' },
  { firstName: 'Émilie', lastName: 'Michel', city: 'Montpellier', postcode: '34000' },
  { firstName: 'Maxime', lastName: 'Garcia', city: 'Marseille', postcode: '13007' },
  { firstName: 'Sarah', lastName: 'David', city: 'Rennes', postcode: '35000' },
  { firstName: 'Louis', lastName: 'Bertrand', city: 'Dijon', postcode: '21000' },
  { firstName: 'Inès', lastName: 'Robin', city: 'Nice', postcode: '06000' },
  { firstName: 'Paul', lastName: 'Mercier', city: 'Paris', postcode: '75007' },
  { firstName: 'Anaïs', lastName: 'Blanc', city: 'Grenoble', postcode: '38000' },
];

/**
 * Buyers whose file waits for the negotiator (identity document, agrément request to review) or
 * who only booked a visit: the pending work of the negotiator space. Their identity is not approved.
 */
export const PENDING_BUYERS: readonly {
  firstName: string;
  lastName: string;
  city: string;
  postcode: string;
}[] = [
  { firstName: 'Margaux', lastName: 'Lemoine', city: 'Chambéry', postcode: '73000' },
  { firstName: 'Romain', lastName: 'Chevalier', city: 'Angers', postcode: '49000' },
  { firstName: 'Yasmine', lastName: 'Haddad', city: 'Clermont-Ferrand', postcode: '63000' },
  { firstName: 'Bastien', lastName: 'Roy', city: 'Tours', postcode: '37000' },
];

const emailOf = (firstName: string, lastName: string): string =>
  `${firstName}.${lastName}@demo.immo`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const otherBuyerEmail = (index: number): string => {
  const buyer = OTHER_BUYERS[index]!;
  return emailOf(buyer.firstName, buyer.lastName);
};

const phoneOf = (index: number): string =>
  `06 ${String(12 + index).padStart(2, '0')} ${String(34 + index * 3).padStart(2, '0')} ${String(56 + index).padStart(2, '0')} ${String(78 - index).padStart(2, '0')}`;

/** The account records, hashes given; created `createdAt`, e-mails verified a day later. */
export function accountRecords(
  hashes: readonly string[],
  createdAt: Instant,
): { demo: New<User>[]; others: New<User>[]; pending: New<User>[] } {
  let n = 0;
  const record = (
    a: Pick<
      DemoAccount,
      'email' | 'firstName' | 'lastName' | 'roles' | 'identityVerified' | 'city' | 'postcode'
    > & {
      assistance?: boolean;
    },
  ): New<User> => {
    const index = n;
    n += 1;
    return {
      email: a.email,
      passwordHash: hashes[index]!,
      firstName: a.firstName,
      lastName: a.lastName,
      phone: phoneOf(index),
      address: `${10 + index} rue de la République`,
      postcode: a.postcode,
      city: a.city,
      country: 'France',
      roles: [...a.roles],
      assistance: a.assistance ?? false,
      emailVerifiedAt: createdAt + DAY_MS,
      identityVerifiedAt: a.identityVerified ? createdAt + 2 * DAY_MS : null,
      biddingSuspendedAt: null,
      biddingSuspensionReason: null,
      deactivatedAt: null,
      locale: 'fr',
      passwordChangedAt: null,
      smsConsent: index % 3 === 0,
      termsAcceptedAt: createdAt,
      createdAt,
    };
  };
  const demo = DEMO_ACCOUNTS.map((a) => record(a));
  const others = OTHER_BUYERS.map((b, i) =>
    record({ ...b, email: otherBuyerEmail(i), roles: ['ROLE_USER'], identityVerified: true }),
  );
  const pending = PENDING_BUYERS.map((b) =>
    record({ ...b, email: emailOf(b.firstName, b.lastName), roles: ['ROLE_USER'], identityVerified: false }),
  );
  return { demo, others, pending };
}

export const ACCOUNT_COUNT = DEMO_ACCOUNTS.length + OTHER_BUYERS.length + PENDING_BUYERS.length;
