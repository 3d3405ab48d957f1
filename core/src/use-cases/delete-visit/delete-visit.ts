import { canManagePropertyVisits, isEntityId } from '../../domain/visit/visit-permissions.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface DeleteVisitInput {
  viewer: Viewer;
  visitId: unknown;
}

/** The negotiator (or an administrator) withdraws a slot, with its bookings. */
export class DeleteVisit implements UseCase<DeleteVisitInput, void> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'properties' | 'visits'> }) {}

  async execute(input: DeleteVisitInput): Promise<Result<void>> {
    const { viewer, visitId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(visitId)) return fail('invalid_input', undefined, 'visitId');
    const visit = await this.deps.repos.visits.findById(visitId);
    if (!visit) return fail('not_found');
    const property = await this.deps.repos.properties.findById(visit.propertyId);
    if (!property) return fail('not_found');
    if (!canManagePropertyVisits(viewer, property)) return fail('forbidden');
    await this.deps.repos.visits.delete(visit.id);
    return ok(undefined);
  }
}
