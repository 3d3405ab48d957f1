import type { DomainError } from '@immo/core';
import { ApiError } from '@immo/kit';
import type { TFunction } from 'i18next';

/** The first problem of each field, as core's rules name them. */
export type FieldProblems = Partial<Record<string, DomainError>>;

/** Core's field errors (each with its `field`) as one problem a field, the first of each kept. */
export function problemsByField(errors: readonly DomainError[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const error of errors) if (error.field && !problems[error.field]) problems[error.field] = error;
  return problems;
}

/** Formik's errors: each problem in the reader's language. */
export function translatedProblems(problems: FieldProblems, t: TFunction): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems))
    if (problem) texts[field] = t(problem.code, problem.params ?? {});
  return texts;
}

interface ErrorBody {
  error?: {
    code?: string;
    message?: string;
    field?: string;
    fields?: Record<string, { code?: string; message?: string }>;
  };
}

// By name too: a remote built with its own copy of the kit would hold another ApiError class.
export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError || (error as Error | null)?.name === 'ApiError';

const errorOf = (error: unknown): ErrorBody['error'] =>
  isApiError(error) ? (error.body as ErrorBody | null)?.error : undefined;

/** A code's text when the catalogue has it, else the server's own (already in the reader's language). */
function textOf(code: string | undefined, message: string | undefined, t: TFunction): string | null {
  if (message) return message;
  if (code && t(code) !== code) return t(code);
  return null;
}

/**
 * What a failed call says to the reader: the server's message (translated by it, with its
 * figures), else the catalogue's text of its code, else a network or generic failure.
 */
export function failureText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('unexpected_error');
  if (error.status === 0) return t('login_network_error');
  return textOf(error.code, error.message || errorOf(error)?.message, t) ?? t('unexpected_error');
}

/**
 * The fields a refused form names (`fields`, or the one `field` of the error), each with its
 * text; empty when the refusal is not about a field.
 */
export function serverFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  const body = errorOf(error);
  if (!body) return {};
  const texts: Record<string, string> = {};
  for (const [field, problem] of Object.entries(body.fields ?? {})) {
    const text = textOf(problem.code, problem.message, t);
    if (text) texts[field] = text;
  }
  if (body.field && !texts[body.field]) texts[body.field] = failureText(error, t);
  return texts;
}
