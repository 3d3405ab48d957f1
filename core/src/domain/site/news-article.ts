import { fail, ok, type DomainError, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { foldText } from '../../shared/fold-text.js';
import { formInvalid, type FieldErrors, type FormInput } from '../user/registration-form.js';

/** A news article (issue 15): written by an admin, shown on /actualites once published. */
export interface NewsArticle {
  id: number;
  title: string;
  /** The meta description and the list's teaser; empty: the body's beginning. */
  summary: string;
  /** Paragraphs separated by blank lines, plain text. */
  body: string;
  /** The stored picture (a JPEG), null for none. */
  imageKey: string | null;
  imageAlt: string;
  published: boolean;
  /** The article's date: its first publication (kept when unpublished and published again). */
  publishedAt: Instant | null;
  createdAt: Instant;
  updatedAt: Instant;
  authorId: number;
}

export const NEWS_LIMITS = { title: 150, summary: 300, body: 20_000, imageAlt: 150 } as const;
export const NEWS_PAGE_SIZE = 10;
export const NEWS_PATH = '/actualites';
/** The admin screen (ROLE_ADMIN), inside the admin space. */
export const NEWS_ADMIN_PATH = '/espace-admin/actualites';

/** What the admin's form sends. */
export interface NewsArticleForm {
  title: string;
  summary: string;
  body: string;
  imageAlt: string;
}

const FIELDS = ['title', 'summary', 'body', 'imageAlt'] as const;
const REQUIRED: readonly (keyof NewsArticleForm)[] = ['title', 'body'];

function fieldError(field: keyof NewsArticleForm, value: unknown): DomainError | null {
  if (value === undefined || value === null || value === '') {
    return REQUIRED.includes(field) ? { code: 'field_required', field } : null;
  }
  if (typeof value !== 'string') return { code: 'invalid_input', field };
  if (REQUIRED.includes(field) && value.trim() === '') return { code: 'field_required', field };
  if (value.trim().length > NEWS_LIMITS[field]) {
    return { code: 'field_too_long', field, params: { max: NEWS_LIMITS[field] } };
  }
  return null;
}

/** Each field's error at once (news_article_invalid), or the form trimmed. The admin screen checks with this too. */
export function validateNewsArticle(input: FormInput<NewsArticleForm>): Result<NewsArticleForm> {
  const errors: FieldErrors = FIELDS.map((field) => fieldError(field, input[field])).filter(
    (error): error is DomainError => error !== null,
  );
  if (errors.length > 0) return { ok: false, error: formInvalid('news_article_invalid', errors) };
  const value = (field: keyof NewsArticleForm) =>
    typeof input[field] === 'string' ? input[field].trim() : '';
  return ok({
    title: value('title'),
    summary: value('summary'),
    body: value('body'),
    imageAlt: value('imageAlt'),
  });
}

/** The article's paragraphs. */
export const newsParagraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

const TEASER_LENGTH = 160;

/** The summary, else the body's first words cut at a word under 160 characters. */
export function newsTeaser(article: Pick<NewsArticle, 'summary' | 'body'>): string {
  if (article.summary.trim() !== '') return article.summary.trim();
  const text = article.body.replace(/\s+/g, ' ').trim();
  if (text.length <= TEASER_LENGTH) return text;
  const cut = text.slice(0, TEASER_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TEASER_LENGTH / 2)).replace(/[\s,;:.]+$/, '')}…`;
}

/** The title in a URL: lower-case ASCII words joined by hyphens. */
export const newsSlug = (title: string): string =>
  foldText(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || 'article';

/** /actualites/12-le-marche-en-hiver: the id decides, the slug is for people and engines. */
export const newsArticlePath = (article: Pick<NewsArticle, 'id' | 'title'>): string =>
  `${NEWS_PATH}/${article.id}-${newsSlug(article.title)}`;

/** /actualites, /actualites/page/2 … */
export const newsListPath = (page: number): string => (page <= 1 ? NEWS_PATH : `${NEWS_PATH}/page/${page}`);

/** What a news path names: the list's page, an article's id, or nothing. */
export function parseNewsPath(path: string): { page: number } | { articleId: number } | null {
  if (path === NEWS_PATH) return { page: 1 };
  const page = /^\/actualites\/page\/([1-9]\d{0,5})$/.exec(path);
  if (page) return { page: Number(page[1]) };
  const article = /^\/actualites\/([1-9]\d{0,9})(?:-[a-z0-9-]*)?$/.exec(path);
  if (article) return { articleId: Number(article[1]) };
  return null;
}

/** The picture's address: a new upload (new key) is a new URL, so it may be cached for good. */
export function newsImageUrl(article: Pick<NewsArticle, 'id' | 'imageKey'>, width: number): string | null {
  if (article.imageKey === null) return null;
  const version = /([^/]+)\.jpg$/.exec(article.imageKey)?.[1] ?? 'v';
  return `/media/actualites/${article.id}/${version}.jpg?width=${width}`;
}

/** Publishing: the first time dates the article; unpublishing keeps that date for a later re-publication. */
export function setPublished(article: NewsArticle, published: boolean, now: Instant): NewsArticle {
  return {
    ...article,
    published,
    publishedAt: article.publishedAt ?? (published ? now : null),
    updatedAt: now,
  };
}

export const isNewsId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export const newsNotFound = () => fail('not_found', undefined, 'id');
