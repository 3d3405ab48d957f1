import { resolveLocale, type Locale } from '@immo/core';
import type { Context, Middleware } from 'koa';
import type { ApiState } from '../state.js';

/** fr by default; en when the `lang` query, the `locale` cookie or Accept-Language asks for it. */
export const localeOf = (ctx: Context): Locale => {
  const explicit = typeof ctx.query.lang === 'string' ? ctx.query.lang : ctx.cookies.get('locale');
  return resolveLocale(explicit ?? ctx.get('Accept-Language'));
};

export const localeMiddleware = (): Middleware<ApiState> => async (ctx, next) => {
  ctx.state.locale = localeOf(ctx);
  await next();
};
