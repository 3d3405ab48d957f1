// Photos and documents of a sale: the JSON bodies and queries (uploads are multipart, bounded by
// UPLOAD_MAX_BYTES and the image budget). Legends are a TEXT column; ids INT.
import { Type } from '@sinclair/typebox';
import { INT_COLUMN_MAX, querySchema, queryText, scalar } from '../../schema.js';

export const LEGEND_BODY = Type.Object({
  legend: Type.Optional(
    scalar(10_000, { description: 'Required, at most 120 characters (core answers with its messages)' }),
  ),
});

export const REORDER_BODY = Type.Object(
  {
    imageIds: Type.Array(Type.Integer({ minimum: 1, maximum: INT_COLUMN_MAX }), { maxItems: 1000 }),
  },
  { errorCode: 'invalid_input' },
);

/** ?width=1920 (full, the default) or 1024 (thumbnail); another value is the use case's to refuse. */
export const PHOTO_QUERY = querySchema({ width: queryText(6, 4) });
