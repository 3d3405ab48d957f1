// The negotiator's sales area: lists, table query routes, inline edits (the sale form's own schema is
// SALE_FORM_SCHEMA in sale-form.ts). Values are bounded here, their rules and messages are core's.
import { Type } from '@sinclair/typebox';
import { PAGE_QUERY, querySchema, queryText, scalar, text } from '../../schema.js';

/** A column name of the whitelist (core refuses any other with qb_column_not_allowed). */
const column = text(64);
/** A cell's value: a scalar, texts bounded by the widest whitelisted TEXT column. */
const cell = scalar(20_000);

export const SALES_LIST_QUERY = querySchema({
  status: queryText(16, 4),
  // Core names a text over its 200 characters ('text'); beyond 1 000 the edge refuses it.
  q: queryText(1000, 4),
  ...PAGE_QUERY,
});

export const TABLE_QUERY_BODY = Type.Object(
  {
    where: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), cell, {
        description: 'column → value, equality',
        maxProperties: 32,
      }),
    ),
    orderBy: Type.Optional(
      Type.Union([
        column,
        Type.Object({
          column,
          direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
        }),
      ]),
    ),
    columns: Type.Optional(Type.Array(column, { minItems: 1, maxItems: 64 })),
    page: Type.Optional(scalar(9)),
    pageSize: Type.Optional(scalar(9)),
  },
  { additionalProperties: false },
);

export const TABLE_UPDATE_BODY = Type.Record(Type.String({ maxLength: 64 }), cell, {
  description: 'column → new value',
  minProperties: 1,
  maxProperties: 64,
});

export const INLINE_EDIT_BODY = (properties: readonly string[]) =>
  Type.Record(Type.String({ maxLength: 64 }), cell, {
    description: `Exactly one property, one of: ${properties.join(', ')}. Types: text as is; float and integer with spaces stripped and a comma as decimal separator; date dd/mm/yyyy (1900–2099).`,
    maxProperties: 64,
    refusalCode: 'inline_single_property_required',
  });
