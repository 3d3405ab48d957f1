import { normalizeEmail, type NewsletterRepository, type NewsletterSubscription } from '@immo/core';
import { toSqlInstant } from '../sql-instant.js';
import type { KnexStore } from '../store.js';

/** One subscription per e-mail, compared case-insensitively; subscribing again keeps the first date. */
export class KnexNewsletterRepository implements NewsletterRepository {
  constructor(private readonly store: KnexStore) {}

  async has(email: string): Promise<boolean> {
    return (
      (await this.store.db('newsletter_subscriptions').where('email_key', normalizeEmail(email)).first()) !==
      undefined
    );
  }

  async add(subscription: NewsletterSubscription): Promise<void> {
    await this.store
      .db('newsletter_subscriptions')
      .insert({
        email_key: normalizeEmail(subscription.email),
        email: subscription.email,
        subscribed_at: toSqlInstant(subscription.subscribedAt),
      })
      .onConflict('email_key')
      .ignore();
  }
}
