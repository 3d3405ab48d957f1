import { isValidEmail, normalizeEmail } from '../../shared/email.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';

export interface NewsletterSubscription {
  email: string;
  subscribedAt: Instant;
}

/** A subscription for a typed address: required, a valid e-mail, stored lower-case so it is unique. */
export function newsletterSubscription(email: unknown, now: Instant): Result<NewsletterSubscription> {
  if (email === undefined || email === null || (typeof email === 'string' && email.trim() === '')) {
    return fail('field_required', undefined, 'email');
  }
  if (typeof email !== 'string') return fail('invalid_input', undefined, 'email');
  if (!isValidEmail(email)) return fail('email_invalid', undefined, 'email');
  return ok({ email: normalizeEmail(email), subscribedAt: now });
}
