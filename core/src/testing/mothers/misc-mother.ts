import type { Favourite } from '../../domain/misc/favourite.js';
import type { NewsletterSubscription } from '../../domain/misc/newsletter.js';
import type { SellerLead } from '../../domain/site/seller-lead.js';
import type { NewsArticle } from '../../domain/site/news-article.js';
import type { New } from '../../ports/repositories.port.js';
import { DAY_MS } from '../../shared/time.js';
import { DEFAULT_TEST_NOW } from '../manual-clock.js';
import { sequence } from './sequence.js';

const nextSubscriber = sequence();

export const aFavourite = (overrides: Partial<Favourite> = {}): Favourite => ({
  userId: 1,
  propertyId: 1,
  createdAt: DEFAULT_TEST_NOW - DAY_MS,
  ...overrides,
});

export const aNewsletterSubscription = (
  overrides: Partial<NewsletterSubscription> = {},
): NewsletterSubscription => ({
  email: `lecteur.${nextSubscriber()}@example.fr`,
  status: 'confirmed',
  locale: 'fr',
  confirmToken: `confirm-${nextSubscriber()}`,
  confirmExpiresAt: DEFAULT_TEST_NOW + 6 * DAY_MS,
  unsubscribeToken: `unsubscribe-${nextSubscriber()}`,
  subscribedAt: DEFAULT_TEST_NOW - DAY_MS,
  confirmedAt: DEFAULT_TEST_NOW - DAY_MS,
  unsubscribedAt: null,
  ...overrides,
});

/** A published article with a two-paragraph body and no picture. */
export const aNewsArticle = (overrides: Partial<New<NewsArticle>> = {}): New<NewsArticle> => ({
  title: 'Le marché immobilier en hiver',
  summary: '',
  body: 'Les ventes reprennent en janvier.\n\nNos négociateurs vous conseillent.',
  imageKey: null,
  imageAlt: '',
  published: true,
  publishedAt: DEFAULT_TEST_NOW - DAY_MS,
  createdAt: DEFAULT_TEST_NOW - 2 * DAY_MS,
  updatedAt: DEFAULT_TEST_NOW - DAY_MS,
  authorId: 1,
  ...overrides,
});

/** An owner's request from the sell form: a house in Annecy, every field filled, consent given. */
export const aSellerLead = (overrides: Partial<New<SellerLead>> = {}): New<SellerLead> => ({
  kind: 'sell',
  type: 'MAIS',
  address: { street: '12 Rue Royale', postcode: '74000', city: 'Annecy', lat: 45.8992, lng: 6.1294 },
  livingArea: 120.5,
  rooms: 5,
  name: 'Paul Girard',
  email: `proprietaire.${nextSubscriber()}@example.fr`,
  phone: '06 11 22 33 44',
  message: 'Disponible en semaine après 18 h.',
  consentAt: DEFAULT_TEST_NOW - DAY_MS,
  createdAt: DEFAULT_TEST_NOW - DAY_MS,
  ...overrides,
});
