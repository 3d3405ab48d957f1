import { isEntityId } from '../../domain/visit/visit-permissions.js';
import { byVisitStart } from '../../domain/visit/visit-slot.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { visitSlotView, type VisitSlotView } from '../list-visits/list-visits.js';

export interface ListMyVisitsInput {
  viewer: Viewer;
  bienId: unknown;
}

/**
 * The slots of a property the viewer is booked on, past and upcoming, by start. Any logged-in user
 * may ask; one who booked nothing there gets an empty list.
 */
export class ListMyVisits implements UseCase<ListMyVisitsInput, VisitSlotView[]> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'properties' | 'visits'> }) {}

  async execute(input: ListMyVisitsInput): Promise<Result<VisitSlotView[]>> {
    const { viewer, bienId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(bienId)) return fail('invalid_input', undefined, 'bienId');
    const property = await this.deps.repos.properties.findById(bienId);
    if (!property) return fail('not_found');
    const visits = await this.deps.repos.visits.listByProperty(property.id);
    return ok(
      visits
        .filter((visit) => visit.attendeeIds.includes(viewer.id))
        .sort(byVisitStart)
        .map((visit) => visitSlotView(visit, viewer)),
    );
  }
}
