import type { NewsArticle } from '../domain/site/news-article.js';
import type { New, NewsArticleRepository, Page } from '../ports/repositories.port.js';
import { deleteRow, findRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';
import { pageOf } from './page-of.js';

export class InMemoryNewsArticleRepository implements NewsArticleRepository {
  constructor(private readonly state: InMemoryState) {}

  async add(article: New<NewsArticle>): Promise<NewsArticle> {
    return insertRow(this.state.newsArticles, article);
  }

  async update(article: NewsArticle): Promise<void> {
    replaceRow(this.state.newsArticles, article);
  }

  async delete(id: number): Promise<void> {
    deleteRow(this.state.newsArticles, id);
  }

  async findById(id: number): Promise<NewsArticle | null> {
    return findRow(this.state.newsArticles, id);
  }

  async list(query: { page: number; pageSize: number }): Promise<Page<NewsArticle>> {
    const rows = selectRows(this.state.newsArticles).sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id);
    return pageOf(rows, query.page, query.pageSize);
  }

  async listPublished(query: { page: number; pageSize: number }): Promise<Page<NewsArticle>> {
    const rows = selectRows(this.state.newsArticles, (article) => article.published).sort(
      (a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0) || b.id - a.id,
    );
    return pageOf(rows, query.page, query.pageSize);
  }
}
