import { IMAGE_WIDTH_FULL } from '../../domain/photo/photo-constants.js';
import { PHOTO_IMAGE_WIDTHS, photoRenditionKey } from '../../domain/photo/photo-rendition.js';
import { isPositiveId } from '../../domain/photo/photo-permissions.js';
import type { ImageWidth } from '../../domain/photo/photo-url.js';
import type { ByteSource } from '../../shared/byte-source.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { RENDITION_CONTENT_TYPE, renditionAtWidth, type RenditionUseCaseDeps } from './rendition-at-width.js';

export { PHOTO_IMAGE_WIDTHS, photoRenditionKey };

export interface GetPhotoImageInput {
  photoId: unknown;
  /** 1920 (full, the default when absent) or 1024 (thumbnail), §7 and §9. */
  width?: unknown;
}

export interface PhotoImage {
  image: ByteSource;
  contentType: 'image/jpeg';
  width: ImageWidth;
  /**
   * Names these bytes for good, without reading them (the rendition's key: a photo's bytes are
   * never replaced, a new upload is a new photo): what a cache validator is made of.
   */
  version: string;
}

const isImageWidth = (value: unknown): value is ImageWidth =>
  typeof value === 'number' && (PHOTO_IMAGE_WIDTHS as readonly number[]).includes(value);

/**
 * GET /media/photos/{id}?width=1920|1024: the photo as a JPEG no wider than the width asked for.
 * The rendition is usually kept already (PreparePhotoRenditions runs after each upload); else the
 * first request resizes the stored original and keeps the result under a derived key, and the
 * next ones serve it as is. Public: the photos of every sale are shown to anyone.
 */
export class GetPhotoImage implements UseCase<GetPhotoImageInput, PhotoImage> {
  constructor(private readonly deps: RenditionUseCaseDeps) {}

  async execute(input: GetPhotoImageInput): Promise<Result<PhotoImage>> {
    const width = input.width === undefined ? IMAGE_WIDTH_FULL : input.width;
    if (!isPositiveId(input.photoId)) return fail('invalid_input', undefined, 'photoId');
    if (!isImageWidth(width)) return fail('invalid_input', undefined, 'width');

    const photo = await this.deps.repos.photos.findById(input.photoId);
    if (!photo) return fail('not_found', undefined, 'photoId');

    const rendition = await renditionAtWidth(this.deps, photo, width, 'GetPhotoImage');
    if (!rendition) return fail('not_found', undefined, 'photoId');
    return ok({
      image: rendition.image,
      contentType: RENDITION_CONTENT_TYPE,
      width,
      version: photoRenditionKey(photo.storageKey, width),
    });
  }
}
