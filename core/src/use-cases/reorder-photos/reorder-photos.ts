import { canManagePhotos, isPositiveId, mayManageSomePhotos } from '../../domain/photo/photo-permissions.js';
import { orderPhotosByIds, renumbered } from '../../domain/photo/photo-positions.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { EventPublisher } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface ReorderPhotosInput {
  viewer: Viewer;
  bienId: unknown;
  /** Every photo id of the property, the main image first. */
  imageIds: unknown;
}

/** POST /v2/sell/photos/reorder/{bienId}: positions follow the order of imageIds. */
export class ReorderPhotos implements UseCase<ReorderPhotosInput, { imageIds: number[] }> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; events: EventPublisher }) {}

  async execute(input: ReorderPhotosInput): Promise<Result<{ imageIds: number[] }>> {
    const { viewer, bienId, imageIds } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!mayManageSomePhotos(viewer)) return fail('forbidden');
    if (!isPositiveId(bienId)) return fail('invalid_input', undefined, 'bienId');
    if (!Array.isArray(imageIds) || !imageIds.every(isPositiveId)) {
      return fail('invalid_input', undefined, 'imageIds');
    }

    const result = await this.deps.unitOfWork.run(async (repos): Promise<Result<number[]>> => {
      const property = await repos.properties.findById(bienId);
      if (!property) return fail('not_found', undefined, 'bienId');
      if (!canManagePhotos(viewer, property.negotiatorId)) return fail('forbidden');
      const ordered = orderPhotosByIds(await repos.photos.listByProperty(bienId), imageIds);
      if (!ordered.ok) return ordered;
      for (const moved of renumbered(ordered.value)) await repos.photos.update(moved);
      return ok(ordered.value.map((photo) => photo.id));
    });
    if (!result.ok) return result;
    await this.deps.events.publish({ type: 'PhotosChanged', propertyId: bienId });
    return ok({ imageIds: result.value });
  }
}
