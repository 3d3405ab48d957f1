import { auctionPhase } from '../../domain/auction/phase.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import type { BuyerFile } from '../../domain/buyer-file/buyer-file.js';
import { DEFAULT_INTEREST, isInterest, newBuyerFile } from '../../domain/buyer-file/registration.js';
import type { Property } from '../../domain/property/property.js';
import { isVendorOf } from '../../domain/property/vendor.js';
import { hasRole, isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { recordEvents } from '../deliver-outbox/record-events.js';

export interface RegisterInterestInput {
  viewer: Viewer;
  propertyId: unknown;
  /** Defaults to 'interested'. */
  interest?: unknown;
}

export interface InterestRegistration {
  file: BuyerFile;
  /** False when the viewer was already registered: the existing file is returned unchanged. */
  created: boolean;
}

/**
 * 'Ce bien m'intéresse' (route inscription_vente, spec §7): opens the buyer's file on the property,
 * which makes them one of its acheteurs (bienInscrit '1'). Registering twice is harmless.
 * Anonymous viewers get unauthenticated, which the HTTP layer turns into the login redirect with bienVente.
 */
export class RegisterInterest implements UseCase<RegisterInterestInput, InterestRegistration> {
  constructor(
    private readonly deps: {
      unitOfWork: UnitOfWork;
      clock: Clock;
    },
  ) {}

  async execute(input: RegisterInterestInput): Promise<Result<InterestRegistration>> {
    const propertyId = parseRecordId(input.propertyId, 'propertyId');
    if (!propertyId.ok) return propertyId;
    const interest = input.interest ?? DEFAULT_INTEREST;
    if (!isInterest(interest)) return fail('invalid_input', undefined, 'interest');
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    // Registering is a buyer's act (spec §6: ROLE_USER); negotiators never bid.
    if (hasRole(input.viewer, 'ROLE_NEGOCIATEUR') || !hasRole(input.viewer, 'ROLE_USER'))
      return fail('forbidden');

    const result = await this.deps.unitOfWork.run(async (repos): Promise<Result<InterestRegistration>> => {
      const user = await repos.users.findById(input.viewer.id);
      if (!user) return fail('unauthenticated');
      const property = await repos.properties.findById(propertyId.value);
      if (!property) return fail('not_found', undefined, 'propertyId');
      // A seller registered on their own sale could bid it up.
      if (isVendorOf(user.email, property)) return fail('interest_own_property');
      const existing = await repos.buyerFiles.find(property.id, input.viewer.id);
      if (existing) return ok({ file: existing, created: false });
      const now = this.deps.clock.now();
      if (await saleHasEnded(repos, property, now)) return fail('interest_sale_ended');
      const file = await repos.buyerFiles.add(newBuyerFile(property.id, input.viewer.id, interest, now));
      await recordEvents(repos, now, [
        { type: 'InterestRegistered', propertyId: file.propertyId, userId: file.userId },
      ]);
      return ok({ file, created: true });
    });
    return result;
  }
}

/** The auction's phase when there is one (it knows extensions and accepted offers), else the offers window. */
async function saleHasEnded(repos: Repositories, property: Property, now: Instant): Promise<boolean> {
  const auction = await repos.auctions.findByPropertyId(property.id);
  if (auction) return auctionPhase(auction, now) === 'ended';
  return now >= property.offersEndAt;
}
