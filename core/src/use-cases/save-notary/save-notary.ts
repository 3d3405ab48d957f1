import type { AssistanceThirdParty } from '../../domain/misc/assistance-third-party.js';
import { isEntityId } from '../../domain/visit/visit-permissions.js';
import type { Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { err, ok, type DomainError, type Result, type UseCase } from '../../shared/result.js';
import { authorizeAdmin } from '../list-admin-users/list-admin-users.js';
import { recordAudit } from '../list-audit-log/record-audit.js';

export const NOTARY_NAME_MAX_LENGTH = 255;

export interface SaveNotaryInput {
  viewer: Viewer;
  /** Absent: a new notary. */
  id?: unknown;
  name: unknown;
  crpcen?: unknown;
}

/** A notary's name (required) and CRPCEN code (5 digits, optional), or each field's error. */
export function notaryFields(name: unknown, crpcen: unknown): Result<Omit<AssistanceThirdParty, 'id'>> {
  const fields: Record<string, DomainError> = {};
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '') fields.name = { code: 'field_required', field: 'name' };
  else if (trimmed.length > NOTARY_NAME_MAX_LENGTH)
    fields.name = { code: 'field_too_long', params: { max: NOTARY_NAME_MAX_LENGTH }, field: 'name' };
  const code =
    typeof crpcen === 'string' ? crpcen.trim() : crpcen === undefined || crpcen === null ? '' : null;
  if (code === null || (code !== '' && !/^\d{5}$/.test(code)))
    fields.crpcen = { code: 'admin_notary_crpcen_invalid', field: 'crpcen' };
  const first = Object.values(fields)[0];
  if (first) return err({ code: 'invalid_input', ...(first.field ? { field: first.field } : {}), fields });
  return ok({ name: trimmed, crpcen: code === '' ? null : code });
}

/** POST /api/admin/notaires and PUT /api/admin/notaires/{id}: an administrator adds or edits a notary. */
export class SaveNotary implements UseCase<SaveNotaryInput, AssistanceThirdParty> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(input: SaveNotaryInput): Promise<Result<AssistanceThirdParty>> {
    const authorized = authorizeAdmin(input.viewer);
    if (!authorized.ok) return authorized;
    if (input.id !== undefined && !isEntityId(input.id)) return err({ code: 'not_found' });
    const fields = notaryFields(input.name, input.crpcen);
    if (!fields.ok) return fields;
    const now = this.deps.clock.now();
    const id = input.id;
    return this.deps.unitOfWork.run(async (repos): Promise<Result<AssistanceThirdParty>> => {
      const at = { actorId: input.viewer.id, at: now, targetType: 'notary' as const };
      if (id === undefined) {
        const added = await repos.thirdParties.add(fields.value);
        await recordAudit(repos, { ...at, targetId: added.id, target: added.name }, [
          { action: 'notary_added', details: { crpcen: added.crpcen } },
        ]);
        return ok(added);
      }
      const existing = await repos.thirdParties.findById(id);
      if (!existing) return err({ code: 'not_found' });
      const changed = { ...existing, ...fields.value };
      await repos.thirdParties.update(changed);
      await recordAudit(repos, { ...at, targetId: id, target: changed.name }, [
        { action: 'notary_changed', details: { from: existing.name, crpcen: changed.crpcen } },
      ]);
      return ok(changed);
    });
  }
}
