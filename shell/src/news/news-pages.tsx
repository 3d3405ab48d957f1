import { NEWS_PATH, newsListPath, parseNewsPath } from '@immo/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@immo/kit';
import { Link, useLocation } from 'react-router';
import { LoadFailed } from '../load-failed.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { useDocumentTitle } from '../pages/use-document-title.js';
import { PrerenderedOrLoading } from '../remote-slot.js';
import { useApiResource } from '../use-api-resource.js';
import { NewsletterForm } from './newsletter-form.js';

/** An article as GET /api/actualites answers it. */
export interface ArticleJson {
  id: number;
  title: string;
  teaser: string;
  body: string;
  imageUrl: string | null;
  cardImageUrl: string | null;
  imageAlt: string;
  publishedAt: string | null;
  path: string;
}

interface NewsListJson {
  'hydra:member': ArticleJson[];
  page: number;
  pageCount: number;
}

/** 24/11/2026: the article's date, French style in both languages like the rest of the site. */
const dayOf = (iso: string | null): string =>
  iso ? new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date(iso)) : '';

function NewsList({ page }: { page: number }) {
  const { t } = useTranslation();
  const [news, retry] = useApiResource<NewsListJson>(`/api/actualites?page=${page}`);
  useDocumentTitle(page === 1 ? t('news_title') : t('news_page_title', { page }));
  if (news.status === 'loading') return <PrerenderedOrLoading />;
  if (news.status === 'error') return <LoadFailed message={t('news_empty')} onRetry={retry} />;
  const { pageCount } = news.data;
  const articles = news.data['hydra:member'];
  if (page > 1 && page > pageCount) return <NotFoundPage />;
  return (
    <section className="content-page kit-card news-page" data-testid="news-list">
      <h1>{page === 1 ? t('news_title') : t('news_page_title', { page })}</h1>
      {articles.length === 0 ? (
        <p>{t('news_empty')}</p>
      ) : (
        <ul className="news-list">
          {articles.map((article) => (
            <li key={article.id} className="news-card">
              {article.cardImageUrl && (
                <img
                  src={article.cardImageUrl}
                  alt={article.imageAlt}
                  width={320}
                  height={180}
                  loading="lazy"
                />
              )}
              <div>
                <h2>
                  <Link to={article.path}>{article.title}</Link>
                </h2>
                <p className="news-card__date">
                  <time dateTime={article.publishedAt ?? undefined}>
                    {t('news_published_on', { date: dayOf(article.publishedAt) })}
                  </time>
                </p>
                <p>{article.teaser}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav className="news-pagination" aria-label={t('news_pagination')}>
          {page > 1 && (
            <Link rel="prev" to={newsListPath(page - 1)}>
              {t('news_previous')}
            </Link>
          )}
          {page < pageCount && (
            <Link rel="next" to={newsListPath(page + 1)}>
              {t('news_next')}
            </Link>
          )}
        </nav>
      )}
      <NewsletterForm variant="page" />
    </section>
  );
}

function NewsArticlePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const [article, retry] = useApiResource<ArticleJson>(`/api/actualites/${id}`);
  useDocumentTitle(article.status === 'ready' ? article.data.title : t('news_title'));
  if (article.status === 'loading') return <PrerenderedOrLoading />;
  if (article.status === 'error') {
    return article.error instanceof ApiError && article.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <LoadFailed message={t('news_empty')} onRetry={retry} />
    );
  }
  const { data } = article;
  return (
    <article className="content-page kit-card news-article" data-testid="news-article">
      <h1>{data.title}</h1>
      <p className="news-card__date">
        <time dateTime={data.publishedAt ?? undefined}>
          {t('news_published_on', { date: dayOf(data.publishedAt) })}
        </time>
      </p>
      {data.imageUrl && (
        <img
          className="news-article__image"
          src={data.imageUrl}
          alt={data.imageAlt}
          width={1024}
          height={576}
        />
      )}
      {data.body
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, i) => (
          <p key={i}>{paragraph.trim()}</p>
        ))}
      <p className="content-page__back">
        <Link to={NEWS_PATH}>{t('news_back')}</Link>
      </p>
    </article>
  );
}

/** /actualites, /actualites/page/N, /actualites/{id}-{slug}. */
export function NewsRoute() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  // /news is the English alias of the list (core's PUBLIC_PAGES).
  const parsed = parseNewsPath(path === '/news' ? NEWS_PATH : path);
  if (!parsed) return <NotFoundPage />;
  return 'page' in parsed ? (
    <NewsList key={parsed.page} page={parsed.page} />
  ) : (
    <NewsArticlePage key={parsed.articleId} id={parsed.articleId} />
  );
}
