import { PHOTO_IMAGE_WIDTHS, photoRenditionKey } from '../../domain/photo/photo-rendition.js';
import { canManagePhotos, isPositiveId, mayManageSomePhotos } from '../../domain/photo/photo-permissions.js';
import { renumbered } from '../../domain/photo/photo-positions.js';
import type { Photo } from '../../domain/photo/photo.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { EventPublisher, FileStorage } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface DeletePhotoInput {
  viewer: Viewer;
  photoId: unknown;
}

/** DELETE /v2/sell/photos/delete/{photoId}: the record goes, the others close the gap, then the file goes. */
export class DeletePhoto implements UseCase<DeletePhotoInput, { id: number }> {
  constructor(
    private readonly deps: { unitOfWork: UnitOfWork; storage: FileStorage; events: EventPublisher },
  ) {}

  async execute(input: DeletePhotoInput): Promise<Result<{ id: number }>> {
    const { viewer, photoId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!mayManageSomePhotos(viewer)) return fail('forbidden');
    if (!isPositiveId(photoId)) return fail('invalid_input', undefined, 'photoId');

    const removed = await this.deps.unitOfWork.run(async (repos): Promise<Result<Photo>> => {
      const photo = await repos.photos.findById(photoId);
      if (!photo) return fail('not_found', undefined, 'photoId');
      const property = await repos.properties.findById(photo.propertyId);
      if (!property || !canManagePhotos(viewer, property.negotiatorId)) return fail('forbidden');
      await repos.photos.delete(photo.id);
      for (const moved of renumbered(await repos.photos.listByProperty(photo.propertyId))) {
        await repos.photos.update(moved);
      }
      return ok(photo);
    });
    if (!removed.ok) return removed;
    // After the commit: a failed file removal leaves an orphan file, never a record without its file.
    await this.deps.storage.delete(removed.value.storageKey);
    // The resized copies served by GetPhotoImage go with their original.
    for (const width of PHOTO_IMAGE_WIDTHS) {
      await this.deps.storage.delete(photoRenditionKey(removed.value.storageKey, width));
    }
    await this.deps.events.publish({ type: 'PhotosChanged', propertyId: removed.value.propertyId });
    return ok({ id: removed.value.id });
  }
}
