import type { Interest } from '../../domain/buyer-file/buyer-file.js';
import { canManagePropertyVisits, isEntityId } from '../../domain/visit/visit-permissions.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';

export interface ListPropertyBuyersInput {
  viewer: Viewer;
  bienId: unknown;
}

/** A buyer registered on the property, as the negotiator picks them for a visit. */
export interface PropertyBuyer {
  /** The buyer's file (dossier acheteur) on the property. */
  buyerFileId: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  interest: Interest;
  registeredAt: Instant;
  /** Set once the negotiator validated the visit. */
  visitDoneAt: Instant | null;
}

/**
 * The buyers registered on a property (those with a buyer file), in registration order, for its
 * negotiator (or an administrator) to put on visit slots.
 */
export class ListPropertyBuyers implements UseCase<ListPropertyBuyersInput, PropertyBuyer[]> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'properties' | 'buyerFiles' | 'users'> }) {}

  async execute(input: ListPropertyBuyersInput): Promise<Result<PropertyBuyer[]>> {
    const { viewer, bienId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(bienId)) return fail('invalid_input', undefined, 'bienId');
    const { properties, buyerFiles, users } = this.deps.repos;
    const property = await properties.findById(bienId);
    if (!property) return fail('not_found');
    if (!canManagePropertyVisits(viewer, property)) return fail('forbidden');
    const files = [...(await buyerFiles.listByProperty(property.id))].sort(
      (a, b) => a.registeredAt - b.registeredAt || a.id - b.id,
    );
    const buyers: PropertyBuyer[] = [];
    for (const file of files) {
      const user = await users.findById(file.userId);
      if (!user) continue;
      buyers.push({
        buyerFileId: file.id,
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        interest: file.interest,
        registeredAt: file.registeredAt,
        visitDoneAt: file.visitDoneAt,
      });
    }
    return ok(buyers);
  }
}
