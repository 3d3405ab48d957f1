import { SECOND_MS, type Instant } from '../../shared/time.js';
import { viewerOf, type User, type Viewer } from './user.js';

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

const VIEWER_FIELDS = [
  'id',
  'assistance',
  'verified',
  'canAuction',
] as const satisfies readonly (keyof Viewer)[];

/**
 * Whether a change of the account changes what its login tokens open: who a token says the viewer is
 * (viewerOf: roles, assistance, verified identity, right to bid) or whether a token is still accepted
 * (acceptsLoginToken: verified e-mail, deactivation, password change). Whatever keeps token checks
 * for a while must forget the account when this holds.
 */
export function changesLoginGrants(before: User, after: User): boolean {
  const was = viewerOf(before);
  const is = viewerOf(after);
  return (
    VIEWER_FIELDS.some((field) => was[field] !== is[field]) ||
    was.roles.length !== is.roles.length ||
    was.roles.some((role) => !is.roles.includes(role)) ||
    before.emailVerifiedAt !== after.emailVerifiedAt ||
    before.deactivatedAt !== after.deactivatedAt ||
    before.passwordChangedAt !== after.passwordChangedAt
  );
}
