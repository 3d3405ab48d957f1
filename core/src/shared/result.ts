import type { MessageCode } from '../messages/catalogue.js';

/** A failure the business foresees: a catalogue code (never French text), optional placeholders and field. */
export interface DomainError {
  readonly code: MessageCode;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The form field or input property the error is about, when there is one. */
  readonly field?: string;
  /** A rejected form: each field's own error, keyed by the field's wire name. */
  readonly fields?: Readonly<Partial<Record<string, DomainError>>>;
}

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}
export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}
export type Result<T, E = DomainError> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E = DomainError>(error: E): Err<E> => ({ ok: false, error });

export const domainError = (
  code: MessageCode,
  params?: Record<string, string | number>,
  field?: string,
): DomainError => ({ code, ...(params ? { params } : {}), ...(field ? { field } : {}) });

export const fail = (code: MessageCode, params?: Record<string, string | number>, field?: string) =>
  err(domainError(code, params, field));

/** One use case: one public entry, a value or a typed error. */
export interface UseCase<In, Out, E = DomainError> {
  execute(input: In): Promise<Result<Out, E>>;
}
