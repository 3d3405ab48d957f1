// The table query routes (spec §2.4, §7): /api/qb/{table} and /api/qb/{table}/{id}, over a whitelist of
// tables and columns the core use cases hold — never SQL.
import { QB_TABLES, QB_TABLE_NAMES, type QueryTable, type UpdateTableRow } from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { idParam, respond } from '../../respond.js';
import { SALES_TAG } from './sale-form.js';
import { NO_QUERY } from '../../schema.js';
import { TABLE_QUERY_BODY, TABLE_UPDATE_BODY } from './schemas.js';
import * as A from './answers.js';

export interface TableQueryUseCases {
  queryTable: QueryTable;
  updateTableRow: UpdateTableRow;
}

const tableParam = (params: Record<string, string>): string => params.table ?? '';

const COLUMNS = QB_TABLE_NAMES.map((name) => `${name} (${QB_TABLES[name].columns.join(', ')})`).join('; ');
const WRITABLE = QB_TABLE_NAMES.filter((name) => QB_TABLES[name].writable)
  .map((name) => `${name} (${Object.keys(QB_TABLES[name].writable!.columns).join(', ')})`)
  .join('; ');

export const tableQueryRoutes = (useCases: TableQueryUseCases, api: ApiRouter): void => {
  api.route(
    {
      method: 'post',
      path: '/api/qb/:table',
      response: A.TABLE_PAGE_ANSWER,
      query: NO_QUERY,
      summary: `Reads a whitelisted table of the sales the viewer manages. Tables and columns: ${COLUMNS}`,
      tag: SALES_TAG,
      audience: 'negotiator',
      body: TABLE_QUERY_BODY,
      responses: {
        200: '{ table, columns, items: [row], total, page, pageSize }; instants as ISO 8601 with the Paris offset',
        400: 'qb_table_not_allowed, qb_column_not_allowed, invalid_input (error.field)',
        401: 'unauthenticated',
        403: 'forbidden: not a negotiator',
      },
    },
    async (ctx) => {
      const result = await useCases.queryTable.execute({
        viewer: ctx.state.viewer,
        table: tableParam(ctx.params),
        query: ctx.request.body,
      });
      respond(ctx, result);
    },
  );

  api.route(
    {
      method: 'put',
      path: '/api/qb/:table/:id',
      response: A.TABLE_ROW_ANSWER,
      query: NO_QUERY,
      summary: `Changes whitelisted columns of one row of a sale the viewer manages. Writable: ${WRITABLE}`,
      tag: SALES_TAG,
      audience: 'negotiator',
      body: TABLE_UPDATE_BODY,
      responses: {
        200: '{ table, id, row }',
        400: 'qb_table_not_allowed, qb_column_not_allowed, invalid_input, inline_text_too_long',
        401: 'unauthenticated',
        403: 'forbidden: another negotiator’s sale',
        404: 'not_found',
      },
    },
    async (ctx) => {
      const id = idParam(ctx, 'id');
      const result = await useCases.updateTableRow.execute({
        viewer: ctx.state.viewer,
        table: tableParam(ctx.params),
        id,
        changes: ctx.request.body,
      });
      respond(ctx, result);
    },
  );
};
