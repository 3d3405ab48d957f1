import { isEntityId } from '../../domain/visit/visit-permissions.js';
import type { Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { authorizeAdmin } from '../list-admin-users/list-admin-users.js';
import { recordAudit } from '../list-audit-log/record-audit.js';

/**
 * DELETE /api/admin/notaires/{id}: an administrator removes a notary no sale names (a sale's
 * 'Notaire associé' would otherwise point at nothing: admin_notary_in_use, 409).
 */
export class RemoveNotary implements UseCase<{ viewer: Viewer; id: unknown }, { id: number }> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(input: { viewer: Viewer; id: unknown }): Promise<Result<{ id: number }>> {
    const authorized = authorizeAdmin(input.viewer);
    if (!authorized.ok) return authorized;
    const { id } = input;
    if (!isEntityId(id)) return fail('not_found');
    const now = this.deps.clock.now();
    return this.deps.unitOfWork.run(async (repos): Promise<Result<{ id: number }>> => {
      const existing = await repos.thirdParties.findById(id);
      if (!existing) return fail('not_found');
      const inUse = await repos.thirdParties.countSales(id);
      if (inUse > 0) return fail('admin_notary_in_use', { count: inUse });
      await repos.thirdParties.delete(id);
      await recordAudit(
        repos,
        { actorId: input.viewer.id, at: now, targetType: 'notary', targetId: id, target: existing.name },
        [{ action: 'notary_removed', details: { crpcen: existing.crpcen } }],
      );
      return ok({ id });
    });
  }
}
