import type { ApiRouter } from '../api-router.js';

export const healthRoutes = (api: ApiRouter): void => {
  api.route(
    { method: 'get', path: '/health', summary: 'Liveness probe', tag: 'ops', audience: 'public' },
    (ctx) => {
      ctx.body = { status: 'ok' };
    },
  );
};
