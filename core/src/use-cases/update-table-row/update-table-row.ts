import type { Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { authorizeSaleManager, isSaleId } from '../create-sale/sale-checks.js';
import { viewerManagesSale, qbTable, type QbRow, type QbTableName } from '../query-table/qb-tables.js';

export interface UpdateTableRowInput {
  viewer: Viewer;
  /** As the route names it: /api/qb/{table}/{id}. */
  table: unknown;
  id: unknown;
  /** The columns to change and their new values: `{ interest: 'undecided' }`. */
  changes: unknown;
}

export interface UpdatedTableRow {
  table: QbTableName;
  id: number;
  /** The whole row once saved. */
  row: QbRow;
}

/**
 * PUT /api/qb/{table}/{id}: changes whitelisted columns of one row of a sale the viewer manages — the
 * sale's negotiator or an administrator. Only buyer files' interest and negotiatorComment are
 * writable; every other column, and every column of a read-only table, is qb_column_not_allowed.
 * Errors: unauthenticated, forbidden, qb_table_not_allowed, qb_column_not_allowed, invalid_input,
 * inline_text_too_long, not_found.
 */
export class UpdateTableRow implements UseCase<UpdateTableRowInput, UpdatedTableRow> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  async execute(input: UpdateTableRowInput): Promise<Result<UpdatedTableRow>> {
    const authorized = authorizeSaleManager(input.viewer);
    if (!authorized.ok) return authorized;
    const found = qbTable(input.table);
    if (!found.ok) return found;
    const table = found.value;
    const { changes } = input;
    if (changes === null || typeof changes !== 'object' || Array.isArray(changes)) {
      return fail('invalid_input');
    }
    const entries = Object.entries(changes as Record<string, unknown>);
    if (entries.length === 0) return fail('invalid_input');
    const writable = table.writable;
    for (const [column] of entries) {
      if (!writable || !Object.hasOwn(writable.columns, column)) {
        return fail('qb_column_not_allowed', { table: table.name, column }, column);
      }
    }
    if (!writable || !isSaleId(input.id)) return fail('not_found', undefined, 'id');
    const id = input.id;

    return this.deps.unitOfWork.run(async (repos): Promise<Result<UpdatedTableRow>> => {
      let record = await writable.find(repos, id);
      if (!record) return fail('not_found', undefined, 'id');
      const property = await repos.properties.findById(writable.propertyIdOf(record));
      if (!property || !viewerManagesSale(input.viewer, property)) return fail('forbidden');
      for (const [column, value] of entries) {
        const written = writable.columns[column]!(record, value);
        if (!written.ok) return written;
        record = written.value;
      }
      await writable.save(repos, record);
      return ok({ table: table.name, id, row: writable.row(record) });
    });
  }
}
