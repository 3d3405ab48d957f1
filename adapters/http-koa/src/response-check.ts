// The response schemas made true: with the check on (tests, never production), every 2xx answer of a
// route is compared with what its RouteDoc declares, and a mismatch becomes a 500 naming the route,
// the JSON path and the schema's error — so the test that met it fails, and says why.
import { translate } from '@immo/core';
import { TypeGuard, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Middleware } from 'koa';
import { gunzipSync } from 'node:zlib';
import type { RouteDoc } from './api-router.js';
import type { ApiContext, ApiState } from './state.js';

/** Set on the 500 of a mismatch: a one-line account the test harness turns into the test's failure. */
export const RESPONSE_MISMATCH_HEADER = 'X-Response-Schema-Mismatch';

export interface ResponseMismatch {
  /** 'GET /api/biens' */
  route: string;
  status: number;
  /** JSON pointer of the first value in error ('' for the whole answer). */
  path: string;
  error: string;
  /** The value found there, if any. */
  value?: unknown;
}

/** What is told of each mismatch besides the answer (the error reporter in tests). */
export type MismatchReport = (mismatch: ResponseMismatch) => void;

/** A mismatch as an error, for an error reporter. */
export class ResponseSchemaMismatch extends Error {
  constructor(readonly mismatch: ResponseMismatch) {
    super(describeMismatch(mismatch));
    this.name = 'ResponseSchemaMismatch';
  }
}

export const describeMismatch = ({ route, status, path, error, value }: ResponseMismatch): string =>
  `${route} answered ${status} outside its response schema at '${path || '/'}': ${error}` +
  (value === undefined ? '' : ` (found ${preview(value)})`);

const preview = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/**
 * The schema as the check reads it: every object closed to the properties it names, unless it says
 * otherwise (a record, `additionalProperties: true`). The published document keeps objects open, so
 * clients tolerate added fields; the check refuses them, so that a field the server sends is a field
 * the document names — and a leaked one (a hash, a token) is caught.
 */
export function closedSchema<T extends TSchema>(schema: T): T {
  return close(schema, true) as T;
}

function close(node: unknown, closable: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => close(item, closable));
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string | symbol, unknown>;
  const copy: Record<string | symbol, unknown> = {};
  for (const key of Reflect.ownKeys(source)) {
    const value = source[key];
    if (key === 'const' || key === 'default' || key === 'examples' || key === 'enum') copy[key] = value;
    // The members of an intersection are read together: closing each would refuse the others' fields.
    else copy[key] = close(value, closable && key !== 'allOf');
  }
  const isObject = copy.type === 'object' && typeof copy.properties === 'object';
  if (
    closable &&
    isObject &&
    copy.additionalProperties === undefined &&
    copy.patternProperties === undefined
  ) {
    copy.additionalProperties = false;
  }
  return copy;
}

type Expected = { kind: 'json'; check: ReturnType<typeof TypeCompiler.Compile> } | { kind: 'file' | 'none' };

function expectedOf(doc: RouteDoc): Expected | null {
  const { response } = doc;
  if (response === 'file' || response === 'none') return { kind: response };
  if (TypeGuard.IsSchema(response))
    return { kind: 'json', check: TypeCompiler.Compile(closedSchema(response)) };
  // An event stream is written straight to the socket, out of the check's reach.
  return null;
}

/** The answer as the client reads it: a JSON value, 'none' without a body, 'other' for anything else. */
function answerOf(ctx: ApiContext): { kind: 'json'; value: unknown } | { kind: 'none' | 'other' } {
  const { body } = ctx;
  if (body === undefined || body === null) return { kind: 'none' };
  const isJson = ctx.response.is('json') !== false;
  if (Buffer.isBuffer(body) || typeof body === 'string') {
    if (!isJson) return { kind: 'other' };
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const plain = ctx.response.get('Content-Encoding') === 'gzip' ? gunzipSync(bytes) : bytes;
    return { kind: 'json', value: JSON.parse(plain.toString('utf8')) };
  }
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return { kind: 'other' };
  // What the client gets: undefined fields dropped, dates as text…
  return { kind: 'json', value: JSON.parse(JSON.stringify(body)) };
}

const SAID: Record<'json' | 'none' | 'other', string> = {
  json: 'a JSON body',
  none: 'no body',
  other: 'a body that is not JSON',
};

function mismatchOf(expected: Expected, ctx: ApiContext): Omit<ResponseMismatch, 'route' | 'status'> | null {
  const answer = answerOf(ctx);
  if (expected.kind === 'json') {
    if (answer.kind !== 'json')
      return { path: '', error: `a JSON body was declared, the answer has ${SAID[answer.kind]}` };
    if (expected.check.Check(answer.value)) return null;
    const first = expected.check.Errors(answer.value).First();
    return first ? { path: first.path, error: first.message, value: first.value } : null;
  }
  if (expected.kind === 'none' && answer.kind !== 'none') {
    return { path: '', error: `no body was declared ('none'), the answer has ${SAID[answer.kind]}` };
  }
  if (expected.kind === 'file' && answer.kind === 'json') {
    return { path: '', error: "a file was declared ('file'), the answer is JSON" };
  }
  return null;
}

/** A header value is Latin-1: anything beyond is escaped, and the account kept short. */
const headerText = (text: string): string =>
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).slice(0, 1000);

/**
 * The check of one route's answers, its schema compiled once; null when the route declares nothing
 * checkable here.
 */
export function responseCheck(doc: RouteDoc, report: MismatchReport): Middleware<ApiState> | null {
  const expected = expectedOf(doc);
  if (!expected) return null;
  const route = `${doc.method.toUpperCase()} ${doc.path}`;
  return async (ctx, next) => {
    await next();
    if (ctx.status < 200 || ctx.status >= 300 || ctx.respond === false) return;
    let found: Omit<ResponseMismatch, 'route' | 'status'> | null;
    try {
      found = mismatchOf(expected, ctx);
    } catch (error) {
      found = { path: '', error: `the answer is not readable JSON (${(error as Error).message})` };
    }
    if (!found) return;
    const mismatch: ResponseMismatch = { route, status: ctx.status, ...found };
    report(mismatch);
    ctx.remove('Content-Encoding');
    ctx.remove('Content-Disposition');
    ctx.status = 500;
    ctx.set(RESPONSE_MISMATCH_HEADER, headerText(describeMismatch(mismatch)));
    ctx.body = {
      error: {
        code: 'unexpected_error',
        message: translate('unexpected_error', ctx.state.locale ?? 'fr'),
        responseSchemaMismatch: mismatch,
      },
    };
  };
}
