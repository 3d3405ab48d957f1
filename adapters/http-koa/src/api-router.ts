import Router from '@koa/router';
import type { Middleware } from 'koa';
import { TypeGuard, type TSchema } from '@sinclair/typebox';
import { ERROR_SCHEMA, NO_BODY, NO_QUERY, isTypeBoxSchema, validate } from './schema.js';
import { HotReads, type HotRead } from './hot-reads.js';
import { responseCheck, type MismatchReport } from './response-check.js';
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

/** A stream of server-sent events, the data of each a JSON value of `eventStream`. */
export interface EventStream {
  eventStream: TSchema;
}
export const eventStream = (data: TSchema): EventStream => ({ eventStream: data });
export const isEventStream = (value: unknown): value is EventStream =>
  typeof value === 'object' && value !== null && TypeGuard.IsSchema((value as EventStream).eventStream);

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
  body?: TSchema | Record<string, unknown> | 'multipart' | typeof NO_BODY;
  /** TypeBox schema of the query string (its values are texts), checked like the body; NO_QUERY when none is read. */
  query?: TSchema | typeof NO_QUERY;
  /**
   * TypeBox schema of the success answer (status `responseStatus`, 200 by default), documented and, in
   * tests, checked (response-check.ts); 'file' for a download (bytes of the document's own type), 'none'
   * for an answer without a body (204, 302), eventStream(schema) for server-sent events.
   */
  response?: TSchema | 'file' | 'none' | EventStream;
  responseStatus?: number;
  /** Status → description of the answers worth knowing besides the error shape. */
  responses?: Record<number, string>;
  /** Named route of the spec (download_private, inscription_vente, acheteur_bien_show, search). */
  name?: string;
  /**
   * The use case reads the caller's account and the token's revocation itself (the bid: in its batch,
   * under the auction's lock): the authentication verifies the token only and leaves `ctx.state.login`
   * (state.ts) instead of a viewer. The handler passes it on and calls `login.refuse()` on `unauthenticated`.
   */
  accountReadByUseCase?: true;
}

/**
 * The router and its documentation in one: a route cannot be registered without the entry that
 * `/api/docs.json` shows for it.
 */
export class ApiRouter {
  readonly router = new Router<ApiState>();
  /** The hot GETs answered ahead of the app's middlewares when their answer is kept (hot-reads.ts). */
  readonly hotReads = new HotReads();
  private readonly docs: RouteDoc[] = [];
  /** Each GET route's answer check (tests), for its hot read. */
  private readonly getChecks = new Map<string, Middleware<ApiState> | null>();
  /** The routes whose use case reads the account (`accountReadByUseCase`), as METHOD and path pattern. */
  private readonly accountReadingRoutes: { method: string; path: RegExp }[] = [];

  constructor(
    /** The shared throttling counters: routes call `throttle(api.throttles, rule)` (throttle.ts). */
    readonly throttles: Throttles = new Throttles(memoryLimiters),
    readonly throttleRules: ThrottleRules = DEFAULT_RULES,
    /** With it (tests), each 2xx answer is checked against the route's response schema (response-check.ts). */
    private readonly onResponseMismatch?: MismatchReport,
  ) {}

  route(doc: RouteDoc, ...routeHandlers: Middleware<ApiState>[]): this {
    this.docs.push(doc);
    if (doc.accountReadByUseCase) {
      const literal = doc.path.split(/:\w+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const path = new RegExp(`^${literal.join('[^/]+')}$`);
      this.accountReadingRoutes.push({ method: doc.method.toUpperCase(), path });
    }
    const check = this.onResponseMismatch ? responseCheck(doc, this.onResponseMismatch) : null;
    if (doc.method === 'get') this.getChecks.set(doc.path, check);
    const handlers = [
      ...(check ? [check] : []),
      ...(isTypeBoxSchema(doc.query) ? [validate(doc.query, 'query', doc.audience === 'public')] : []),
      ...(isTypeBoxSchema(doc.body) ? [validate(doc.body, 'body', doc.audience === 'public')] : []),
      ...routeHandlers,
    ];
    if (doc.name) this.router.register(doc.path, [doc.method.toUpperCase()], handlers, { name: doc.name });
    else this.router[doc.method](doc.path, ...handlers);
    return this;
  }

  /**
   * The GET route at `path` (registered already, its params ids) also answered ahead of the app's
   * middlewares whenever `read` finds its answer kept; the route answers everything else.
   */
  hot(path: string, read: HotRead): this {
    if (!this.getChecks.has(path)) throw new Error(`No GET route ${path} to make hot`);
    this.hotReads.add(path, read, this.getChecks.get(path) ?? null);
    return this;
  }

  /** Whether the route of this request reads the caller's account in its use case (`accountReadByUseCase`). */
  readsAccountInUseCase(method: string, path: string): boolean {
    return this.accountReadingRoutes.some((route) => route.method === method && route.path.test(path));
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
      const query = (isTypeBoxSchema(doc.query) ? doc.query : undefined) as
        { properties?: Record<string, unknown>; required?: string[] } | undefined;
      for (const [name, schema] of Object.entries(query?.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema });
      }
      // The documented success: the declared status, else the first 2xx or 3xx the route lists, else 200.
      const successStatus = String(
        doc.responseStatus ?? Object.keys(doc.responses ?? {}).find((status) => /^[23]/.test(status)) ?? 200,
      );
      const operation: Record<string, unknown> = {
        summary: doc.summary,
        tags: [doc.tag],
        'x-audience': doc.audience,
        parameters,
        responses: {
          ...Object.fromEntries(
            Object.entries<string>({ [successStatus]: 'OK', ...doc.responses }).map(
              ([status, description]) => [
                status,
                status === successStatus ? successAnswer(description, doc.response) : { description },
              ],
            ),
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
      } else if (doc.body && doc.body !== NO_BODY) {
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
          Error: ERROR_SCHEMA,
        },
        securitySchemes: {
          bearerCookie: { type: 'apiKey', in: 'cookie', name: 'BEARER' },
          bearerHeader: { type: 'http', scheme: 'bearer' },
        },
      },
    };
  }
}

/** The success answer's entry: its JSON schema, or the bytes of a download. */
function successAnswer(description: string, response: RouteDoc['response']): Record<string, unknown> {
  if (response === 'file') {
    return {
      description,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (isEventStream(response)) {
    return {
      description,
      content: {
        'text/event-stream': {
          schema: {
            type: 'string',
            description: 'Server-sent events; the data of each is JSON (x-event-data)',
          },
          'x-event-data': response.eventStream,
        },
      },
    };
  }
  if (response === undefined || response === 'none') return { description };
  return { description, content: { 'application/json': { schema: response } } };
}

export const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
