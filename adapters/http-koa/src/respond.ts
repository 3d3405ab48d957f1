import type { DomainError, Result } from '@immo/core';
import { HttpProblem, problemOf } from './problem.js';
import type { ApiContext } from './state.js';
import { statusOf } from './status-of.js';

/** Sends a use case's value (shaped by `shape`) or turns its error into the status and body of the catalogue. */
export function respond<T>(
  ctx: ApiContext,
  result: Result<T, DomainError>,
  shape: (value: T) => unknown = (v) => v,
  status = 200,
): void {
  if (!result.ok) throw problemOf(result.error, statusOf(result.error.code));
  ctx.status = status;
  ctx.body = shape(result.value);
}

/** The JSON body as an object; anything else is a bad request. */
export function jsonObject(ctx: ApiContext): Record<string, unknown> {
  const body = ctx.request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpProblem(400, 'invalid_input');
  return body as Record<string, unknown>;
}

/** A numeric id from the path; a malformed one names nothing, so it is not found. */
export function idParam(ctx: ApiContext, name: string): number {
  const raw = (ctx.params as Record<string, string | undefined>)[name] ?? '';
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpProblem(404, 'not_found');
  return id;
}
