import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { TSchema } from '@sinclair/typebox';
import { isTypeBoxSchema, validate } from './schema.js';
import type { ApiState } from './state.js';
import { Throttles, memoryLimiters, type ThrottleRule } from './throttle.js';

/** The throttling rules of the API's own forms. */
export interface ThrottleRules {
  loginPerAccount: ThrottleRule;
  loginPerAddress: ThrottleRule;
  /** The forms that mail, each per client address. */
  signUp: ThrottleRule;
  newsletter: ThrottleRule;
  /** Per typed address: a stranger's address cannot be flooded with confirmation e-mails. */
  newsletterPerAddress: ThrottleRule;
  passwordReset: ThrottleRule;
  verificationResend: ThrottleRule;
}

const DEFAULT_RULES: ThrottleRules = {
  loginPerAccount: { name: 'login-account', points: 10, durationSeconds: 900 },
  loginPerAddress: { name: 'login-address', points: 30, durationSeconds: 900 },
  signUp: { name: 'sign-up', points: 20, durationSeconds: 3600 },
  newsletter: { name: 'newsletter', points: 20, durationSeconds: 3600 },
  newsletterPerAddress: { name: 'newsletter-address', points: 5, durationSeconds: 3600 },
  passwordReset: { name: 'password-reset', points: 20, durationSeconds: 3600 },
  verificationResend: { name: 'verification-resend', points: 20, durationSeconds: 3600 },
};

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
  /**
   * Schema of the JSON body, or 'multipart' for uploads. A TypeBox schema is also checked before the
   * handlers run (400 invalid_input with each field's error); a plain JSON Schema only documents.
   */
  body?: TSchema | Record<string, unknown> | 'multipart';
  /** TypeBox schema of the query string (its values are texts), checked like the body. */
  query?: TSchema;
  /** TypeBox schema of the success answer (status `responseStatus`, 200 by default), documented. */
  response?: TSchema;
  responseStatus?: number;
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

  constructor(
    /** The shared throttling counters: routes call `throttle(api.throttles, rule)` (throttle.ts). */
    readonly throttles: Throttles = new Throttles(memoryLimiters),
    readonly throttleRules: ThrottleRules = DEFAULT_RULES,
  ) {}

  route(doc: RouteDoc, ...routeHandlers: Middleware<ApiState>[]): this {
    this.docs.push(doc);
    const handlers = [
      ...(doc.query ? [validate(doc.query, 'query', doc.audience === 'public')] : []),
      ...(isTypeBoxSchema(doc.body) ? [validate(doc.body, 'body', doc.audience === 'public')] : []),
      ...routeHandlers,
    ];
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
      const parameters: Record<string, unknown>[] = [...doc.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      }));
      const query = doc.query as { properties?: Record<string, unknown>; required?: string[] } | undefined;
      for (const [name, schema] of Object.entries(query?.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema });
      }
      const successStatus = String(doc.responseStatus ?? 200);
      const operation: Record<string, unknown> = {
        summary: doc.summary,
        tags: [doc.tag],
        'x-audience': doc.audience,
        parameters,
        responses: {
          ...Object.fromEntries(
            Object.entries(doc.responses ?? { [successStatus]: 'OK' }).map(([status, description]) => [
              status,
              status === successStatus && doc.response
                ? { description, content: { 'application/json': { schema: doc.response } } }
                : { description },
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
      // 3.1: its schemas are JSON Schema 2020-12, which TypeBox writes (type 'null', const).
      openapi: '3.1.0',
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
                properties: {
                  code: { type: 'string' },
                  message: { type: 'string' },
                  field: { type: 'string' },
                  fields: {
                    type: 'object',
                    additionalProperties: {
                      type: 'object',
                      required: ['code', 'message'],
                      properties: { code: { type: 'string' }, message: { type: 'string' } },
                    },
                  },
                },
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
