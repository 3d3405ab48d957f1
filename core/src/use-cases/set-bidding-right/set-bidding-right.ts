import { biddingRightEmail } from '../../domain/notifications/buyer-file-emails.js';
import { sendAfterCommit, type NotificationDeps } from '../../domain/notifications/send-after-commit.js';
import { REFUSAL_REASON_MAX_LENGTH } from '../../domain/buyer-file/reviews.js';
import { managesEverySale } from '../../domain/property/sale-management.js';
import { isEntityId } from '../../domain/visit/visit-permissions.js';
import { isAnonymous, type User, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { userListItem, type UserListItem } from '../list-users/list-users.js';
import { auditName, recordAudit } from '../list-audit-log/record-audit.js';
import { saveAccount } from '../deliver-outbox/save-account.js';

export interface SetBiddingRightInput {
  viewer: Viewer;
  userId: unknown;
  allowed: unknown;
  /** Why the right is withdrawn, shown to the user; ignored when restoring it. */
  reason?: unknown;
}

/** The user row of the directory, with when and why the right to bid was withdrawn. */
export interface BiddingRightRow extends UserListItem {
  biddingSuspendedAt: Instant | null;
  biddingSuspensionReason: string | null;
}

function reasonOf(value: unknown): Result<string | null> {
  if (value === undefined || value === null) return ok(null);
  if (typeof value !== 'string') return fail('invalid_input', undefined, 'reason');
  const text = value.trim();
  if ([...text].length > REFUSAL_REASON_MAX_LENGTH)
    return fail('field_too_long', { max: REFUSAL_REASON_MAX_LENGTH }, 'reason');
  return ok(text === '' ? null : text);
}

const rowOf = (user: User): BiddingRightRow => ({
  ...userListItem(user),
  biddingSuspendedAt: user.biddingSuspendedAt,
  biddingSuspensionReason: user.biddingSuspensionReason,
});

/**
 * PUT /api/users/{id}/droit-enchere: an administrator withdraws a user's right to bid (with a reason
 * the user reads) or restores it. The user is e-mailed when the right changes; withdrawing it again
 * only updates the reason. Errors: unauthenticated, forbidden (not an administrator), not_found,
 * invalid_input (allowed, reason), field_too_long.
 */
export class SetBiddingRight implements UseCase<SetBiddingRightInput, BiddingRightRow> {
  constructor(private readonly deps: NotificationDeps & { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(input: SetBiddingRightInput): Promise<Result<BiddingRightRow>> {
    const { viewer, userId, allowed } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!managesEverySale(viewer)) return fail('forbidden');
    if (!isEntityId(userId)) return fail('not_found');
    if (typeof allowed !== 'boolean') return fail('invalid_input', undefined, 'allowed');
    const reason = allowed ? ok(null) : reasonOf(input.reason);
    if (!reason.ok) return reason;
    const now = this.deps.clock.now();

    const saved = await this.deps.unitOfWork.run(
      async (repos): Promise<Result<{ user: User; changed: boolean }>> => {
        const user = await repos.users.findById(userId);
        if (!user) return fail('not_found');
        const wasAllowed = user.biddingSuspendedAt === null;
        const next: User = allowed
          ? { ...user, biddingSuspendedAt: null, biddingSuspensionReason: null }
          : {
              ...user,
              biddingSuspendedAt: user.biddingSuspendedAt ?? now,
              biddingSuspensionReason: reason.value,
            };
        await saveAccount(repos, now, user, next);
        if (wasAllowed !== allowed || !allowed)
          await recordAudit(
            repos,
            { actorId: viewer.id, at: now, targetType: 'user', targetId: user.id, target: auditName(user) },
            [
              allowed
                ? { action: 'user_bidding_restored', details: {} }
                : { action: 'user_bidding_withdrawn', details: { reason: reason.value } },
            ],
          );
        return ok({ user: next, changed: wasAllowed !== allowed });
      },
    );
    if (!saved.ok) return saved;

    const { user, changed } = saved.value;
    if (changed)
      await sendAfterCommit(
        this.deps,
        user.email,
        biddingRightEmail(user, allowed, user.biddingSuspensionReason, this.deps.siteUrl),
      );
    return ok(rowOf(user));
  }
}
