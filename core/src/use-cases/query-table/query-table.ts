import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { err, fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { authorizeSaleManager } from '../create-sale/sale-checks.js';
import {
  managedProperties,
  QB_DEFAULT_PAGE_SIZE,
  QB_MAX_PAGE_SIZE,
  qbTable,
  saleIdFilter,
  type QbCell,
  type QbRow,
  type QbTable,
  type QbTableName,
} from './qb-tables.js';

export interface QueryTableInput {
  viewer: Viewer;
  /** As the route names it: /api/qb/{table}. */
  table: unknown;
  /**
   * The query as received: `{ where?: {column: value}, orderBy?: column | {column, direction},
   * columns?: [column…], page?, pageSize? }`. Every column must be one of the table's.
   */
  query: unknown;
}

export type QbDirection = 'asc' | 'desc';

export interface TableQuery {
  where: Readonly<Record<string, QbCell>>;
  orderBy: { column: string; direction: QbDirection };
  columns: readonly string[];
  page: number;
  pageSize: number;
}

export interface TablePage {
  table: QbTableName;
  columns: string[];
  items: QbRow[];
  total: number;
  page: number;
  pageSize: number;
}

const QUERY_KEYS = ['where', 'orderBy', 'columns', 'page', 'pageSize'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isCell = (value: unknown): value is QbCell =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

const isWholeInRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

function knownColumn(table: QbTable, column: unknown, field: string): Result<string> {
  if (typeof column !== 'string') return fail('invalid_input', undefined, field);
  if (!table.columns.includes(column)) {
    return fail('qb_column_not_allowed', { table: table.name, column }, field);
  }
  return ok(column);
}

function readWhere(table: QbTable, raw: unknown): Result<Record<string, QbCell>> {
  if (raw === undefined) return ok({});
  if (!isPlainObject(raw)) return fail('invalid_input', undefined, 'where');
  const where: Record<string, QbCell> = {};
  for (const [column, value] of Object.entries(raw)) {
    const known = knownColumn(table, column, 'where');
    if (!known.ok) return known;
    if (!isCell(value)) return fail('invalid_input', undefined, `where.${column}`);
    where[column] = value;
  }
  return ok(where);
}

function readOrderBy(table: QbTable, raw: unknown): Result<TableQuery['orderBy']> {
  if (raw === undefined) return ok({ column: 'id', direction: 'asc' });
  if (typeof raw === 'string') {
    const known = knownColumn(table, raw, 'orderBy');
    return known.ok ? ok({ column: known.value, direction: 'asc' }) : known;
  }
  if (!isPlainObject(raw)) return fail('invalid_input', undefined, 'orderBy');
  const known = knownColumn(table, raw.column, 'orderBy');
  if (!known.ok) return known;
  const direction = raw.direction ?? 'asc';
  if (direction !== 'asc' && direction !== 'desc') return fail('invalid_input', undefined, 'orderBy');
  return ok({ column: known.value, direction });
}

function readColumns(table: QbTable, raw: unknown): Result<string[]> {
  if (raw === undefined) return ok([...table.columns]);
  if (!Array.isArray(raw) || raw.length === 0) return fail('invalid_input', undefined, 'columns');
  const columns: string[] = [];
  for (const column of raw) {
    const known = knownColumn(table, column, 'columns');
    if (!known.ok) return known;
    if (!columns.includes(known.value)) columns.push(known.value);
  }
  return ok(columns);
}

/** The query of a table, every part checked against the table's whitelist. */
export function readTableQuery(table: QbTable, raw: unknown): Result<TableQuery> {
  const source = raw === undefined || raw === null ? {} : raw;
  if (!isPlainObject(source)) return fail('invalid_input');
  const unknownKey = Object.keys(source).find((key) => !(QUERY_KEYS as readonly string[]).includes(key));
  if (unknownKey !== undefined) return fail('invalid_input', undefined, unknownKey);
  const where = readWhere(table, source.where);
  if (!where.ok) return where;
  const orderBy = readOrderBy(table, source.orderBy);
  if (!orderBy.ok) return orderBy;
  const columns = readColumns(table, source.columns);
  if (!columns.ok) return columns;
  const { page = 1, pageSize = QB_DEFAULT_PAGE_SIZE } = source;
  if (!isWholeInRange(page, 1, Number.MAX_SAFE_INTEGER)) return fail('invalid_input', undefined, 'page');
  if (!isWholeInRange(pageSize, 1, QB_MAX_PAGE_SIZE)) return fail('invalid_input', undefined, 'pageSize');
  return ok({ where: where.value, orderBy: orderBy.value, columns: columns.value, page, pageSize });
}

const TYPE_RANK = { boolean: 0, number: 1, string: 2 } as const;

/** Ascending order of two cells: nulls last, then booleans, numbers, text (French collation). */
export function compareQbCells(a: QbCell, b: QbCell): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const ta = typeof a as keyof typeof TYPE_RANK;
  const tb = typeof b as keyof typeof TYPE_RANK;
  if (ta !== tb) return TYPE_RANK[ta] - TYPE_RANK[tb];
  if (typeof a === 'string') return a.localeCompare(b as string, 'fr');
  return Number(a) - Number(b);
}

const pick = (row: QbRow, columns: readonly string[]): QbRow =>
  Object.fromEntries(columns.map((column) => [column, row[column] ?? null]));

/**
 * POST /api/qb/{table}: reads one whitelisted table of the sales the viewer manages — a negotiator's
 * own, every sale for an administrator — filtered by equality, sorted and paged.
 * Errors: unauthenticated, forbidden, qb_table_not_allowed, qb_column_not_allowed, invalid_input.
 */
export class QueryTable implements UseCase<QueryTableInput, TablePage> {
  constructor(private readonly deps: { repos: Repositories; clock: Clock }) {}

  async execute(input: QueryTableInput): Promise<Result<TablePage>> {
    const authorized = authorizeSaleManager(input.viewer);
    if (!authorized.ok) return authorized;
    const table = qbTable(input.table);
    if (!table.ok) return table;
    const query = readTableQuery(table.value, input.query);
    if (!query.ok) return err(query.error);
    const { where, orderBy, columns, page, pageSize } = query.value;

    const now = this.deps.clock.now();
    const properties = await managedProperties(
      this.deps.repos,
      input.viewer,
      now,
      saleIdFilter(table.value, where),
    );
    const rows = (await table.value.rows(this.deps.repos, properties, now))
      .filter((row) => Object.entries(where).every(([column, value]) => row[column] === value))
      .sort((a, b) => {
        const order = compareQbCells(a[orderBy.column] ?? null, b[orderBy.column] ?? null);
        const directed = orderBy.direction === 'asc' ? order : -order;
        return directed || compareQbCells(a.id ?? null, b.id ?? null);
      });
    const start = (page - 1) * pageSize;
    return ok({
      table: table.value.name,
      columns: [...columns],
      items: rows.slice(start, start + pageSize).map((row) => pick(row, columns)),
      total: rows.length,
      page,
      pageSize,
    });
  }
}
