import type { Visit } from '../../domain/visit/visit.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { changeVisitAttendance, type VisitAttendanceInput } from '../add-user-to-visit/visit-attendance.js';

export type RemoveUserFromVisitInput = VisitAttendanceInput;

/** The negotiator (or an administrator) takes a buyer off a slot, freeing the place. */
export class RemoveUserFromVisit implements UseCase<RemoveUserFromVisitInput, Visit> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  execute(input: RemoveUserFromVisitInput): Promise<Result<Visit>> {
    return changeVisitAttendance(this.deps.unitOfWork, input, async (visit, userId) => {
      if (!visit.attendeeIds.includes(userId)) return fail('visit_user_not_attending', undefined, 'userId');
      return ok({ ...visit, attendeeIds: visit.attendeeIds.filter((id) => id !== userId) });
    });
  }
}
