import { resolveLocale } from '@immo/core';
import type { Middleware } from 'koa';
import type { ApiState } from '../state.js';

/** fr by default; en when the `lang` query, the `locale` cookie or Accept-Language asks for it. */
export const localeMiddleware = (): Middleware<ApiState> => async (ctx, next) => {
  const explicit = typeof ctx.query.lang === 'string' ? ctx.query.lang : ctx.cookies.get('locale');
  ctx.state.locale = resolveLocale(explicit ?? ctx.get('Accept-Language'));
  await next();
};
