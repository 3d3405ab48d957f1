import type { Locale } from '../../messages/translate.js';
import { isValidEmail, normalizeEmail } from '../../shared/email.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { DAY_MS, type Instant } from '../../shared/time.js';

/**
 * Double opt-in (issue 15): an address typed in the form is `pending` until the link of the
 * confirmation e-mail is followed; only `confirmed` addresses receive the newsletter. The
 * unsubscribe link of every newsletter e-mail makes it `unsubscribed`; subscribing again starts over.
 */
export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscription {
  /** Lower-case: one subscription per address. */
  email: string;
  status: NewsletterStatus;
  /** The language of its e-mails: the page's when the form was sent. */
  locale: Locale;
  /** The confirmation link's token; null once unsubscribed (an old link confirms nothing). */
  confirmToken: string | null;
  confirmExpiresAt: Instant | null;
  /** The unsubscribe link's token, for the life of the subscription. */
  unsubscribeToken: string;
  /** The last time the form was sent for this address. */
  subscribedAt: Instant;
  confirmedAt: Instant | null;
  unsubscribedAt: Instant | null;
}

/** What the visitor did, the text he agreed to, when and from which network address: the proof of consent. */
export type NewsletterConsentAction = 'subscribe' | 'confirm' | 'unsubscribe';

export interface NewsletterConsent {
  email: string;
  action: NewsletterConsentAction;
  at: Instant;
  /** The client's IP address (the trusted proxy's X-Forwarded-For, else the connection's). */
  ip: string;
  /** The consent text exactly as shown, in the language shown. */
  text: string;
  locale: Locale;
}

/** How long the confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * DAY_MS;

/** The pages the e-mails link to (the shell's). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirmation';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/desinscription';
export const newsletterConfirmPath = (token: string): string =>
  `${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
export const newsletterUnsubscribePath = (token: string): string =>
  `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

/** The typed address: required, a valid e-mail; lower-case. The form checks it with this too. */
export function newsletterEmail(email: unknown): Result<string> {
  if (email === undefined || email === null || (typeof email === 'string' && email.trim() === '')) {
    return fail('field_required', undefined, 'email');
  }
  if (typeof email !== 'string') return fail('invalid_input', undefined, 'email');
  if (!isValidEmail(email)) return fail('email_invalid', undefined, 'email');
  return ok(normalizeEmail(email));
}

export interface SubscriptionRequest {
  email: string;
  locale: Locale;
  now: Instant;
  /** Fresh random tokens, used when the subscription needs them. */
  confirmToken: string;
  unsubscribeToken: string;
}

/**
 * The form sent for an address. A confirmed address stays as it is and gets no e-mail (the answer
 * is the same, so nobody learns it was subscribed); any other gets a new confirmation link.
 */
export function requestSubscription(
  existing: NewsletterSubscription | null,
  request: SubscriptionRequest,
): { subscription: NewsletterSubscription; sendConfirmation: boolean } {
  if (existing?.status === 'confirmed') return { subscription: existing, sendConfirmation: false };
  return {
    subscription: {
      email: request.email,
      status: 'pending',
      locale: request.locale,
      confirmToken: request.confirmToken,
      confirmExpiresAt: request.now + NEWSLETTER_CONFIRM_TTL_MS,
      unsubscribeToken: existing?.unsubscribeToken ?? request.unsubscribeToken,
      subscribedAt: request.now,
      confirmedAt: null,
      unsubscribedAt: null,
    },
    sendConfirmation: true,
  };
}

/**
 * The confirmation link followed. Twice is fine (the first date is kept); an unknown or
 * unsubscribed token is invalid, a pending one past its week expired.
 */
export function confirmSubscription(
  subscription: NewsletterSubscription | null,
  now: Instant,
): Result<{ subscription: NewsletterSubscription; firstTime: boolean }> {
  if (!subscription || subscription.status === 'unsubscribed' || subscription.confirmToken === null) {
    return fail('newsletter_link_invalid');
  }
  if (subscription.status === 'confirmed') return ok({ subscription, firstTime: false });
  if (subscription.confirmExpiresAt !== null && now > subscription.confirmExpiresAt) {
    return fail('newsletter_link_expired');
  }
  return ok({ subscription: { ...subscription, status: 'confirmed', confirmedAt: now }, firstTime: true });
}

/** The unsubscribe link followed: always works while the token is known, twice keeps the first date. */
export function unsubscribe(
  subscription: NewsletterSubscription | null,
  now: Instant,
): Result<NewsletterSubscription> {
  if (!subscription) return fail('newsletter_link_invalid');
  if (subscription.status === 'unsubscribed') return ok(subscription);
  return ok({
    ...subscription,
    status: 'unsubscribed',
    confirmToken: null,
    confirmExpiresAt: null,
    unsubscribedAt: now,
  });
}
