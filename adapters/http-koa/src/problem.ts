import type { DomainError, MessageCode } from '@immo/core';

/** A failure to answer as `{error: {code, message}}` with an HTTP status; thrown inside handlers. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly params: Readonly<Record<string, string | number>> = {},
    /** Extra fields sent beside code and message (e.g. the field in error). */
    readonly details: Readonly<Record<string, unknown>> = {},
    /** A rejected form: each field's error, translated when the answer is written. */
    readonly fields?: DomainError['fields'],
  ) {
    super(code);
    this.name = 'HttpProblem';
  }
}

export const problemOf = (error: DomainError, status: number): HttpProblem =>
  new HttpProblem(
    status,
    error.code,
    error.params ?? {},
    error.field ? { field: error.field } : {},
    error.fields,
  );
