import { isVisitFull } from '../../domain/visit/visit-slot.js';
import type { Visit } from '../../domain/visit/visit.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { changeVisitAttendance, type VisitAttendanceInput } from './visit-attendance.js';

export type AddUserToVisitInput = VisitAttendanceInput;

/**
 * The negotiator (or an administrator) puts one of the property's buyers on a slot. Past slots
 * are allowed: the negotiator may record a visit after it took place.
 */
export class AddUserToVisit implements UseCase<AddUserToVisitInput, Visit> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  execute(input: AddUserToVisitInput): Promise<Result<Visit>> {
    return changeVisitAttendance(this.deps.unitOfWork, input, async (visit, userId, repos) => {
      if (!(await repos.users.findById(userId))) return fail('not_found', undefined, 'userId');
      if (!(await repos.buyerFiles.find(visit.propertyId, userId)))
        return fail('visit_user_not_buyer', undefined, 'userId');
      if (visit.attendeeIds.includes(userId))
        return fail('visit_user_already_attending', undefined, 'userId');
      if (isVisitFull(visit)) return fail('visit_full');
      return ok({ ...visit, attendeeIds: [...visit.attendeeIds, userId] });
    });
  }
}
