import type { Instant } from '../../shared/time.js';

export interface NewsletterSubscription {
  email: string;
  subscribedAt: Instant;
}
