import { refuseNonAdmin } from '../../domain/site/news-permissions.js';
import { isNewsId, newsNotFound } from '../../domain/site/news-article.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { ErrorReporter, FileStorage } from '../../ports/services.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';
import { deleteNewsImage } from '../upload-news-image/upload-news-image.js';

/** Deletes an article and its picture for good. ROLE_ADMIN only. */
export class DeleteNewsArticle implements UseCase<{ viewer: Viewer; id: unknown }, { id: number }> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'newsArticles'>;
      storage: FileStorage;
      errors: ErrorReporter;
    },
  ) {}

  async execute(input: { viewer: Viewer; id: unknown }): Promise<Result<{ id: number }>> {
    const refused = refuseNonAdmin(input.viewer);
    if (refused) return refused;
    if (!isNewsId(input.id)) return newsNotFound();
    const existing = await this.deps.repos.newsArticles.findById(input.id);
    if (!existing) return newsNotFound();
    await this.deps.repos.newsArticles.delete(existing.id);
    await deleteNewsImage(this.deps, existing.imageKey);
    return ok({ id: existing.id });
  }
}
