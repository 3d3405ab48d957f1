import { LRUCache } from 'lru-cache';

/**
 * How many prepared statements one SQLite connection keeps. The repositories' queries are a few
 * hundred shapes; `whereIn` lists make one shape per list length, hence a bound rather than a map.
 */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;

interface PreparingConnection<Statement extends object> {
  prepare(source: string): Statement;
}

/**
 * Makes the connection's `prepare` answer the statement it prepared before for the same SQL. knex's
 * better-sqlite3 client prepares every query anew: compiling the SQL was 11–12 % of the API's busy
 * time on its hot reads (test/bench/profile-poll.ts). A kept statement stays valid across schema
 * changes (SQLite prepares it again itself), and better-sqlite3 runs each to completion synchronously,
 * so one statement is never in use twice at once.
 */
export function cacheSqliteStatements<Statement extends object>(
  connection: PreparingConnection<Statement>,
  size = SQLITE_STATEMENT_CACHE_SIZE,
): void {
  const prepareAnew = connection.prepare.bind(connection);
  const statements = new LRUCache<string, Statement>({ max: size });
  connection.prepare = (source: string): Statement => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepareAnew(source);
      statements.set(source, statement);
    }
    return statement;
  };
}
