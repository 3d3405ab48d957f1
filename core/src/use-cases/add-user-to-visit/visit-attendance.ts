import { canManagePropertyVisits, isEntityId } from '../../domain/visit/visit-permissions.js';
import type { Visit } from '../../domain/visit/visit.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import { fail, type Result } from '../../shared/result.js';

/** Which slot and which buyer, as the wire sent them, and who asks. */
export interface VisitAttendanceInput {
  viewer: Viewer;
  visitId: unknown;
  userId: unknown;
}

/** The slot as it should now stand with that buyer on it or off it, or why not. */
export type AttendanceChange = (visit: Visit, userId: number, repos: Repositories) => Promise<Result<Visit>>;

/**
 * Puts a buyer on a slot or takes one off (AddUserToVisit, RemoveUserFromVisit): the ids read, the
 * slot found and the viewer running its property's visits, then the slot saved as `change` answers.
 */
export async function changeVisitAttendance(
  unitOfWork: UnitOfWork,
  input: VisitAttendanceInput,
  change: AttendanceChange,
): Promise<Result<Visit>> {
  const { viewer, visitId, userId } = input;
  if (isAnonymous(viewer)) return fail('unauthenticated');
  if (!isEntityId(visitId)) return fail('invalid_input', undefined, 'visitId');
  if (!isEntityId(userId)) return fail('invalid_input', undefined, 'userId');

  return unitOfWork.run(async (repos): Promise<Result<Visit>> => {
    const visit = await repos.visits.findById(visitId);
    if (!visit) return fail('not_found');
    const property = await repos.properties.findById(visit.propertyId);
    if (!property) return fail('not_found');
    if (!canManagePropertyVisits(viewer, property)) return fail('forbidden');
    const changed = await change(visit, userId, repos);
    if (changed.ok) await repos.visits.update(changed.value);
    return changed;
  });
}
