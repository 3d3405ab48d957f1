import type { AssistanceThirdParty } from '../../domain/misc/assistance-third-party.js';
import { managesEverySale } from '../../domain/property/sale-management.js';
import { hasRole, isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface ListAssistanceThirdPartiesInput {
  viewer: Viewer;
}

/**
 * Only assistance negotiators see the 'Notaire associé' selector (spec §6); administrators manage
 * every sale, so they may read the catalogue too.
 */
export function mayChooseAssociatedNotary(viewer: Viewer): boolean {
  if (managesEverySale(viewer)) return true;
  return hasRole(viewer, 'ROLE_NEGOCIATEUR') && viewer.assistance;
}

/**
 * The notaries an assistance negotiator may attach to a sale (GET /find-tiers-assistance), sorted by
 * name as the selector lists them. Errors: unauthenticated, forbidden.
 */
export class ListAssistanceThirdParties implements UseCase<
  ListAssistanceThirdPartiesInput,
  AssistanceThirdParty[]
> {
  constructor(private readonly deps: { repos: Repositories }) {}

  async execute(input: ListAssistanceThirdPartiesInput): Promise<Result<AssistanceThirdParty[]>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    if (!mayChooseAssociatedNotary(input.viewer)) return fail('forbidden');
    const parties = await this.deps.repos.thirdParties.list();
    return ok(
      [...parties].sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }) || a.id - b.id),
    );
  }
}
