import {
  NEWS_LIMITS,
  newsArticlePath,
  newsImageUrl,
  newsTeaser,
  normalizeEmail,
  translate,
  type ConfirmNewsletter,
  type DeleteNewsArticle,
  type GetNewsArticle,
  type GetNewsImage,
  type ListNewsArticles,
  type ListPublishedNews,
  type NewsArticle,
  type PublishNewsArticle,
  type SaveNewsArticle,
  type SubscribeNewsletter,
  type UnsubscribeNewsletter,
  type UploadNewsImage,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import type { ApiRouter } from '../api-router.js';
import { idParam, jsonObject, respond } from '../respond.js';
import {
  ID_ANSWER,
  MESSAGE_ANSWER,
  NO_BODY,
  NO_QUERY,
  queryDigits,
  querySchema,
  queryText,
  text,
} from '../schema.js';
import * as N from './news/answers.js';
import { EMAIL_BODY } from './accounts/schemas.js';
import type { ApiContext } from '../state.js';
import { throttle } from '../throttle.js';
import { readUpload, uploadBody } from './media/upload.js';
import { streamBody } from '../byte-body.js';
import { parisIso } from './auction/wire.js';

export interface NewsUseCases {
  subscribeNewsletter: SubscribeNewsletter;
  confirmNewsletter: ConfirmNewsletter;
  unsubscribeNewsletter: UnsubscribeNewsletter;
  listNewsArticles: ListNewsArticles;
  saveNewsArticle: SaveNewsArticle;
  publishNewsArticle: PublishNewsArticle;
  deleteNewsArticle: DeleteNewsArticle;
  uploadNewsImage: UploadNewsImage;
  getNewsImage: GetNewsImage;
  listPublishedNews: ListPublishedNews;
  getNewsArticle: GetNewsArticle;
}

const NEWSLETTER_TAG = 'newsletter';
const NEWS_TAG = 'news';
const ADMIN_NEWS = '/api/espace-admin/actualites';

/** An article as the screens read it. */
export const articleJson = (article: NewsArticle) => ({
  id: article.id,
  title: article.title,
  summary: article.summary,
  teaser: newsTeaser(article),
  body: article.body,
  imageUrl: newsImageUrl(article, 1024),
  cardImageUrl: newsImageUrl(article, 640),
  imageAlt: article.imageAlt,
  published: article.published,
  publishedAt: article.publishedAt === null ? null : parisIso(article.publishedAt),
  updatedAt: parisIso(article.updatedAt),
  path: newsArticlePath(article),
});

const TOKEN_BODY = Type.Object({ token: text(128) });
/** The link's token in the body, or a mail client's one-click POST (RFC 8058) with it in the URL. */
const UNSUBSCRIBE_BODY = Type.Object({
  token: Type.Optional(text(128)),
  'List-Unsubscribe': Type.Optional(text(20)),
});
const ARTICLE_BODY = Type.Object({
  title: text(NEWS_LIMITS.title * 2),
  summary: Type.Optional(text(NEWS_LIMITS.summary * 2)),
  body: text(NEWS_LIMITS.body * 2),
  imageAlt: Type.Optional(text(NEWS_LIMITS.imageAlt * 2)),
});

/** The token of a link: the JSON body's, else the query's (a mail client's one-click POST has it in the URL). */
function linkToken(ctx: ApiContext): unknown {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body.token === 'string') return body.token;
  return typeof ctx.query.token === 'string' ? ctx.query.token : undefined;
}

