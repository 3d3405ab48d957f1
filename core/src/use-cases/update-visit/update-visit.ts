import { canManagePropertyVisits, isEntityId } from '../../domain/visit/visit-permissions.js';
import {
  parseVisitDate,
  slotCapacity,
  validateSlotDuration,
  validateVisitStart,
} from '../../domain/visit/visit-slot.js';
import type { Visit } from '../../domain/visit/visit.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface UpdateVisitInput {
  viewer: Viewer;
  /** The property the slot must belong to (the {bien} of the path). */
  bienId: unknown;
  visitId: unknown;
  /** 'Y-m-d H:i:s', Paris time; absent: unchanged. */
  start?: unknown;
  /** Absent: unchanged. */
  durationMinutes?: unknown;
  /** Grouped visits: a number, or null for no limit; absent: unchanged. Individual visits keep one place. */
  capacity?: unknown;
}

/**
 * The property's negotiator (or an administrator) moves, lengthens or resizes a slot, under the
 * rules of a new slot (§5.6): the Y-m-d H:i:s date not before today, 5 to 60 minutes among the
 * offered lengths. A slot never shrinks below the buyers already booked on it. The check and the
 * write run in one transaction, so a booking cannot slip in between.
 */
export class UpdateVisit implements UseCase<UpdateVisitInput, Visit> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(input: UpdateVisitInput): Promise<Result<Visit>> {
    const { viewer, bienId, visitId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(bienId) || !isEntityId(visitId)) return fail('not_found');

    return this.deps.unitOfWork.run(async (repos): Promise<Result<Visit>> => {
      const visit = await repos.visits.findById(visitId);
      if (!visit || visit.propertyId !== bienId) return fail('not_found');
      const property = await repos.properties.findById(visit.propertyId);
      if (!property) return fail('not_found');
      if (!canManagePropertyVisits(viewer, property)) return fail('forbidden');

      const updated: Visit = { ...visit };
      if (input.start !== undefined) {
        const startsAt = parseVisitDate(input.start);
        if (!startsAt.ok) return startsAt;
        const notPast = validateVisitStart(startsAt.value, this.deps.clock.now());
        if (!notPast.ok) return notPast;
        updated.startsAt = startsAt.value;
      }
      if (input.durationMinutes !== undefined) {
        const duration = validateSlotDuration(input.durationMinutes);
        if (!duration.ok) return duration;
        updated.durationMinutes = duration.value;
      }
      if (input.capacity !== undefined) {
        const capacity = slotCapacity(visit.kind, input.capacity);
        if (!capacity.ok) return capacity;
        if (capacity.value !== null && capacity.value < visit.attendeeIds.length) {
          return fail('visit_capacity_below_attendees', { count: visit.attendeeIds.length }, 'capacity');
        }
        updated.capacity = capacity.value;
      }
      await repos.visits.update(updated);
      return ok(updated);
    });
  }
}
