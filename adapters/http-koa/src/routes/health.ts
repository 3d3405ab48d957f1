import type { ApiRouter } from '../api-router.js';
import { Type } from '@sinclair/typebox';
import { NO_QUERY } from '../schema.js';

export const healthRoutes = (api: ApiRouter): void => {
  api.route(
    {
      method: 'get',
      path: '/health',
      summary: 'Liveness probe',
      tag: 'ops',
      audience: 'public',
      query: NO_QUERY,
      response: Type.Object({ status: Type.Literal('ok') }),
    },
    (ctx) => {
      ctx.body = { status: 'ok' };
    },
  );
};
