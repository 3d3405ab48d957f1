import type { BuyerFileView } from '../../domain/buyer-file/buyer-file-view.js';
import { canManagePropertyVisits, isEntityId } from '../../domain/visit/visit-permissions.js';
import { hasStartedBookedVisit } from '../../domain/visit/visit-slot.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock, EventPublisher } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { loadBuyerFileView } from '../get-buyer-file/load-buyer-file-view.js';

export interface ValidateVisitInput {
  viewer: Viewer;
  /** The {dossierAcheteur} of /espace-negociateur/dossier/{dossierAcheteur}/validation/visite. */
  buyerFileId: unknown;
}

/**
 * The property's negotiator (or an administrator) records that the buyer visited: from then on the
 * buyer may bid (§5.3). Only once a slot the buyer booked on the property has started
 * (visit_not_started). Validating again keeps the first date and publishes nothing. Answers the
 * buyer's file as the buyer sees it. Errors: unauthenticated, forbidden, not_found, invalid_input.
 */
export class ValidateVisit implements UseCase<ValidateVisitInput, BuyerFileView> {
  constructor(
    private readonly deps: {
      repos: Repositories;
      clock: Clock;
      events: EventPublisher;
    },
  ) {}

  async execute(input: ValidateVisitInput): Promise<Result<BuyerFileView>> {
    const { viewer, buyerFileId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(buyerFileId)) return fail('invalid_input', undefined, 'buyerFileId');
    const { repos } = this.deps;
    const file = await repos.buyerFiles.findById(buyerFileId);
    if (!file) return fail('not_found');
    const property = await repos.properties.findById(file.propertyId);
    if (!property) return fail('not_found');
    if (!canManagePropertyVisits(viewer, property)) return fail('forbidden');
    const now = this.deps.clock.now();

    let validated = file;
    if (file.visitDoneAt === null) {
      const visits = await repos.visits.listByProperty(property.id);
      if (!hasStartedBookedVisit(visits, file.userId, now)) return fail('visit_not_started');
      validated = { ...file, visitDoneAt: now };
      await repos.buyerFiles.update(validated);
      await this.deps.events.publish({
        type: 'VisitValidated',
        propertyId: file.propertyId,
        userId: file.userId,
      });
    }
    const view = await loadBuyerFileView(repos, validated, now);
    return view ? ok(view) : fail('not_found');
  }
}
