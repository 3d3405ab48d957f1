import { isPubliclyVisible } from '../../domain/property/publication.js';
import { favouritePropertyId } from '../../domain/misc/favourite.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { MessageCode } from '../../messages/catalogue.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface AddFavouriteInput {
  viewer: Viewer;
  propertyId: unknown;
}

export interface FavouriteChange {
  /** Shown by the heart as a success notice (data.message, spec §7). */
  message: MessageCode;
}

/** The heart of the property page (spec §2.2): adding twice changes nothing. */
export class AddFavourite implements UseCase<AddFavouriteInput, FavouriteChange> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(input: AddFavouriteInput): Promise<Result<FavouriteChange>> {
    if (isAnonymous(input.viewer)) return fail('favourite_login_required');
    const propertyId = favouritePropertyId(input.propertyId);
    if (!propertyId.ok) return propertyId;
    const now = this.deps.clock.now();

    return this.deps.unitOfWork.run(async (repos) => {
      // The spec's 'User not found' case: a token whose account is gone opens the login modal.
      if (!(await repos.users.findById(input.viewer.id))) return fail('favourite_login_required');
      // A draft does not exist for the public (isPubliclyVisible).
      const property = await repos.properties.findById(propertyId.value);
      if (!property || !isPubliclyVisible(property, now)) return fail('not_found', undefined, 'propertyId');
      if (!(await repos.favourites.has(input.viewer.id, propertyId.value))) {
        await repos.favourites.add({ userId: input.viewer.id, propertyId: propertyId.value, createdAt: now });
      }
      return ok({ message: 'favourite_added' as const });
    });
  }
}
