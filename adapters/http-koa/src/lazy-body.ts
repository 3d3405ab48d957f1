// koa-body, and zod, formidable and co-body under it (about 5 MiB of the idle API's heap), loaded with
// the first request it has a body to parse for: the GETs never need it.
import type { Middleware } from 'koa';
import type { KoaBodyMiddlewareOptions } from 'koa-body';

/** koa-body's own default: the methods whose body it reads; for the others it only calls next. */
const PARSED_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH'];

let loading: Promise<typeof import('koa-body')> | null = null;

/** koa-body's `koaBody`, imported on first use. */
export async function koaBodyModule(): Promise<typeof import('koa-body')> {
  loading ??= import('koa-body');
  return loading;
}

/** `koaBody(options)`, made on the first request of a method it parses; the others pass through as with it. */
export function lazyKoaBody(options: Partial<KoaBodyMiddlewareOptions> = {}): Middleware {
  const methods: readonly string[] = options.parsedMethods ?? PARSED_METHODS;
  let parse: Middleware | null = null;
  return async (ctx, next) => {
    if (!methods.includes(ctx.method.toUpperCase())) return next();
    parse ??= (await koaBodyModule()).koaBody(options);
    return parse(ctx, next);
  };
}
