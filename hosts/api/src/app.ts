import Router from '@koa/router';
import Koa from 'koa';

/** The HTTP application. Routes of the spec arrive with the http-koa adapter. */
export function createApp(): Koa {
  const app = new Koa();
  const router = new Router();
  router.get('/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  app.use(router.routes()).use(router.allowedMethods());
  return app;
}
