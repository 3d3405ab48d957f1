// One TypeBox schema per request body and query, checked at the edge before any handler runs: a value
// outside the schema is answered 400 `{error: {code: 'invalid_input', message, fields}}`, each field's
// message translated. The same schemas are the OpenAPI document's request and response schemas.
import { isAnonymous, type DomainError, type MessageCode } from '@immo/core';
import { FormatRegistry, Type, TypeGuard, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import type { Middleware } from 'koa';
import { HttpProblem } from './problem.js';
import type { ApiState } from './state.js';

/** Web links: http(s) only, never javascript: or data:. */
export const HTTP_URL_FORMAT = 'http-url';
/** Text without control characters nor pictographs (emoji): names, codes, cities. */
export const PLAIN_TEXT_FORMAT = 'plain-text';

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const PLAIN_TEXT = /^[^\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{So}]*$/u;
FormatRegistry.Set(HTTP_URL_FORMAT, (value) => HTTP_URL.test(value.trim()));
FormatRegistry.Set(PLAIN_TEXT_FORMAT, (value) => PLAIN_TEXT.test(value));

/** The largest value of an INT column on MariaDB (SQLite would take more: the schema refuses it on both). */
export const INT_COLUMN_MAX = 2_147_483_647;

/** Extra keyword of ours: the catalogue code a format or pattern failure is answered with. */
interface CodedSchema {
  errorCode?: MessageCode;
}

/** A bounded text; `errorCode` names the message of a format or pattern failure. */
export const text = (maxLength: number, options: Parameters<typeof Type.String>[0] & CodedSchema = {}) =>
  Type.String({ maxLength, ...options });

/** An http(s) link, or '' for none. */
export const httpUrl = (maxLength = 2048) =>
  Type.Union([
    Type.Literal(''),
    text(maxLength, { format: HTTP_URL_FORMAT, errorCode: 'field_url_invalid' }),
  ]);

/** A whole number within bounds. */
export const int = (minimum: number, maximum: number, options: Parameters<typeof Type.Integer>[0] = {}) =>
  Type.Integer({ minimum, maximum, ...options });

/**
 * A number typed in a form input, travelling as its text (or a JSON number): the text is only
 * bounded in length (core reads it and answers its own messages), the number within bounds.
 */
export const numberText = (maximum: number, minimum = 0) =>
  Type.Union([Type.String({ maxLength: 32 }), Type.Number({ minimum, maximum })]);

const ERROR_CODES: Partial<Record<ValueErrorType, MessageCode>> = {
  [ValueErrorType.StringMaxLength]: 'field_too_long',
  [ValueErrorType.ObjectRequiredProperty]: 'field_required',
  [ValueErrorType.NumberMaximum]: 'field_out_of_range',
  [ValueErrorType.NumberMinimum]: 'field_out_of_range',
  [ValueErrorType.IntegerMaximum]: 'field_out_of_range',
  [ValueErrorType.IntegerMinimum]: 'field_out_of_range',
  [ValueErrorType.ArrayMaxItems]: 'field_too_many',
};

/** A failure of the schema as the catalogue tells it. */
function domainErrorOf(error: ValueError, field: string): DomainError {
  const schema = error.schema as TSchema & CodedSchema;
  let code = ERROR_CODES[error.type] ?? 'field_invalid';
  if (error.type === ValueErrorType.StringFormat || error.type === ValueErrorType.StringPattern) {
    code = schema.errorCode ?? 'field_invalid';
  }
  // A union (number or number text, '' or a link): the branch that failed with a telling error
  // (a bound, a format of ours) says more than "no branch matched".
  if (error.type === ValueErrorType.Union) {
    const telling = error.errors
      .flatMap((branch) => [...branch])
      .find(
        (e) =>
          ERROR_CODES[e.type] !== undefined ||
          ((e.type === ValueErrorType.StringFormat || e.type === ValueErrorType.StringPattern) &&
            (e.schema as CodedSchema).errorCode !== undefined),
      );
    if (telling) return domainErrorOf(telling, field);
  }
  const params: Record<string, string | number> = {};
  if (code === 'field_too_long') params.max = Number(schema.maxLength);
  if (code === 'field_too_many') params.max = Number(schema.maxItems);
  if (code === 'field_out_of_range') {
    params.min = schema.minimum ?? schema.exclusiveMinimum ?? '−∞';
    params.max = schema.maximum ?? schema.exclusiveMaximum ?? '+∞';
  }
  return { code, field, ...(Object.keys(params).length ? { params } : {}) };
}

/** Each field's first error, keyed by the field's wire name ('' for the whole value). */
export function fieldErrors(errors: Iterable<ValueError>): Record<string, DomainError> {
  const out: Record<string, DomainError> = {};
  for (const error of errors) {
    const field = error.path.split('/')[1] ?? '';
    if (out[field] === undefined) out[field] = domainErrorOf(error, field);
  }
  return out;
}

/**
 * Checks the JSON body or the query string against `schema`; refuses with the fields otherwise. On a
 * route for signed-in users, an anonymous caller learns nothing of the schema: 401 first.
 */
export function validate(
  schema: TSchema,
  where: 'body' | 'query',
  publicRoute: boolean,
): Middleware<ApiState> {
  const check = TypeCompiler.Compile(schema);
  return async (ctx, next) => {
    const value = where === 'body' ? ctx.request.body : ctx.query;
    if (!check.Check(value)) {
      if (!publicRoute && isAnonymous(ctx.state.viewer)) throw new HttpProblem(401, 'unauthenticated');
      const fields = fieldErrors(check.Errors(value));
      const { '': whole, ...named } = fields;
      if (whole && Object.keys(named).length === 0) throw new HttpProblem(400, 'invalid_input');
      const first = Object.keys(named)[0];
      throw new HttpProblem(400, 'invalid_input', {}, first ? { field: first } : {}, named);
    }
    await next();
  };
}

export const isTypeBoxSchema = (value: unknown): value is TSchema => TypeGuard.IsSchema(value);
