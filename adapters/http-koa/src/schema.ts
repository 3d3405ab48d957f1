// One TypeBox schema per request body and query, checked at the edge before any handler runs: a value
// outside the schema is answered 400 `{error: {code: 'invalid_input', message, fields}}`, each field's
// message translated. The same schemas are the OpenAPI document's request and response schemas.
import { isAnonymous, type DomainError, type MessageCode } from '@immo/core';
import {
  FormatRegistry,
  Kind,
  Type,
  TypeGuard,
  TypeRegistry,
  type Static,
  type TProperties,
  type TSchema,
} from '@sinclair/typebox';
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

/**
 * Extra keyword of ours: the catalogue code a format or pattern failure is answered with; on a body's
 * root schema, the code of the whole form's refusal (registration_invalid…), every field in `fields`.
 */
interface CodedSchema {
  errorCode?: MessageCode;
  /** The code of any failure of this value (a token too long is an invalid link, not a long text). */
  refusalCode?: MessageCode;
}

/**
 * A text bounded in characters (code points), as MariaDB counts a VARCHAR's width and as JSON Schema
 * counts maxLength — TypeBox's own String counts UTF-16 units, so a name of 4-byte letters would be
 * refused at half its length. Checked by the TEXT_KIND below; documented as a plain JSON Schema string.
 */
const TEXT_KIND = 'BoundedText';
interface TextSchema extends TSchema, CodedSchema {
  maxLength: number;
  format?: string;
  pattern?: string;
}
type TextFailure = 'type' | 'long' | 'format' | 'pattern';

const characterCount = (value: string): number => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

function textFailure(schema: TextSchema, value: unknown): TextFailure | null {
  if (typeof value !== 'string') return 'type';
  if (value.length > schema.maxLength && characterCount(value) > schema.maxLength) return 'long';
  if (schema.format && !(FormatRegistry.Get(schema.format)?.(value) ?? false)) return 'format';
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return 'pattern';
  return null;
}
TypeRegistry.Set<TextSchema>(TEXT_KIND, (schema, value) => textFailure(schema, value) === null);

/** A bounded text; `errorCode` names the message of a format or pattern failure. */
export type TextOptions = CodedSchema & {
  format?: string;
  pattern?: string;
  description?: string;
  examples?: unknown[];
};
export const text = (maxLength: number, options: TextOptions = {}) =>
  Type.Unsafe<string>({ [Kind]: TEXT_KIND, type: 'string', maxLength, ...options });

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

/**
 * A form field as typed, of any JSON scalar type: core reads it and answers the catalogue's messages
 * (a number where a text belongs, a missing field…); only its length is bounded here.
 */
export const scalar = (maxLength: number, options: TextOptions = {}) =>
  Type.Union([text(maxLength, options), Type.Number(), Type.Boolean(), Type.Null()]);

/** An e-mail address as typed (core checks its form with its own message): the column's width. */
export const emailText = () => text(254);

/** A JSON body whose values the handler ignores (a command without a payload): anything sent is dropped. */
export const NO_BODY = 'none';
/** A route that reads no query string (any parameter sent, a cache-buster say, is ignored). */
export const NO_QUERY = 'none';

/** One query parameter: a bounded text, or its repetitions (?types=MAIS&types=APPT) up to `maxItems`. */
export const queryText = (maxLength: number, maxItems = 1) =>
  maxItems > 1 ? Type.Union([text(maxLength), Type.Array(text(maxLength), { maxItems })]) : text(maxLength);

/** A whole number in the query string, as its digits ('' when left empty): at most `digits` of them. */
export const queryDigits = (digits = 9) =>
  text(32, { pattern: `^\\d{0,${digits}}$`, errorCode: 'invalid_input' });

/** A query string of the named parameters, each optional. */
export const querySchema = (properties: Record<string, TSchema>) => Type.Partial(Type.Object(properties));

/** The first page (from 1) and a page size, as most lists take them. */
export const PAGE_QUERY = { page: queryDigits(6), pageSize: queryDigits(3) };

/** A value or null. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** One of a list of texts (a core constant: phases, kinds, roles…). */
export const oneOfTexts = <const V extends readonly string[]>(values: V, description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value as V[number])),
    description ? { description } : {},
  );
/** An instant on the wire: ISO 8601 (UTC, or with the Paris offset where the route says so). */
export const isoInstant = (description = 'ISO 8601') =>
  Type.String({
    description,
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?(Z|[+-]\\d{2}:\\d{2})$',
  });
/** An instant with the Paris offset (2026-11-21T11:00:00+01:00), as the auction and the spaces send them. */
export const parisInstant = () => isoInstant('ISO 8601 with the Paris offset');
/**
 * An answer object: the fields it always has. The document leaves it open (added fields do not break
 * clients); the response check in tests holds it closed, so every field sent is named here.
 */
export const answer = <T extends TProperties>(properties: T, description?: string) =>
  Type.Object(properties, description ? { description } : {});
