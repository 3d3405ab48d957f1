import { canManagePropertyVisits, isEntityId } from '../../domain/visit/visit-permissions.js';
import { isVisitFull } from '../../domain/visit/visit-slot.js';
import type { Visit } from '../../domain/visit/visit.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface AddUserToVisitInput {
  viewer: Viewer;
  visitId: unknown;
  userId: unknown;
}

/**
 * The negotiator (or an administrator) puts one of the property's buyers on a slot. Past slots
 * are allowed: the negotiator may record a visit after it took place.
 */
export class AddUserToVisit implements UseCase<AddUserToVisitInput, Visit> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  async execute(input: AddUserToVisitInput): Promise<Result<Visit>> {
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
      if (!(await repos.users.findById(userId))) return fail('not_found', undefined, 'userId');
      if (!(await repos.buyerFiles.find(visit.propertyId, userId)))
        return fail('visit_user_not_buyer', undefined, 'userId');
      if (visit.attendeeIds.includes(userId))
        return fail('visit_user_already_attending', undefined, 'userId');
      if (isVisitFull(visit)) return fail('visit_full');
      const updated = { ...visit, attendeeIds: [...visit.attendeeIds, userId] };
      await repos.visits.update(updated);
      return ok(updated);
    });
  }
}
