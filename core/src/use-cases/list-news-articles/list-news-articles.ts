import { refuseNonAdmin } from '../../domain/site/news-permissions.js';
import type { NewsArticle } from '../../domain/site/news-article.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Page, Repositories } from '../../ports/repositories.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

const ADMIN_PAGE_SIZE = 50;

/** The admin's list: every article, drafts included, last changed first. ROLE_ADMIN only. */
export class ListNewsArticles implements UseCase<
  { viewer: Viewer; page?: unknown },
  Page<NewsArticle> & { page: number; pageSize: number }
> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'newsArticles'> }) {}

  async execute(input: { viewer: Viewer; page?: unknown }) {
    const refused = refuseNonAdmin(input.viewer);
    if (refused) return refused;
    const page = pageNumber(input.page);
    const found = await this.deps.repos.newsArticles.list({ page, pageSize: ADMIN_PAGE_SIZE });
    return ok({ ...found, page, pageSize: ADMIN_PAGE_SIZE });
  }
}

/** A page number from a query: 1 when absent or not a whole number from 1. */
export function pageNumber(raw: unknown): number {
  const n =
    typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : typeof raw === 'number' ? raw : 1;
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

export type ListNewsArticlesResult = Result<Page<NewsArticle> & { page: number; pageSize: number }>;
