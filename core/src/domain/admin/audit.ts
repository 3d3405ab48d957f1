import type { Instant } from '../../shared/time.js';

/** What an administrator (or a negotiator acting in the admin space's scope) did: one line each. */
export const AUDIT_ACTIONS = [
  'user_roles_changed',
  'user_email_verified',
  'user_email_unverified',
  'user_identity_withdrawn',
  'user_deactivated',
  'user_reactivated',
  'user_bidding_withdrawn',
  'user_bidding_restored',
  'identity_approved',
  'identity_refused',
  'agrement_approved',
  'agrement_refused',
  'notary_added',
  'notary_changed',
  'notary_removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditTarget = 'user' | 'buyer_file' | 'notary';

/** Who did what, when, to what (issue 12: every action of the admin space is recorded). */
export interface AuditEntry {
  id: number;
  actorId: number;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number | null;
  /** What changed, in words a reader of the log understands (names, roles, reasons). */
  details: Readonly<Record<string, string | number | boolean | null>>;
  createdAt: Instant;
}
