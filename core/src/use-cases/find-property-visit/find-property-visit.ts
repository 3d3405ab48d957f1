import { isEntityId } from '../../domain/visit/visit-permissions.js';
import type { Visit } from '../../domain/visit/visit.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface FindPropertyVisitInput {
  viewer: Viewer;
  /** The {bien} of /api/bien/{bien}/visites/{visite}/…: the slot must be one of this property's. */
  bienId: unknown;
  visitId: unknown;
}

/**
 * The slot named under a property's path, or not found when it is another property's: a call on
 * /api/bien/{bien}/visites/{visite} never reaches a slot of another property. Who may act on the
 * slot is the acting use case's business; this one only asks anonymous visitors to log in first.
 */
export class FindPropertyVisit implements UseCase<FindPropertyVisitInput, Visit> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'visits'> }) {}

  async execute(input: FindPropertyVisitInput): Promise<Result<Visit>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const { bienId, visitId } = input;
    if (!isEntityId(bienId) || !isEntityId(visitId)) return fail('not_found');
    const visit = await this.deps.repos.visits.findById(visitId);
    if (!visit || visit.propertyId !== bienId) return fail('not_found');
    return ok(visit);
  }
}
