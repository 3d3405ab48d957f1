import { IMAGE_WIDTH_FULL, IMAGE_WIDTH_THUMBNAIL } from '../../domain/photo/photo-constants.js';
import { photoRenditionKey } from '../../domain/photo/photo-rendition.js';
import type { ImageWidth } from '../../domain/photo/photo-url.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';
import { renditionAtWidth, type RenditionUseCaseDeps } from '../get-photo-image/rendition-at-width.js';

export interface PreparePhotoRenditionsInput {
  photoId: number;
}

export interface PreparedRenditions {
  /**
   * The widths kept in storage now; none when the photo or its original is gone. A width that
   * could not be kept is reported and left to be made on its first view.
   */
  ready: ImageWidth[];
}

/** The thumbnails fill the sale's first screen: they come before the full images. */
const PREPARATION_ORDER: readonly ImageWidth[] = [IMAGE_WIDTH_THUMBNAIL, IMAGE_WIDTH_FULL];

/**
 * Makes the missing renditions of a photo just uploaded, off the request path, so its first
 * view serves them as kept instead of resizing while the visitor waits. The same renditions
 * as GetPhotoImage makes on demand. A photo deleted meanwhile is not an error: nothing to do.
 */
export class PreparePhotoRenditions implements UseCase<PreparePhotoRenditionsInput, PreparedRenditions> {
  constructor(private readonly deps: RenditionUseCaseDeps) {}

  async execute({ photoId }: PreparePhotoRenditionsInput): Promise<Result<PreparedRenditions>> {
    const { photos } = this.deps.repos;
    const ready: ImageWidth[] = [];
    let photo = await photos.findById(photoId);
    if (!photo) return ok({ ready: [] });
    for (const width of PREPARATION_ORDER) {
      const rendition = await renditionAtWidth(this.deps, photo, width, 'PreparePhotoRenditions');
      if (!rendition) return ok({ ready: [] });
      const stillThere = await photos.findById(photoId);
      if (!stillThere) {
        // Deleted while it was being resized: the deletion may have run before this rendition was kept.
        await this.deps.storage.delete(photoRenditionKey(photo.storageKey, width));
        return ok({ ready: [] });
      }
      if (rendition.kept) ready.push(width);
      photo = stillThere;
    }
    return ok({ ready });
  }
}
