import { SECOND_MS, type Instant } from '../../shared/time.js';
import type { User } from './user.js';

/**
 * Whether a login token, issued at `issuedAt`, still opens the account: the e-mail is verified
 * (spec §6), the account is not deactivated by an administrator, and the token is not older than the last password change (a reset logs out everywhere).
 * A JWT tells its issue time in whole seconds, so the change counts from the start of its second:
 * the token answered with the change itself, issued in that second, keeps working.
 */
export function acceptsLoginToken(
  user: Pick<User, 'emailVerifiedAt' | 'passwordChangedAt' | 'deactivatedAt'>,
  issuedAt: Instant,
): boolean {
  if (user.emailVerifiedAt === null || user.deactivatedAt !== null) return false;
  if (user.passwordChangedAt === null) return true;
  return issuedAt >= Math.floor(user.passwordChangedAt / SECOND_MS) * SECOND_MS;
}
