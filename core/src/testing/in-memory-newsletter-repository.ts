import type { NewsletterSubscription } from '../domain/misc/newsletter.js';
import type { NewsletterRepository } from '../ports/repositories.port.js';
import { normalizeEmail } from '../shared/email.js';
import type { InMemoryState } from './in-memory-state.js';

/** One subscription per e-mail, compared case-insensitively; subscribing again keeps the first date. */
export class InMemoryNewsletterRepository implements NewsletterRepository {
  constructor(private readonly state: InMemoryState) {}

  async has(email: string): Promise<boolean> {
    return this.state.newsletter.has(normalizeEmail(email));
  }

  async add(subscription: NewsletterSubscription): Promise<void> {
    const key = normalizeEmail(subscription.email);
    if (!this.state.newsletter.has(key)) this.state.newsletter.set(key, { ...subscription });
  }
}
