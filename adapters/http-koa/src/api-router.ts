import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ApiState } from './state.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Who may call a route, as documented; the use cases enforce it. */
export type Audience = 'public' | 'user' | 'buyer' | 'negotiator' | 'seller' | 'admin';

export interface RouteDoc {
  method: HttpMethod;
  /** Koa router syntax: /api/bien/currentauction/:enchereId */
  path: string;
  summary: string;
  tag: string;
  audience: Audience;
  /** JSON Schema of the JSON body, or 'multipart' for uploads. */
  body?: Record<string, unknown> | 'multipart';
  /** Status → description of the answers worth knowing besides the error shape. */
  responses?: Record<number, string>;
  /** Named route of the spec (download_private, inscription_vente, acheteur_bien_show, search). */
  name?: string;
}

/**
 * The router and its documentation in one: a route cannot be registered without the entry that
 * `/api/docs.json` shows for it.
 */
export class ApiRouter {
  readonly router = new Router<ApiState>();
  private readonly docs: RouteDoc[] = [];

  route(doc: RouteDoc, ...handlers: Middleware<ApiState>[]): this {
    this.docs.push(doc);
    if (doc.name) this.router.register(doc.path, [doc.method.toUpperCase()], handlers, { name: doc.name });
    else this.router[doc.method](doc.path, ...handlers);
    return this;
  }

  routes(): readonly RouteDoc[] {
    return this.docs;
  }

  openApi(info: { title: string; version: string }): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const doc of this.docs) {
      const path = toOpenApiPath(doc.path);
      const parameters = [...doc.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      }));
      const operation: Record<string, unknown> = {
        summary: doc.summary,
        tags: [doc.tag],
        'x-audience': doc.audience,
        parameters,
        responses: {
          ...Object.fromEntries(
            Object.entries(doc.responses ?? { 200: 'OK' }).map(([status, description]) => [
              status,
              { description },
            ]),
          ),
          '4XX': {
            description: 'Error',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      };
      if (doc.name) operation.operationId = doc.name;
      if (doc.body === 'multipart') {
        operation.requestBody = { content: { 'multipart/form-data': { schema: { type: 'object' } } } };
      } else if (doc.body) {
        operation.requestBody = { content: { 'application/json': { schema: doc.body } } };
      }
      (paths[path] ??= {})[doc.method] = operation;
    }
    return {
      openapi: '3.0.3',
      info,
      paths,
      components: {
        schemas: {
          Error: {
            type: 'object',
            required: ['error'],
            properties: {
              error: {
                type: 'object',
                required: ['code', 'message'],
                properties: { code: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
        securitySchemes: {
          bearerCookie: { type: 'apiKey', in: 'cookie', name: 'BEARER' },
          bearerHeader: { type: 'http', scheme: 'bearer' },
        },
      },
    };
  }
}

export const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