/** The newsletter's double opt-in (spec §2.4 'newsletter (POST)') and the news articles. */
export const newsRoutes =
  (useCases: NewsUseCases) =>
  (api: ApiRouter): void => {
    api.route(
      {
        method: 'post',
        path: '/newsletter',
        response: MESSAGE_ANSWER,
        query: NO_QUERY,
        summary:
          'Subscribe an address to the newsletter (double opt-in): a confirmation e-mail is sent, only its link ' +
          'subscribes. The same answer whether the address was unknown, pending or subscribed. Throttled per ' +
          'client and per typed address.',
        tag: NEWSLETTER_TAG,
        audience: 'public',
        // Core reads the address and answers field_required / email_invalid itself, like the sign-up.
        body: EMAIL_BODY,
        responses: { 200: '{ message }', 400: 'field_required, email_invalid', 429: 'too_many_requests' },
      },
      throttle(api.throttles, api.throttleRules.newsletter),
      throttle(api.throttles, api.throttleRules.newsletterPerAddress, (ctx) =>
        normalizeEmail(String((ctx.request.body as { email?: unknown }).email ?? '')),
      ),
      async (ctx) => {
        const body = jsonObject(ctx);
        const result = await useCases.subscribeNewsletter.execute({
          email: body.email,
          locale: ctx.state.locale,
          ip: ctx.ip,
        });
        respond(ctx, result, ({ message }) => ({ message: translate(message, ctx.state.locale) }));
      },
    );
    api.route(
      {
        method: 'post',
        path: '/newsletter/confirmation',
        response: MESSAGE_ANSWER,
        query: querySchema({ token: queryText(128) }),
        summary: 'The link of the confirmation e-mail: { token }. Twice is fine.',
        tag: NEWSLETTER_TAG,
        audience: 'public',
        body: TOKEN_BODY,
        responses: { 200: '{ message }', 400: 'newsletter_link_invalid, newsletter_link_expired' },
      },
      async (ctx) => {
        const result = await useCases.confirmNewsletter.execute({ token: linkToken(ctx), ip: ctx.ip });
        respond(ctx, result, () => ({ message: translate('newsletter_confirmed', ctx.state.locale) }));
      },
    );
    api.route(
      {
        method: 'post',
        path: '/newsletter/desinscription',
        response: MESSAGE_ANSWER,
        query: querySchema({ token: queryText(128) }),
        body: UNSUBSCRIBE_BODY,
        summary:
          'The unsubscribe link of every newsletter e-mail: { token } from the page, or ?token= with ' +
          'List-Unsubscribe=One-Click from a mail client (RFC 8058). Twice is fine.',
        tag: NEWSLETTER_TAG,
        audience: 'public',
        responses: { 200: '{ message }', 400: 'newsletter_link_invalid' },
      },
      async (ctx) => {
        const result = await useCases.unsubscribeNewsletter.execute({ token: linkToken(ctx), ip: ctx.ip });
        respond(ctx, result, () => ({ message: translate('newsletter_unsubscribed', ctx.state.locale) }));
      },
    );

    // ---- News, public --------------------------------------------------------------------------
    api.route(
      {
        method: 'get',
        path: '/api/actualites',
        response: N.PUBLISHED_NEWS_ANSWER,
        query: querySchema({ page: queryDigits(6) }),
        summary: 'The published articles, newest first, ten a page. Query: page (from 1)',
        tag: NEWS_TAG,
        audience: 'public',
        responses: { 200: "{ 'hydra:member': [article], 'hydra:totalItems', page, pageSize, pageCount }" },
      },
      async (ctx) => {
        const result = await useCases.listPublishedNews.execute({ page: ctx.query.page });
        respond(ctx, result, (found) => ({
          'hydra:member': found.items.map(articleJson),
          'hydra:totalItems': found.total,
          page: found.page,
          pageSize: found.pageSize,
          pageCount: found.pageCount,
        }));
      },
    );
    api.route(
      {
        method: 'get',
        path: '/api/actualites/:id',
        response: N.ARTICLE_ANSWER,
        query: NO_QUERY,
        summary: 'A published article',
        tag: NEWS_TAG,
        audience: 'public',
        responses: { 200: 'article', 404: 'unknown or unpublished' },
      },
      async (ctx) => {
        const result = await useCases.getNewsArticle.execute({ id: idParam(ctx, 'id') });
        respond(ctx, result, articleJson);
      },
    );
    api.route(
      {
        method: 'get',
        path: '/media/actualites/:id/:version.jpg',
        response: 'file',
        query: querySchema({ width: queryDigits(4) }),
        summary: "An article's picture, ?width=1024|640 (a draft's only to admins)",
        tag: NEWS_TAG,
        audience: 'public',
        responses: { 200: 'image/jpeg', 400: 'invalid_input (width)', 404: 'unknown' },
      },
      async (ctx) => {
        const width = typeof ctx.query.width === 'string' ? Number(ctx.query.width) : 1024;
        const result = await useCases.getNewsImage.execute({
          viewer: ctx.state.viewer,
          id: idParam(ctx, 'id'),
          version: ctx.params.version,
          width,
        });
        if (!result.ok) return respond(ctx, result);
        ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
        ctx.type = result.value.contentType;
        await streamBody(ctx, result.value.image);
      },
    );

    // ---- News, admin (ROLE_ADMIN) ------------------------------------------------------------------
    api.route(
      {
        method: 'get',
        path: ADMIN_NEWS,
        response: N.NEWS_ARTICLES_ANSWER,
        query: querySchema({ page: queryDigits(6) }),
        summary: 'Every article, drafts included, last changed first. Query: page',
        tag: NEWS_TAG,
        audience: 'admin',
        responses: {
          200: "{ 'hydra:member': [article], 'hydra:totalItems' }",
          401: 'unauthenticated',
          403: 'forbidden',
        },
      },
      async (ctx) => {
        const result = await useCases.listNewsArticles.execute({
          viewer: ctx.state.viewer,
          page: ctx.query.page,
        });
        respond(ctx, result, (found) => ({
          'hydra:member': found.items.map(articleJson),
          'hydra:totalItems': found.total,
          page: found.page,
          pageSize: found.pageSize,
        }));
      },
    );
    api.route(
      {
        method: 'post',
        path: ADMIN_NEWS,
        response: N.ARTICLE_ANSWER,
        query: NO_QUERY,
        summary: 'A new article, a draft: { title, summary, body, imageAlt }',
        tag: NEWS_TAG,
        audience: 'admin',
        body: ARTICLE_BODY,
        responses: { 201: 'article', 400: 'news_article_invalid (each field in fields)', 403: 'forbidden' },
      },
      async (ctx) => {
        const result = await useCases.saveNewsArticle.execute({
          viewer: ctx.state.viewer,
          form: jsonObject(ctx),
        });
        respond(ctx, result, articleJson, 201);
      },
    );
    api.route(
      {
        method: 'put',
        path: `${ADMIN_NEWS}/:id`,
        response: N.ARTICLE_ANSWER,
        query: NO_QUERY,
        summary: 'Changes of an article: { title, summary, body, imageAlt }',
        tag: NEWS_TAG,
        audience: 'admin',
        body: ARTICLE_BODY,
        responses: { 200: 'article', 400: 'news_article_invalid', 403: 'forbidden', 404: 'not_found' },
      },
      async (ctx) => {
        const id = idParam(ctx, 'id');
        const result = await useCases.saveNewsArticle.execute({
          viewer: ctx.state.viewer,
          id,
          form: jsonObject(ctx),
        });
        respond(ctx, result, articleJson);
      },
    );
    api.route(
      {
        method: 'put',
        path: `${ADMIN_NEWS}/:id/publication`,
        response: N.ARTICLE_ANSWER,
        query: NO_QUERY,
        summary: 'Publish or unpublish: { published: boolean }',
        tag: NEWS_TAG,
        audience: 'admin',
        body: Type.Object({ published: Type.Boolean() }),
        responses: { 200: 'article', 403: 'forbidden', 404: 'not_found' },
      },
      async (ctx) => {
        const id = idParam(ctx, 'id');
        const result = await useCases.publishNewsArticle.execute({
          viewer: ctx.state.viewer,
          id,
          published: jsonObject(ctx).published,
        });
        respond(ctx, result, articleJson);
      },
    );
    api.route(
      {
        method: 'delete',
        path: `${ADMIN_NEWS}/:id`,
        response: ID_ANSWER,
        query: NO_QUERY,
        body: NO_BODY,
        summary: 'Delete an article and its picture',
        tag: NEWS_TAG,
        audience: 'admin',
        responses: { 200: '{ id }', 403: 'forbidden', 404: 'not_found' },
      },
      async (ctx) => {
        const result = await useCases.deleteNewsArticle.execute({
          viewer: ctx.state.viewer,
          id: idParam(ctx, 'id'),
        });
        respond(ctx, result);
      },
    );
    api.route(
      {
        method: 'post',
        path: `${ADMIN_NEWS}/:id/image`,
        response: N.ARTICLE_ANSWER,
        query: NO_QUERY,
        summary: "The article's picture (multipart: file), PNG/JPEG/HEIC by content, stored as a JPEG",
        tag: NEWS_TAG,
        audience: 'admin',
        body: 'multipart',
        responses: {
          200: 'article',
          400: 'photos_only_png_jpeg',
          403: 'forbidden',
          413: 'payload_too_large',
        },
      },
      uploadBody(),
      async (ctx) => {
        const id = idParam(ctx, 'id');
        const upload = readUpload(ctx);
        const result = await useCases.uploadNewsImage.execute({
          viewer: ctx.state.viewer,
          id,
          file: upload.file,
        });
        respond(ctx, result, articleJson);
      },
    );
  };
