import { NEWS_PAGE_SIZE, type NewsArticle } from '../../domain/site/news-article.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';
import { pageNumber } from '../list-news-articles/list-news-articles.js';

export interface PublishedNewsPage {
  items: NewsArticle[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** /actualites: the published articles, newest first, ten a page. A page past the last is empty. */
export class ListPublishedNews implements UseCase<{ page?: unknown }, PublishedNewsPage> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'newsArticles'> }) {}

  async execute(input: { page?: unknown }): Promise<Result<PublishedNewsPage>> {
    const page = pageNumber(input.page);
    const found = await this.deps.repos.newsArticles.listPublished({ page, pageSize: NEWS_PAGE_SIZE });
    return ok({
      ...found,
      page,
      pageSize: NEWS_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(found.total / NEWS_PAGE_SIZE)),
    });
  }
}
