import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  NEWS_PATH,
  formatDateFr,
  newsArticlePath,
  newsImageUrl,
  newsListPath,
  newsParagraphs,
  newsTeaser,
  parseNewsPath,
  translate,
  type GetNewsArticle,
  type ListPublishedNews,
  type Locale,
  type MessageCode,
  type NewsArticle,
} from '@immo/core';
import { escapeHtml } from './escape.js';
import { localizedPath, type SitePage } from './site-page.js';

export interface NewsPagesUseCases {
  listPublishedNews: Pick<ListPublishedNews, 'execute'>;
  getNewsArticle: Pick<GetNewsArticle, 'execute'>;
}

const iso = (instant: number) => new Date(instant).toISOString();

function articleCard(article: NewsArticle, locale: Locale): string {
  const t = (code: MessageCode, params: Record<string, string> = {}) => translate(code, locale, params);
  const image = newsImageUrl(article, 640);
  const date = article.publishedAt === null ? '' : formatDateFr(article.publishedAt);
  return `<li class="ssr-news-card"><a href="${escapeHtml(localizedPath(newsArticlePath(article), locale))}">${
    image
      ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(article.imageAlt)}" width="320" height="180" loading="lazy" />`
      : ''
  }<h2>${escapeHtml(article.title)}</h2></a><p><time datetime="${article.publishedAt === null ? '' : iso(article.publishedAt)}">${escapeHtml(
    t('news_published_on', { date }),
  )}</time></p><p>${escapeHtml(newsTeaser(article))}</p></li>`;
}

/** /actualites and /actualites/page/N: the published articles, ten a page, with links to the others. */
async function newsListPage(
  page: number,
  locale: Locale,
  useCases: NewsPagesUseCases,
): Promise<SitePage | null> {
  const t = (code: MessageCode, params: Record<string, string | number> = {}) =>
    translate(code, locale, params);
  const result = await useCases.listPublishedNews.execute({ page });
  if (!result.ok || (page > 1 && page > result.value.pageCount)) return null;
  const { items, pageCount } = result.value;
  const title = page === 1 ? t('news_title') : t('news_page_title', { page });
  const links = [
    ...(page > 1
      ? [
          `<a rel="prev" href="${escapeHtml(localizedPath(newsListPath(page - 1), locale))}">${escapeHtml(t('news_previous'))}</a>`,
        ]
      : []),
    ...(page < pageCount
      ? [
          `<a rel="next" href="${escapeHtml(localizedPath(newsListPath(page + 1), locale))}">${escapeHtml(t('news_next'))}</a>`,
        ]
      : []),
  ];
  return {
    status: 200,
    locale,
    title: `${title} — ${t('site_name')}`,
    description: t('news_meta'),
    path: newsListPath(page),
    image: items.map((article) => newsImageUrl(article, 1024)).find((url) => url !== null) ?? null,
    main: `<section class="ssr-news"><h1>${escapeHtml(title)}</h1>${
      items.length === 0
        ? `<p>${escapeHtml(t('news_empty'))}</p>`
        : `<ul class="ssr-news-list">${items.map((article) => articleCard(article, locale)).join('')}</ul>`
    }${links.length ? `<nav aria-label="${escapeHtml(t('news_pagination'))}">${links.join(' ')}</nav>` : ''}</section>`,
  };
}

/** An article: its text as markup, NewsArticle JSON-LD, Open Graph article. */
function articlePage(article: NewsArticle, locale: Locale, siteUrl: string): SitePage {
  const t = (code: MessageCode, params: Record<string, string> = {}) => translate(code, locale, params);
  const path = newsArticlePath(article);
  const image = newsImageUrl(article, 1024);
  const publishedAt = article.publishedAt ?? article.createdAt;
  const description = newsTeaser(article);
  return {
    status: 200,
    locale,
    title: `${article.title} — ${t('site_name')}`,
    description,
    path,
    image,
    openGraph: [
      ['og:type', 'article'],
      ['article:published_time', iso(publishedAt)],
      ['article:modified_time', iso(article.updatedAt)],
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description,
        datePublished: iso(publishedAt),
        dateModified: iso(article.updatedAt),
        mainEntityOfPage: `${siteUrl}${path}`,
        url: `${siteUrl}${path}`,
        inLanguage: 'fr',
        ...(image ? { image: [`${siteUrl}${image}`] } : {}),
        author: { '@type': 'Organization', name: translate('site_name', locale), url: siteUrl },
        publisher: { '@type': 'Organization', name: translate('site_name', locale), url: siteUrl },
      },
    ],
    main: `<article class="ssr-news-article"><h1>${escapeHtml(article.title)}</h1><p><time datetime="${iso(publishedAt)}">${escapeHtml(
      t('news_published_on', { date: formatDateFr(publishedAt) }),
    )}</time></p>${
      image
        ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(article.imageAlt)}" width="1024" height="576" />`
        : ''
    }${newsParagraphs(article.body)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join(
        '',
      )}<p><a href="${escapeHtml(localizedPath(NEWS_PATH, locale))}">${escapeHtml(t('news_back'))}</a></p></article>`,
  };
}

/** A news path's page; null when the path is not news or names nothing (a 404). */
export async function newsPageAt(
  path: string,
  locale: Locale,
  useCases: NewsPagesUseCases,
  siteUrl: string,
): Promise<SitePage | null | undefined> {
  const parsed = parseNewsPath(path === '/news' ? NEWS_PATH : path);
  if (!parsed) return path.startsWith(`${NEWS_PATH}/`) ? null : undefined;
  if ('page' in parsed) return newsListPage(parsed.page, locale, useCases);
  const result = await useCases.getNewsArticle.execute({ id: parsed.articleId });
  return result.ok ? articlePage(result.value, locale, siteUrl) : null;
}

/** The newsletter's confirmation and unsubscribe pages: reached from e-mails, nobody's to index. */
export function newsletterPageAt(path: string, locale: Locale): SitePage | null {
  const title: MessageCode | null =
    path === NEWSLETTER_CONFIRM_PATH
      ? 'newsletter_confirm_title'
      : path === NEWSLETTER_UNSUBSCRIBE_PATH
        ? 'newsletter_unsubscribe_title'
        : null;
  if (!title) return null;
  return {
    status: 200,
    locale,
    title: `${translate(title, locale)} — ${translate('site_name', locale)}`,
    description: translate('newsletter_intro', locale),
    path,
    image: null,
    main: `<h1>${escapeHtml(translate(title, locale))}</h1>`,
    noindex: true,
  };
}

/** Every published article, for the sitemap: page after page. */
export async function allPublishedNews(useCases: NewsPagesUseCases): Promise<NewsArticle[]> {
  const articles: NewsArticle[] = [];
  for (let page = 1; ; page++) {
    const result = await useCases.listPublishedNews.execute({ page });
    if (!result.ok) throw new Error(`news: ${result.error.code}`);
    articles.push(...result.value.items);
    if (page >= result.value.pageCount) return articles;
  }
}
