import { HOUR_MS, type Instant } from '../../shared/time.js';
import type { EmailVerification } from './user.js';

/** How long the link of the verification e-mail works. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * HOUR_MS;

export const EMAIL_VERIFICATION_PATH_PREFIX = '/verification-email/';

export const emailVerificationPath = (token: string): string =>
  `${EMAIL_VERIFICATION_PATH_PREFIX}${encodeURIComponent(token)}`;

export const emailVerificationExpiry = (issuedAt: Instant): Instant => issuedAt + EMAIL_VERIFICATION_TTL_MS;

/** The link stops working at its expiry instant exactly. */
export const isEmailVerificationExpired = (
  verification: Pick<EmailVerification, 'expiresAt'>,
  now: Instant,
): boolean => now >= verification.expiresAt;
