import { refuseNonAdmin } from '../../domain/site/news-permissions.js';
import { isNewsId, newsNotFound, setPublished, type NewsArticle } from '../../domain/site/news-article.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface PublishNewsArticleInput {
  viewer: Viewer;
  id: unknown;
  published: unknown;
}

/** Publishes (on /actualites and in the sitemap) or unpublishes an article. ROLE_ADMIN only. */
export class PublishNewsArticle implements UseCase<PublishNewsArticleInput, NewsArticle> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'newsArticles'>; clock: Clock }) {}

  async execute(input: PublishNewsArticleInput): Promise<Result<NewsArticle>> {
    const refused = refuseNonAdmin(input.viewer);
    if (refused) return refused;
    if (typeof input.published !== 'boolean') return fail('invalid_input', undefined, 'published');
    if (!isNewsId(input.id)) return newsNotFound();
    const existing = await this.deps.repos.newsArticles.findById(input.id);
    if (!existing) return newsNotFound();
    const changed = setPublished(existing, input.published, this.deps.clock.now());
    await this.deps.repos.newsArticles.update(changed);
    return ok(changed);
  }
}
