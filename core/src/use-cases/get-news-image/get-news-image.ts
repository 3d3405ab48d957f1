import { isNewsImageWidth, newsImageRenditionKey } from '../../domain/site/news-image.js';
import { isNewsId, newsNotFound } from '../../domain/site/news-article.js';
import { hasRole, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { ErrorReporter, FileStorage, ImageProcessor } from '../../ports/services.port.js';
import { bytesSource, type ByteSource } from '../../shared/byte-source.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface GetNewsImageInput {
  viewer: Viewer;
  id: unknown;
  /** The file name's version (the stored key's): an old URL answers 404 rather than another picture. */
  version: unknown;
  width: unknown;
}

/**
 * An article's picture at a width (1024 or 640), resized once and kept. A draft's picture only to
 * admins (the screen's preview); a published one to anyone.
 */
export interface NewsImage {
  image: ByteSource;
  contentType: 'image/jpeg';
}

export class GetNewsImage implements UseCase<GetNewsImageInput, NewsImage> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'newsArticles'>;
      storage: FileStorage;
      images: ImageProcessor;
      errors: ErrorReporter;
    },
  ) {}

  async execute(input: GetNewsImageInput): Promise<Result<NewsImage>> {
    if (!isNewsId(input.id)) return newsNotFound();
    if (!isNewsImageWidth(input.width)) return fail('invalid_input', undefined, 'width');
    const article = await this.deps.repos.newsArticles.findById(input.id);
    if (!article?.imageKey || (!article.published && !hasRole(input.viewer, 'ROLE_ADMIN')))
      return newsNotFound();
    if (!article.imageKey.endsWith(`/${String(input.version)}.jpg`)) return newsNotFound();
    const renditionKey = newsImageRenditionKey(article.imageKey, input.width);
    const kept = await this.deps.storage.get(renditionKey);
    if (kept) return ok({ image: kept, contentType: 'image/jpeg' });
    const original = await this.deps.storage.get(article.imageKey);
    if (!original) return newsNotFound();
    const image = bytesSource(await this.deps.images.resize(original, input.width));
    try {
      await this.deps.storage.put(renditionKey, image, 'image/jpeg');
    } catch (error) {
      this.deps.errors.report(error, { useCase: 'GetNewsImage', id: article.id, width: input.width });
    }
    return ok({ image, contentType: 'image/jpeg' });
  }
}