/** `{ message }`: a translated notice. */
export const MESSAGE_ANSWER = answer({ message: Type.String() });
/** `{ id, message }`: a form sent — what was stored, and the notice the page shows. */
export const SENT_ANSWER = answer({ id: Type.Integer(), message: Type.String() });
/** `{ id }`: what a deletion answers. */
export const ID_ANSWER = answer({ id: Type.Integer() });
/** A collection in the API's hydra form: its members and their count, with the fields a route adds. */
export const hydraCollection = <T extends TSchema, E extends TProperties = Record<never, TSchema>>(
  member: T,
  extra?: E,
) => answer({ 'hydra:member': Type.Array(member), 'hydra:totalItems': Type.Integer(), ...(extra as E) });
/** A page of a list: its items, the count of all, the page (from 1) and its size. */
export const pageAnswer = <T extends TSchema>(item: T) =>
  answer({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

/**
 * A response schema the compiler holds to the function that shapes the answer (or to core's type, through
 * an identity): each of its results must be a value of the schema. The response check in tests holds it to
 * the answers actually sent, fields beyond the schema included.
 */
export const shapedBy = <S extends TSchema>(schema: S, _shape: (...args: never[]) => Static<S>): S => schema;

/**
 * The same check for a shape named by its type only — a function of a route module imported as a type,
 * where a value import would close a cycle: `answerOf<ReturnType<typeof propertyPageOf>>()(SCHEMA)`.
 */
export const answerOf =
  <T>() =>
  <S extends TSchema>(
    schema: S & ([T] extends [Static<S>] ? unknown : { 'fields that do not fit': Misfits<T, Static<S>> }),
  ): S =>
    schema;

/** The top-level fields of T that are not values of U's (or that U requires and T lacks), to name them. */
type Misfits<T, U> =
  | { [K in keyof T & keyof U]: [T[K]] extends [U[K]] ? never : K }[keyof T & keyof U]
  | Exclude<{ [K in keyof U]-?: undefined extends U[K] ? never : K }[keyof U], keyof T>;

/** What a use case answers on success: `shapedBy(SCHEMA, (value: OutputOf<DeletePhoto>) => value)`. */
export type OutputOf<U extends { execute(input: never): Promise<unknown> }> =
  Extract<Awaited<ReturnType<U['execute']>>, { ok: true }> extends { value: infer T } ? T : never;

/** The error answer every route shares (4xx): `{error: {code, message, field?, fields?}}`. */
export const ERROR_SCHEMA = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.Object({ code: Type.String(), message: Type.String() })),
    ),
  }),
});

const ERROR_CODES: Partial<Record<ValueErrorType, MessageCode>> = {
  [ValueErrorType.StringMaxLength]: 'field_too_long',
  [ValueErrorType.ObjectRequiredProperty]: 'field_required',
  [ValueErrorType.NumberMaximum]: 'field_out_of_range',
  [ValueErrorType.NumberMinimum]: 'field_out_of_range',
  [ValueErrorType.IntegerMaximum]: 'field_out_of_range',
  [ValueErrorType.IntegerMinimum]: 'field_out_of_range',
  [ValueErrorType.ArrayMaxItems]: 'field_too_many',
};

/** The catalogue code of a failed text: its length, or its format or pattern (the schema's errorCode). */
function textCodeOf(error: ValueError): MessageCode | undefined {
  const schema = error.schema as TextSchema;
  if (error.type !== ValueErrorType.Kind || schema[Kind] !== TEXT_KIND) return undefined;
  const failure = textFailure(schema, error.value);
  if (failure === 'long') return 'field_too_long';
  if (failure === 'format' || failure === 'pattern') return schema.errorCode;
  return undefined;
}

/** A failure of the schema as the catalogue tells it. */
function domainErrorOf(error: ValueError, field: string): DomainError {
  const schema = error.schema as TSchema & CodedSchema;
  if (schema.refusalCode) return { code: schema.refusalCode, field };
  // A value of the wrong type: invalid_input naming the field, as the use cases answer it.
  let code = textCodeOf(error) ?? ERROR_CODES[error.type] ?? 'invalid_input';
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
          textCodeOf(e) !== undefined ||
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
    // Keyed by the top field; `field` names the value down to a list (where.city; imageIds for imageIds/1).
    const segments = error.path.split('/').slice(1);
    const field = segments[0] ?? '';
    const list = segments.findIndex((segment) => /^\d+$/.test(segment));
    const named = (list < 0 ? segments : segments.slice(0, list)).join('.');
    if (out[field] === undefined) out[field] = domainErrorOf(error, named);
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
  const formCode = (schema as CodedSchema).errorCode;
  return async (ctx, next) => {
    const value = where === 'body' ? ctx.request.body : ctx.query;
    if (!check.Check(value)) {
      if (!publicRoute) {
        // A token left to the use case is read here, as on any other route: a stranger still gets 401.
        await ctx.state.login?.settle();
        if (isAnonymous(ctx.state.viewer)) throw new HttpProblem(401, 'unauthenticated');
      }
      const fields = fieldErrors(check.Errors(value));
      const { '': whole, ...named } = fields;
      const names = Object.keys(named);
      if (whole && names.length === 0) {
        // A body of the wrong shape; a schema may name its own refusal (refusalCode), said of the 'body'.
        const refusal = (schema as CodedSchema).refusalCode;
        throw new HttpProblem(400, refusal ?? 'invalid_input', {}, refusal ? { field: 'body' } : {});
      }
      const first = named[names[0]!]!;
      // A form (errorCode on the schema) answers its own code with every field; otherwise the answer
      // is the first field's, as the use cases answer (field_too_long, field_required…), every field
      // in `fields`.
      if (formCode) throw new HttpProblem(400, formCode, {}, { field: first.field }, named);
      throw new HttpProblem(400, first.code, first.params ?? {}, { field: first.field }, named);
    }
    await next();
  };
}

export const isTypeBoxSchema = (value: unknown): value is TSchema => TypeGuard.IsSchema(value);
