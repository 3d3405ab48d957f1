import { canManagePropertyVisits, isEntityId } from '../../domain/visit/visit-permissions.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { VisitAttendee } from '../list-visits/list-visits.js';

export interface ListVisitAttendeesInput {
  viewer: Viewer;
  /** The property the slot must belong to (the {bien} of the path). */
  bienId: unknown;
  visitId: unknown;
}

/** The buyers booked on one slot, in booking order, for the property's negotiator (or an administrator). */
export class ListVisitAttendees implements UseCase<ListVisitAttendeesInput, VisitAttendee[]> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'properties' | 'visits' | 'users'> }) {}

  async execute(input: ListVisitAttendeesInput): Promise<Result<VisitAttendee[]>> {
    const { viewer, bienId, visitId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(bienId) || !isEntityId(visitId)) return fail('not_found');
    const { properties, visits, users } = this.deps.repos;
    const visit = await visits.findById(visitId);
    if (!visit || visit.propertyId !== bienId) return fail('not_found');
    const property = await properties.findById(visit.propertyId);
    if (!property) return fail('not_found');
    if (!canManagePropertyVisits(viewer, property)) return fail('forbidden');
    const attendees: VisitAttendee[] = [];
    for (const id of visit.attendeeIds) {
      const user = await users.findById(id);
      if (user) {
        const { firstName, lastName, email, phone } = user;
        attendees.push({ id: user.id, firstName, lastName, email, phone });
      }
    }
    return ok(attendees);
  }
}
