import type { Favourite } from '../../domain/misc/favourite.js';
import type { NewsletterSubscription } from '../../domain/misc/newsletter.js';
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
  subscribedAt: DEFAULT_TEST_NOW - DAY_MS,
  ...overrides,
});
