import type { New, NewsArticle, NewsArticleRepository, Page } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import { insertedId, offsetOf, type KnexStore } from '../store.js';

const TABLE = 'news_articles';

function fromRow(row: Row): NewsArticle {
  const c = readRow(row);
  return {
    id: c.number('id'),
    title: c.text('title'),
    summary: c.text('summary'),
    body: c.text('body'),
    imageKey: c.nullableText('image_key'),
    imageAlt: c.text('image_alt'),
    published: c.boolean('published'),
    publishedAt: c.nullableInstant('published_at'),
    createdAt: c.instant('created_at'),
    updatedAt: c.instant('updated_at'),
    authorId: c.number('author_id'),
  };
}

const columnsOf = (article: New<NewsArticle>) => ({
  title: article.title,
  summary: article.summary,
  body: article.body,
  image_key: article.imageKey,
  image_alt: article.imageAlt,
  published: article.published,
  published_at: article.publishedAt === null ? null : toSqlInstant(article.publishedAt),
  created_at: toSqlInstant(article.createdAt),
  updated_at: toSqlInstant(article.updatedAt),
  author_id: article.authorId,
});

export class KnexNewsArticleRepository implements NewsArticleRepository {
  constructor(private readonly store: KnexStore) {}

  async add(article: New<NewsArticle>): Promise<NewsArticle> {
    const id = insertedId(await this.store.db(TABLE).insert(columnsOf(article)));
    return { ...structuredClone(article), id };
  }

  async update(article: NewsArticle): Promise<void> {
    await this.store.db(TABLE).where('id', article.id).update(columnsOf(article));
  }

  async delete(id: number): Promise<void> {
    await this.store.db(TABLE).where('id', id).delete();
  }

  async findById(id: number): Promise<NewsArticle | null> {
    const row: Row | undefined = await this.store.db(TABLE).where('id', id).first();
    return row ? fromRow(row) : null;
  }

  private async page(
    published: boolean | null,
    order: { column: string; order: 'asc' | 'desc' }[],
    query: { page: number; pageSize: number },
  ): Promise<Page<NewsArticle>> {
    const where = (builder: ReturnType<KnexStore['db']>) =>
      published === null ? builder : builder.where('published', published);
    const [counted] = (await where(this.store.db(TABLE)).count({ total: '*' })) as {
      total?: number | string;
    }[];
    const rows: Row[] = await where(this.store.db(TABLE))
      .select('*')
      .orderBy(order)
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize));
    return { items: rows.map(fromRow), total: Number(counted?.total ?? 0) };
  }

  list(query: { page: number; pageSize: number }): Promise<Page<NewsArticle>> {
    return this.page(
      null,
      [
        { column: 'updated_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ],
      query,
    );
  }

  listPublished(query: { page: number; pageSize: number }): Promise<Page<NewsArticle>> {
    return this.page(
      true,
      [
        { column: 'published_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ],
      query,
    );
  }
}
