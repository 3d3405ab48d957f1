import { canManagePropertyVisits, isBuyer, isEntityId } from '../../domain/visit/visit-permissions.js';
import {
  byVisitStart,
  freePlaces,
  isVisitFull,
  isVisitPast,
  visitEndsAt,
} from '../../domain/visit/visit-slot.js';
import type { Visit, VisitKind } from '../../domain/visit/visit.js';
import { isAnonymous, type User, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import type { Instant } from '../../shared/time.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface ListVisitsInput {
  viewer: Viewer;
  bienId: unknown;
}

export type VisitAttendee = Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>;

export interface VisitSlotView {
  id: number;
  propertyId: number;
  kind: VisitKind;
  startsAt: Instant;
  endsAt: Instant;
  durationMinutes: number;
  /** Null: no limit. */
  capacity: number | null;
  /** Null: no limit. */
  freePlaces: number | null;
  bookedByViewer: boolean;
  /** Only for the property's negotiator and administrators: buyers never see who else comes. */
  attendees?: VisitAttendee[];
}

/** A slot as the viewer sees it, never who else comes: only the negotiator's list adds the attendees. */
export const visitSlotView = (visit: Visit, viewer: Viewer): VisitSlotView => ({
  id: visit.id,
  propertyId: visit.propertyId,
  kind: visit.kind,
  startsAt: visit.startsAt,
  endsAt: visitEndsAt(visit),
  durationMinutes: visit.durationMinutes,
  capacity: visit.capacity,
  freePlaces: freePlaces(visit),
  bookedByViewer: visit.attendeeIds.includes(viewer.id),
});

/**
 * The slots of a property, by start. The negotiator (or an administrator) sees every slot with
 * its attendees; a registered buyer sees the upcoming slots with places left and their own bookings.
 */
export class ListVisits implements UseCase<ListVisitsInput, VisitSlotView[]> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'properties' | 'visits' | 'buyerFiles' | 'users'>;
      clock: Clock;
    },
  ) {}

  async execute(input: ListVisitsInput): Promise<Result<VisitSlotView[]>> {
    const { viewer, bienId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(bienId)) return fail('invalid_input', undefined, 'bienId');
    const property = await this.deps.repos.properties.findById(bienId);
    if (!property) return fail('not_found');
    const visits = [...(await this.deps.repos.visits.listByProperty(property.id))].sort(byVisitStart);

    if (canManagePropertyVisits(viewer, property)) {
      const attendees = await this.attendeesOf(visits);
      return ok(visits.map((visit) => ({ ...visitSlotView(visit, viewer), attendees: attendees(visit) })));
    }
    if (!isBuyer(viewer)) return fail('forbidden');
    if (!(await this.deps.repos.buyerFiles.find(property.id, viewer.id)))
      return fail('visit_registration_required');
    const now = this.deps.clock.now();
    const visible = visits.filter(
      (visit) => visit.attendeeIds.includes(viewer.id) || (!isVisitPast(visit, now) && !isVisitFull(visit)),
    );
    return ok(visible.map((visit) => visitSlotView(visit, viewer)));
  }

  /** Loads each attendee once, however many slots they booked. */
  private async attendeesOf(visits: Visit[]): Promise<(visit: Visit) => VisitAttendee[]> {
    const ids = [...new Set(visits.flatMap((visit) => visit.attendeeIds))];
    const users = new Map<number, VisitAttendee>();
    for (const id of ids) {
      const user = await this.deps.repos.users.findById(id);
      if (user) {
        users.set(id, {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phone,
        });
      }
    }
    return (visit) => visit.attendeeIds.flatMap((id) => users.get(id) ?? []);
  }
}
