import { photoRenditionKey } from '../../domain/photo/photo-rendition.js';
import type { Photo } from '../../domain/photo/photo.js';
import type { ImageWidth } from '../../domain/photo/photo-url.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { ErrorReporter, FileStorage, ImageProcessor } from '../../ports/services.port.js';
import { bytesSource, type ByteSource } from '../../shared/byte-source.js';

export const RENDITION_CONTENT_TYPE = 'image/jpeg';

export interface RenditionPorts {
  storage: FileStorage;
  images: ImageProcessor;
  errors: ErrorReporter;
}

/** What a use case serving or preparing renditions needs: the photos, and the rendition ports. */
export interface RenditionUseCaseDeps extends RenditionPorts {
  repos: Pick<Repositories, 'photos'>;
}

export interface Rendition {
  /** The kept file, read as it is sent; or the JPEG just made, in memory. */
  image: ByteSource;
  /** False when it could not be kept (reported): the next call resizes again. */
  kept: boolean;
}

/**
 * A stored photo no wider than `width`: the rendition kept under its derived key, else the
 * original resized and kept there for the next time. Null when the original is gone.
 * `useCase` names the caller in the report of a rendition that could not be kept.
 */
export async function renditionAtWidth(
  ports: RenditionPorts,
  photo: Photo,
  width: ImageWidth,
  useCase: string,
): Promise<Rendition | null> {
  const renditionKey = photoRenditionKey(photo.storageKey, width);
  const kept = await ports.storage.get(renditionKey);
  if (kept) return { image: kept, kept: true };

  const original = await ports.storage.get(photo.storageKey);
  if (!original) return null;
  const image = bytesSource(await ports.images.resize(original, width));
  try {
    await ports.storage.put(renditionKey, image, RENDITION_CONTENT_TYPE);
    return { image, kept: true };
  } catch (error) {
    // The image is ready: the caller may use it now, the next call will try to keep it again.
    ports.errors.report(error, { useCase, photoId: photo.id, width });
    return { image, kept: false };
  }
}
