import { canManagePropertyVisits, isEntityId } from '../../domain/visit/visit-permissions.js';
import type { Visit } from '../../domain/visit/visit.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface RemoveUserFromVisitInput {
  viewer: Viewer;
  visitId: unknown;
  userId: unknown;
}

/** The negotiator (or an administrator) takes a buyer off a slot, freeing the place. */
export class RemoveUserFromVisit implements UseCase<RemoveUserFromVisitInput, Visit> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  async execute(input: RemoveUserFromVisitInput): Promise<Result<Visit>> {
    const { viewer, visitId, userId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(visitId)) return fail('invalid_input', undefined, 'visitId');
    if (!isEntityId(userId)) return fail('invalid_input', undefined, 'userId');

    return this.deps.unitOfWork.run(async (repos): Promise<Result<Visit>> => {
      const visit = await repos.visits.findById(visitId);
      if (!visit) return fail('not_found');
      const property = await repos.properties.findById(visit.propertyId);
      if (!property) return fail('not_found');
      if (!canManagePropertyVisits(viewer, property)) return fail('forbidden');
      if (!visit.attendeeIds.includes(userId)) return fail('visit_user_not_attending', undefined, 'userId');
      const updated = { ...visit, attendeeIds: visit.attendeeIds.filter((id) => id !== userId) };
      await repos.visits.update(updated);
      return ok(updated);
    });
  }
}
