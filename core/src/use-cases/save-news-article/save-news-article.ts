import { refuseNonAdmin } from '../../domain/site/news-permissions.js';
import {
  isNewsId,
  newsNotFound,
  validateNewsArticle,
  type NewsArticle,
} from '../../domain/site/news-article.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

export interface SaveNewsArticleInput {
  viewer: Viewer;
  /** Absent: a new draft. */
  id?: unknown;
  form: unknown;
}

/**
 * The admin's form: a new article (a draft until published) or the changes of one. ROLE_ADMIN only.
 * Errors: news_article_invalid (every field's error), not_found.
 */
export class SaveNewsArticle implements UseCase<SaveNewsArticleInput, NewsArticle> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'newsArticles'>; clock: Clock }) {}

  async execute(input: SaveNewsArticleInput): Promise<Result<NewsArticle>> {
    const refused = refuseNonAdmin(input.viewer);
    if (refused) return refused;
    const form = validateNewsArticle(
      typeof input.form === 'object' && input.form !== null ? (input.form as Record<string, unknown>) : {},
    );
    if (!form.ok) return form;
    const now = this.deps.clock.now();
    const articles = this.deps.repos.newsArticles;
    if (input.id === undefined) {
      return ok(
        await articles.add({
          ...form.value,
          imageKey: null,
          published: false,
          publishedAt: null,
          createdAt: now,
          updatedAt: now,
          authorId: input.viewer.id,
        }),
      );
    }
    if (!isNewsId(input.id)) return newsNotFound();
    const existing = await articles.findById(input.id);
    if (!existing) return newsNotFound();
    const changed = { ...existing, ...form.value, updatedAt: now };
    await articles.update(changed);
    return ok(changed);
  }
}
