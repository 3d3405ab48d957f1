import { photoLegend } from '../../domain/photo/photo-legend.js';
import { canManagePhotos, isPositiveId, mayManageSomePhotos } from '../../domain/photo/photo-permissions.js';
import { photoView, type PhotoView } from '../../domain/photo/photo-view.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface UpdatePhotoLegendInput {
  viewer: Viewer;
  photoId: unknown;
  legend: unknown;
}

/** PUT /v2/sell/photos/update-legend/{photoId} with {legend}. */
export class UpdatePhotoLegend implements UseCase<UpdatePhotoLegendInput, PhotoView> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  async execute(input: UpdatePhotoLegendInput): Promise<Result<PhotoView>> {
    const { viewer, photoId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!mayManageSomePhotos(viewer)) return fail('forbidden');
    if (!isPositiveId(photoId)) return fail('invalid_input', undefined, 'photoId');
    const legend = photoLegend(input.legend);
    if (!legend.ok) return legend;

    return this.deps.unitOfWork.run(async (repos): Promise<Result<PhotoView>> => {
      const photo = await repos.photos.findById(photoId);
      if (!photo) return fail('not_found', undefined, 'photoId');
      const property = await repos.properties.findById(photo.propertyId);
      if (!property || !canManagePhotos(viewer, property.negotiatorId)) return fail('forbidden');
      const updated = { ...photo, legend: legend.value };
      await repos.photos.update(updated);
      return ok(photoView(updated));
    });
  }
}
