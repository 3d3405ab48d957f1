import { isPositiveId } from '../../domain/photo/photo-permissions.js';
import { photoView, type PhotoView } from '../../domain/photo/photo-view.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface ListPhotosInput {
  bienId: unknown;
}

/** GET /v2/sell/photos/get-photos-bien/{bienId}: public, the main image first. */
export class ListPhotos implements UseCase<ListPhotosInput, PhotoView[]> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'properties' | 'photos'> }) {}

  async execute(input: ListPhotosInput): Promise<Result<PhotoView[]>> {
    if (!isPositiveId(input.bienId)) return fail('invalid_input', undefined, 'bienId');
    if (!(await this.deps.repos.properties.findById(input.bienId)))
      return fail('not_found', undefined, 'bienId');
    const photos = await this.deps.repos.photos.listByProperty(input.bienId);
    return ok(photos.map(photoView));
  }
}
