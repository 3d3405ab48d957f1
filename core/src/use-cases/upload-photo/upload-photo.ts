import { PHOTO_MAX_BYTES } from '../../domain/photo/photo-constants.js';
import { canManagePhotos, isPositiveId, mayManageSomePhotos } from '../../domain/photo/photo-permissions.js';
import { insertionPosition, makeRoomAt } from '../../domain/photo/photo-positions.js';
import { photoUrl } from '../../domain/photo/photo-url.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Photo } from '../../domain/photo/photo.js';
import { photoLegend } from '../../domain/photo/photo-legend.js';
import type { New, Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type {
  Clock,
  EventPublisher,
  FileStorage,
  IdGenerator,
  ImageProcessor,
} from '../../ports/services.port.js';
import { bytesSource, isByteSource } from '../../shared/byte-source.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface UploadPhotoInput {
  viewer: Viewer;
  bienId: unknown;
  /** The photo as sent, a ByteSource. */
  file: unknown;
  fileName: unknown;
  /** The photo's index in the editor's list; absent or out of range: at the end. */
  priority?: unknown;
  /** The legend typed before the upload, so a rename made while pending is not lost. */
  legend?: unknown;
}

/** The answer the editor reads (§7: id, data.url, data.size, data.originalName). */
export interface UploadedPhotoResult {
  id: number;
  url: string;
  size: number;
  originalName: string;
}

const STORED_CONTENT_TYPE = 'image/jpeg';
const ORIGINAL_NAME_MAX_LENGTH = 255;

/** POST /v2/sell/photos/upload-single/{bienId}: one photo, checked by content, stored as a JPEG. */
export class UploadPhoto implements UseCase<UploadPhotoInput, UploadedPhotoResult> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'properties'>;
      unitOfWork: UnitOfWork;
      storage: FileStorage;
      images: ImageProcessor;
      ids: IdGenerator;
      clock: Clock;
      events: EventPublisher;
    },
  ) {}

  async execute(input: UploadPhotoInput): Promise<Result<UploadedPhotoResult>> {
    const { viewer, bienId, file, fileName } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!mayManageSomePhotos(viewer)) return fail('forbidden');
    if (!isPositiveId(bienId)) return fail('invalid_input', undefined, 'bienId');
    if (!isByteSource(file)) return fail('invalid_input', undefined, 'file');
    if (typeof fileName !== 'string' || fileName.trim() === '')
      return fail('field_required', undefined, 'fileName');
    if (fileName.length > ORIGINAL_NAME_MAX_LENGTH) return fail('invalid_input', undefined, 'fileName');
    const legend = photoLegend(input.legend ?? '');
    if (!legend.ok) return legend;
    if (file.size > PHOTO_MAX_BYTES) return fail('payload_too_large', { max: PHOTO_MAX_BYTES }, 'file');

    const property = await this.deps.repos.properties.findById(bienId);
    if (!property) return fail('not_found', undefined, 'bienId');
    if (!canManagePhotos(viewer, property.negotiatorId)) return fail('forbidden');

    // The declared name and type mean nothing: only the content decides.
    if (!(await this.deps.images.inspect(file))) return fail('photos_only_png_jpeg', undefined, 'file');
    const normalized = await this.deps.images.normalize(file);

    const storageKey = `photos/${bienId}/${this.deps.ids.next()}.jpg`;
    await this.deps.storage.put(storageKey, bytesSource(normalized.bytes), STORED_CONTENT_TYPE);
    const photo = await this.record(
      {
        propertyId: bienId,
        storageKey,
        legend: legend.value,
        originalName: fileName,
        size: normalized.bytes.length,
        width: normalized.info.width,
        height: normalized.info.height,
        uploadedAt: this.deps.clock.now(),
      },
      input.priority,
    );
    await this.deps.events.publish({ type: 'PhotosChanged', propertyId: bienId });
    // Lets the host prepare the renditions now rather than on the first view of the photo.
    await this.deps.events.publish({ type: 'PhotoUploaded', propertyId: bienId, photoId: photo.id });
    return ok({ id: photo.id, url: photoUrl(photo.id), size: photo.size, originalName: photo.originalName });
  }

  /** Adds the record at the wished priority, shifting the others, in one transaction. */
  private async record(photo: Omit<New<Photo>, 'position'>, priority: unknown): Promise<Photo> {
    try {
      return await this.deps.unitOfWork.run(async (repos) => {
        const existing = await repos.photos.listByProperty(photo.propertyId);
        const position = insertionPosition(existing.length, priority);
        for (const moved of makeRoomAt(existing, position)) await repos.photos.update(moved);
        return repos.photos.add({ ...photo, position });
      });
    } catch (error) {
      // No record points at the file: do not leave it behind.
      await this.deps.storage.delete(photo.storageKey);
      throw error;
    }
  }
}
