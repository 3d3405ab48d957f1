import { HOUR_MS, SECOND_MS, type Instant } from '../../shared/time.js';
import { LOGIN_PAGE_PATH } from './login-paths.js';
import type { AccountToken, AccountTokenPurpose } from './user.js';

/** How long the link of the verification e-mail works. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * HOUR_MS;
/** How long the link of a password-reset e-mail works. */
export const PASSWORD_RESET_TTL_MS = 1 * HOUR_MS;

export const ACCOUNT_TOKEN_TTL_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  email_verification: EMAIL_VERIFICATION_TTL_MS,
  password_reset: PASSWORD_RESET_TTL_MS,
};

export const EMAIL_VERIFICATION_PATH_PREFIX = '/verification-email/';

/** The link of the verification e-mail (a server route that verifies, then sends to the login page). */
export const emailVerificationPath = (token: string): string =>
  `${EMAIL_VERIFICATION_PATH_PREFIX}${encodeURIComponent(token)}`;

/** The login page's query parameter that opens the new-password form with the link's token. */
export const PASSWORD_RESET_PARAMETER = 'reinitialisation';
/** The login page's query parameter of the "Mot de passe oublié ?" form. */
export const FORGOTTEN_PASSWORD_PARAMETER = 'mot-de-passe-oublie';

/** The link of the password-reset e-mail: the login page's new-password form. */
export const passwordResetPath = (token: string): string =>
  `${LOGIN_PAGE_PATH}?${PASSWORD_RESET_PARAMETER}=${encodeURIComponent(token)}`;

export const forgottenPasswordPath = (): string => `${LOGIN_PAGE_PATH}?${FORGOTTEN_PASSWORD_PARAMETER}`;

/** A new one-time link of that purpose, issued now. */
export const newAccountToken = (
  purpose: AccountTokenPurpose,
  token: string,
  userId: number,
  issuedAt: Instant,
): AccountToken => ({ token, purpose, userId, expiresAt: issuedAt + ACCOUNT_TOKEN_TTL_MS[purpose] });

export const emailVerificationExpiry = (issuedAt: Instant): Instant => issuedAt + EMAIL_VERIFICATION_TTL_MS;

/** A link stops working at its expiry instant exactly. */
export const isAccountTokenExpired = (token: Pick<AccountToken, 'expiresAt'>, now: Instant): boolean =>
  now >= token.expiresAt;

/**
 * No new link of a purpose is mailed within this time of the previous one, so that the forms
 * ("renvoyer le lien", "mot de passe oublié") cannot be used to flood a mailbox.
 */
export const ACCOUNT_EMAIL_RESEND_INTERVAL_MS = 60 * SECOND_MS;

/** When a link was issued: tokens store only their expiry, which is the issue time plus the purpose's lifetime. */
export const accountTokenIssuedAt = (token: Pick<AccountToken, 'purpose' | 'expiresAt'>): Instant =>
  token.expiresAt - ACCOUNT_TOKEN_TTL_MS[token.purpose];

/** Whether a new link may be mailed now, given the newest one of that purpose still stored (or none). */
export const mayMailAnotherAccountToken = (
  latest: Pick<AccountToken, 'purpose' | 'expiresAt'> | null,
  now: Instant,
): boolean => latest === null || now - accountTokenIssuedAt(latest) >= ACCOUNT_EMAIL_RESEND_INTERVAL_MS;
