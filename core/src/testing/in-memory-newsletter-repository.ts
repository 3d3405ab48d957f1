import type { NewsletterConsent, NewsletterSubscription } from '../domain/misc/newsletter.js';
import type { NewsletterRepository } from '../ports/repositories.port.js';
import { normalizeEmail } from '../shared/email.js';
import { deepCopy } from './deep-copy.js';
import type { InMemoryState } from './in-memory-state.js';

/** One subscription per e-mail, compared case-insensitively; the consents appended beside. */
export class InMemoryNewsletterRepository implements NewsletterRepository {
  constructor(private readonly state: InMemoryState) {}

  async find(email: string): Promise<NewsletterSubscription | null> {
    const found = this.state.newsletter.get(normalizeEmail(email));
    return found ? deepCopy(found) : null;
  }

  private findBy(keep: (subscription: NewsletterSubscription) => boolean): NewsletterSubscription | null {
    const found = [...this.state.newsletter.values()].find(keep);
    return found ? deepCopy(found) : null;
  }

  async findByConfirmToken(token: string): Promise<NewsletterSubscription | null> {
    return this.findBy((subscription) => subscription.confirmToken === token);
  }

  async findByUnsubscribeToken(token: string): Promise<NewsletterSubscription | null> {
    return this.findBy((subscription) => subscription.unsubscribeToken === token);
  }

  async save(subscription: NewsletterSubscription): Promise<void> {
    const key = normalizeEmail(subscription.email);
    this.state.newsletter.set(key, { ...deepCopy(subscription), email: key });
  }

  async recordConsent(consent: NewsletterConsent): Promise<void> {
    this.state.newsletterConsents.push({ ...consent, email: normalizeEmail(consent.email) });
  }

  async consentsOf(email: string): Promise<NewsletterConsent[]> {
    const key = normalizeEmail(email);
    return deepCopy(this.state.newsletterConsents.filter((consent) => consent.email === key));
  }

  async listConfirmed(): Promise<NewsletterSubscription[]> {
    return deepCopy(
      [...this.state.newsletter.values()]
        .filter((subscription) => subscription.status === 'confirmed')
        .sort((a, b) => a.email.localeCompare(b.email)),
    );
  }
}
