import { isNewsId, newsNotFound, type NewsArticle } from '../../domain/site/news-article.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

/** A published article's page; a draft or an unknown id is not_found, whoever asks. */
export class GetNewsArticle implements UseCase<{ id: unknown }, NewsArticle> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'newsArticles'> }) {}

  async execute(input: { id: unknown }): Promise<Result<NewsArticle>> {
    if (!isNewsId(input.id)) return newsNotFound();
    const article = await this.deps.repos.newsArticles.findById(input.id);
    return article?.published ? ok(article) : newsNotFound();
  }
}
