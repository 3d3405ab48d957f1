import { applyAccountChange, type AccountChange } from '../../domain/admin/account-administration.js';
import { isEntityId } from '../../domain/visit/visit-permissions.js';
import type { Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import {
  adminUserRow,
  authorizeAdmin,
  pendingIdentities,
  type AdminUserRow,
} from '../list-admin-users/list-admin-users.js';
import { auditName, recordAudit } from '../list-audit-log/record-audit.js';
import { saveAccount } from '../deliver-outbox/save-account.js';

export interface UpdateUserAccountInput extends AccountChange {
  viewer: Viewer;
  userId: unknown;
}

/**
 * PUT /api/admin/utilisateurs/{id}: an administrator changes an account's roles, marks its e-mail
 * verified or not, withdraws its identity approval, deactivates or reactivates it (core's
 * applyAccountChange says what may change). Each change is written to the audit log with it.
 */
export class UpdateUserAccount implements UseCase<UpdateUserAccountInput, AdminUserRow> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(input: UpdateUserAccountInput): Promise<Result<AdminUserRow>> {
    const { viewer, userId, ...change } = input;
    const authorized = authorizeAdmin(viewer);
    if (!authorized.ok) return authorized;
    if (!isEntityId(userId)) return fail('not_found');
    const now = this.deps.clock.now();
    return this.deps.unitOfWork.run(async (repos): Promise<Result<AdminUserRow>> => {
      const user = await repos.users.findById(userId);
      if (!user) return fail('not_found');
      const changed = applyAccountChange(user, change, viewer, now);
      if (!changed.ok) return changed;
      if (changed.value.audit.length > 0) {
        await saveAccount(repos, now, user, changed.value.user);
        await recordAudit(
          repos,
          { actorId: viewer.id, at: now, targetType: 'user', targetId: user.id, target: auditName(user) },
          changed.value.audit,
        );
      }
      return ok(adminUserRow(changed.value.user, await pendingIdentities(repos, user.id)));
    });
  }
}
