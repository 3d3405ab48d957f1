// The auction area: the bid and the home page's list. A bid's amount is bounded to a safe integer here;
// the maximum bid (100 × the first price) is core's, answered 422 bid_above_maximum with its message.
import { Type } from '@sinclair/typebox';
import { PAGE_QUERY, querySchema, queryText, text } from '../../schema.js';

export const BID_BODY = Type.Object({
  amount: Type.Optional(
    Type.Union(
      [
        Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        Type.Number(),
        text(32, { description: 'Whole euros as digits' }),
      ],
      { description: 'Whole euros: a JSON number, or a string of digits; core checks the grid and bounds' },
    ),
  ),
});

export const PUBLIC_SALES_QUERY = querySchema({
  status: queryText(64, 8),
  'status[]': queryText(16, 8),
  statuses: queryText(64, 8),
  ...PAGE_QUERY,
});
