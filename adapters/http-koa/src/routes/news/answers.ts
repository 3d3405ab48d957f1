// The answers of the newsletter's double opt-in and of the news articles.
import { Type } from '@sinclair/typebox';
import { answer, answerOf, hydraCollection, nullable, parisInstant } from '../../schema.js';
import type { articleJson } from '../news.js';

/** An article as the screens read it. */
export const ARTICLE_ANSWER = answerOf<ReturnType<typeof articleJson>>()(
  answer({
    id: Type.Integer(),
    title: Type.String(),
    summary: Type.String(),
    teaser: Type.String({ description: 'The summary, else the body’s beginning' }),
    body: Type.String({ description: 'Paragraphs separated by blank lines, plain text' }),
    imageUrl: nullable(Type.String({ description: 'Width 1024; null without a picture' })),
    cardImageUrl: nullable(Type.String({ description: 'Width 640' })),
    imageAlt: Type.String(),
    published: Type.Boolean(),
    publishedAt: nullable(parisInstant()),
    updatedAt: parisInstant(),
    path: Type.String({ examples: ['/actualites/12-ventes-aux-encheres'] }),
  }),
);

const PAGE = { page: Type.Integer(), pageSize: Type.Integer() };

export const PUBLISHED_NEWS_ANSWER = hydraCollection(ARTICLE_ANSWER, { ...PAGE, pageCount: Type.Integer() });
export const NEWS_ARTICLES_ANSWER = hydraCollection(ARTICLE_ANSWER, PAGE);
