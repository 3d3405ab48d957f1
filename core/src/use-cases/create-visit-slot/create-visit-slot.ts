import { VISIT_KINDS, type Visit, type VisitKind } from '../../domain/visit/visit.js';
import { canManagePropertyVisits, isEntityId } from '../../domain/visit/visit-permissions.js';
import {
  parseVisitDate,
  slotCapacity,
  validateSlotDuration,
  validateVisitStart,
} from '../../domain/visit/visit-slot.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface CreateVisitSlotInput {
  viewer: Viewer;
  bienId: unknown;
  kind: unknown;
  /** 'Y-m-d H:i:s', Paris time. */
  start: unknown;
  durationMinutes: unknown;
  /** Grouped visits only; none means no limit. */
  capacity?: unknown;
}

const isVisitKind = (value: unknown): value is VisitKind =>
  (VISIT_KINDS as readonly unknown[]).includes(value);

/** The property's negotiator (or an administrator) opens a visit slot, individual or grouped. */
export class CreateVisitSlot implements UseCase<CreateVisitSlotInput, Visit> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'properties' | 'visits'>; clock: Clock }) {}

  async execute(input: CreateVisitSlotInput): Promise<Result<Visit>> {
    const { viewer } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(input.bienId)) return fail('invalid_input', undefined, 'bienId');
    const property = await this.deps.repos.properties.findById(input.bienId);
    if (!property) return fail('not_found');
    if (!canManagePropertyVisits(viewer, property)) return fail('forbidden');

    if (!isVisitKind(input.kind)) return fail('invalid_input', undefined, 'kind');
    const startsAt = parseVisitDate(input.start);
    if (!startsAt.ok) return startsAt;
    const notPast = validateVisitStart(startsAt.value, this.deps.clock.now());
    if (!notPast.ok) return notPast;
    const duration = validateSlotDuration(input.durationMinutes);
    if (!duration.ok) return duration;
    const capacity = slotCapacity(input.kind, input.capacity);
    if (!capacity.ok) return capacity;

    const visit = await this.deps.repos.visits.add({
      propertyId: property.id,
      kind: input.kind,
      startsAt: startsAt.value,
      durationMinutes: duration.value,
      capacity: capacity.value,
      attendeeIds: [],
      createdBy: viewer.id,
    });
    return ok(visit);
  }
}
