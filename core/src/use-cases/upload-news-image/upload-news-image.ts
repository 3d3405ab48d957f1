import { PHOTO_MAX_BYTES } from '../../domain/photo/photo-constants.js';
import { NEWS_IMAGE_WIDTHS, newsImageRenditionKey } from '../../domain/site/news-image.js';
import { refuseNonAdmin } from '../../domain/site/news-permissions.js';
import { isNewsId, newsNotFound, type NewsArticle } from '../../domain/site/news-article.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type {
  Clock,
  ErrorReporter,
  FileStorage,
  IdGenerator,
  ImageProcessor,
} from '../../ports/services.port.js';
import { bytesSource, isByteSource } from '../../shared/byte-source.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface UploadNewsImageInput {
  viewer: Viewer;
  id: unknown;
  /** The picture, a ByteSource. */
  file: unknown;
}

/**
 * The article's picture: checked by content (PNG, JPEG, HEIC), stored as a JPEG under a new key
 * (a new URL, so caches never show the old one); the previous one is deleted. ROLE_ADMIN only.
 * Errors: photos_only_png_jpeg, payload_too_large, not_found.
 */
export class UploadNewsImage implements UseCase<UploadNewsImageInput, NewsArticle> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'newsArticles'>;
      storage: FileStorage;
      images: ImageProcessor;
      ids: IdGenerator;
      clock: Clock;
      errors: ErrorReporter;
    },
  ) {}

  async execute(input: UploadNewsImageInput): Promise<Result<NewsArticle>> {
    const refused = refuseNonAdmin(input.viewer);
    if (refused) return refused;
    if (!isNewsId(input.id)) return newsNotFound();
    const { file } = input;
    if (!isByteSource(file) || file.size === 0) return fail('field_required', undefined, 'file');
    if (file.size > PHOTO_MAX_BYTES) return fail('payload_too_large', { max: PHOTO_MAX_BYTES }, 'file');
    const existing = await this.deps.repos.newsArticles.findById(input.id);
    if (!existing) return newsNotFound();
    if (!(await this.deps.images.inspect(file))) return fail('photos_only_png_jpeg', undefined, 'file');
    const normalized = await this.deps.images.normalize(file);
    const imageKey = `news/${existing.id}/${this.deps.ids.next().replace(/[^A-Za-z0-9_-]/g, '')}.jpg`;
    await this.deps.storage.put(imageKey, bytesSource(normalized.bytes), 'image/jpeg');
    const changed = { ...existing, imageKey, updatedAt: this.deps.clock.now() };
    await this.deps.repos.newsArticles.update(changed);
    await deleteNewsImage(this.deps, existing.imageKey);
    return ok(changed);
  }
}

/** The picture and its renditions gone; a failure is reported (an orphan file harms nobody). */
export async function deleteNewsImage(
  deps: { storage: FileStorage; errors: ErrorReporter },
  imageKey: string | null,
): Promise<void> {
  if (imageKey === null) return;
  for (const key of [imageKey, ...NEWS_IMAGE_WIDTHS.map((width) => newsImageRenditionKey(imageKey, width))]) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.errors.report(error, { useCase: 'deleteNewsImage', key });
    }
  }
}
