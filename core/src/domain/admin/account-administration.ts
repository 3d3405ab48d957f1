import { fail, ok, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { ROLES, type Role, type User, type Viewer } from '../user/user.js';
import type { AuditAction } from './audit.js';

/** What an administrator may change on an account from the admin space; each part optional. */
export interface AccountChange {
  roles?: unknown;
  emailVerified?: unknown;
  /** Only `false` (withdraw the approval): an identity is approved on its document (DecideBuyerFileReview). */
  identityApproved?: unknown;
  deactivated?: unknown;
}

export interface AccountAuditDraft {
  action: AuditAction;
  details: Record<string, string | number | boolean | null>;
}

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

function rolesOf(value: unknown): Result<Role[]> {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isRole))
    return fail('admin_roles_invalid', undefined, 'roles');
  return ok(ROLES.filter((role) => value.includes(role)));
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * The account after an administrator's change, and one audit line per thing that changed. The rules:
 * at least one known role; an administrator never takes his own ROLE_ADMIN away nor deactivates his
 * own account (the platform would be left without him); an identity is approved on its document, in
 * a buyer file, never here — here it can only be withdrawn.
 */
export function applyAccountChange(
  user: User,
  change: AccountChange,
  actor: Pick<Viewer, 'id'>,
  now: Instant,
): Result<{ user: User; audit: AccountAuditDraft[] }> {
  const audit: AccountAuditDraft[] = [];
  let next: User = { ...user };
  const self = actor.id === user.id;

  if (change.roles !== undefined) {
    const roles = rolesOf(change.roles);
    if (!roles.ok) return roles;
    if (self && user.roles.includes('ROLE_ADMIN') && !roles.value.includes('ROLE_ADMIN'))
      return fail('admin_cannot_demote_self', undefined, 'roles');
    if (!sameRoles(roles.value, user.roles)) {
      audit.push({
        action: 'user_roles_changed',
        details: { from: user.roles.join(', '), to: roles.value.join(', ') },
      });
      next = { ...next, roles: roles.value };
    }
  }
  if (change.emailVerified !== undefined) {
    if (typeof change.emailVerified !== 'boolean') return fail('invalid_input', undefined, 'emailVerified');
    if (change.emailVerified !== (user.emailVerifiedAt !== null)) {
      audit.push({
        action: change.emailVerified ? 'user_email_verified' : 'user_email_unverified',
        details: {},
      });
      next = { ...next, emailVerifiedAt: change.emailVerified ? now : null };
    }
  }
  if (change.identityApproved !== undefined) {
    if (typeof change.identityApproved !== 'boolean')
      return fail('invalid_input', undefined, 'identityApproved');
    if (change.identityApproved && user.identityVerifiedAt === null)
      return fail('admin_identity_needs_document', undefined, 'identityApproved');
    if (!change.identityApproved && user.identityVerifiedAt !== null) {
      audit.push({ action: 'user_identity_withdrawn', details: {} });
      next = { ...next, identityVerifiedAt: null };
    }
  }
  if (change.deactivated !== undefined) {
    if (typeof change.deactivated !== 'boolean') return fail('invalid_input', undefined, 'deactivated');
    if (change.deactivated && self) return fail('admin_cannot_deactivate_self', undefined, 'deactivated');
    if (change.deactivated !== (user.deactivatedAt !== null)) {
      audit.push({ action: change.deactivated ? 'user_deactivated' : 'user_reactivated', details: {} });
      next = { ...next, deactivatedAt: change.deactivated ? now : null };
    }
  }
  return ok({ user: next, audit });
}
