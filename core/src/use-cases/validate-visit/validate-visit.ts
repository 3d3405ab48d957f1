import type { BuyerFile } from '../../domain/buyer-file/buyer-file.js';
import { canManagePropertyVisits, isEntityId } from '../../domain/visit/visit-permissions.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock, EventPublisher } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface ValidateVisitInput {
  viewer: Viewer;
  /** The {dossierAcheteur} of /espace-negociateur/dossier/{dossierAcheteur}/validation/visite. */
  buyerFileId: unknown;
}

/**
 * The property's negotiator (or an administrator) records that the buyer visited: from then on the
 * buyer may bid (§5.3). Validating again keeps the first date and publishes nothing.
 */
export class ValidateVisit implements UseCase<ValidateVisitInput, BuyerFile> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'properties' | 'buyerFiles'>;
      clock: Clock;
      events: EventPublisher;
    },
  ) {}

  async execute(input: ValidateVisitInput): Promise<Result<BuyerFile>> {
    const { viewer, buyerFileId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(buyerFileId)) return fail('invalid_input', undefined, 'buyerFileId');
    const file = await this.deps.repos.buyerFiles.findById(buyerFileId);
    if (!file) return fail('not_found');
    const property = await this.deps.repos.properties.findById(file.propertyId);
    if (!property) return fail('not_found');
    if (!canManagePropertyVisits(viewer, property)) return fail('forbidden');
    if (file.visitDoneAt !== null) return ok(file);

    const validated = { ...file, visitDoneAt: this.deps.clock.now() };
    await this.deps.repos.buyerFiles.update(validated);
    await this.deps.events.publish({
      type: 'VisitValidated',
      propertyId: file.propertyId,
      userId: file.userId,
    });
    return ok(validated);
  }
}
