import {
  normalizeEmail,
  type Locale,
  type NewsletterConsent,
  type NewsletterConsentAction,
  type NewsletterRepository,
  type NewsletterStatus,
  type NewsletterSubscription,
} from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import type { KnexStore } from '../store.js';

const SUBSCRIPTIONS = 'newsletter_subscriptions';
const CONSENTS = 'newsletter_consents';

function fromRow(row: Row): NewsletterSubscription {
  const c = readRow(row);
  return {
    email: c.text('email_key'),
    status: c.text('status') as NewsletterStatus,
    locale: c.text('locale') as Locale,
    confirmToken: c.nullableText('confirm_token'),
    confirmExpiresAt: c.nullableInstant('confirm_expires_at'),
    unsubscribeToken: c.text('unsubscribe_token'),
    subscribedAt: c.instant('subscribed_at'),
    confirmedAt: c.nullableInstant('confirmed_at'),
    unsubscribedAt: c.nullableInstant('unsubscribed_at'),
  };
}

const toSqlOrNull = (instant: number | null) => (instant === null ? null : toSqlInstant(instant));

/** One subscription per e-mail (email_key, lower-case); the consents appended to their own table. */
export class KnexNewsletterRepository implements NewsletterRepository {
  constructor(private readonly store: KnexStore) {}

  private async findWhere(column: string, value: string): Promise<NewsletterSubscription | null> {
    const row: Row | undefined = await this.store.db(SUBSCRIPTIONS).where(column, value).first();
    return row ? fromRow(row) : null;
  }

  find(email: string): Promise<NewsletterSubscription | null> {
    return this.findWhere('email_key', normalizeEmail(email));
  }

  findByConfirmToken(token: string): Promise<NewsletterSubscription | null> {
    return this.findWhere('confirm_token', token);
  }

  findByUnsubscribeToken(token: string): Promise<NewsletterSubscription | null> {
    return this.findWhere('unsubscribe_token', token);
  }

  async save(subscription: NewsletterSubscription): Promise<void> {
    const key = normalizeEmail(subscription.email);
    const columns = {
      email: key,
      status: subscription.status,
      locale: subscription.locale,
      confirm_token: subscription.confirmToken,
      confirm_expires_at: toSqlOrNull(subscription.confirmExpiresAt),
      unsubscribe_token: subscription.unsubscribeToken,
      subscribed_at: toSqlInstant(subscription.subscribedAt),
      confirmed_at: toSqlOrNull(subscription.confirmedAt),
      unsubscribed_at: toSqlOrNull(subscription.unsubscribedAt),
    };
    await this.store
      .db(SUBSCRIPTIONS)
      .insert({ email_key: key, ...columns })
      .onConflict('email_key')
      .merge(columns);
  }

  async recordConsent(consent: NewsletterConsent): Promise<void> {
    await this.store.db(CONSENTS).insert({
      email_key: normalizeEmail(consent.email),
      action: consent.action,
      at: toSqlInstant(consent.at),
      ip: consent.ip.slice(0, 64),
      text: consent.text,
      locale: consent.locale,
    });
  }

  async consentsOf(email: string): Promise<NewsletterConsent[]> {
    const rows: Row[] = await this.store
      .db(CONSENTS)
      .where('email_key', normalizeEmail(email))
      .orderBy([
        { column: 'at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    return rows.map((row) => {
      const c = readRow(row);
      return {
        email: c.text('email_key'),
        action: c.text('action') as NewsletterConsentAction,
        at: c.instant('at'),
        ip: c.text('ip'),
        text: c.text('text'),
        locale: c.text('locale') as Locale,
      };
    });
  }

  async listConfirmed(): Promise<NewsletterSubscription[]> {
    const rows: Row[] = await this.store.db(SUBSCRIPTIONS).where('status', 'confirmed').orderBy('email_key');
    return rows.map(fromRow);
  }
}
