import type { Repositories, UnitOfWork } from '@immo/core';
import knexFactory, { type Knex } from 'knex';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseDatabaseUrl, type DatabaseLocation } from './database-url.js';
import {
  KnexUnitOfWork,
  type CommittedEntriesListener,
  type RetryPolicy,
  type SalesChangedListener,
} from './knex-unit-of-work.js';
import { migrationSource } from './migrations/migration-source.js';
import { createKnexRepositories } from './repositories/knex-repositories.js';
import { readPageVersion } from './sale-versions.js';
import { cacheSqliteStatements } from './sqlite-statement-cache.js';
import { foldText, SQLITE_FOLD_FUNCTION, type Dialect } from './store.js';

export interface DatabaseOptions {
  /** MySQL connections (SQLite always has one: the single writer). Default 10. */
  poolSize?: number;
  /** MySQL deadlock / lock wait retries of the unit of work. */
  retry?: RetryPolicy;
}

export interface Database {
  knex: Knex;
  dialect: Dialect;
  /** Outside any transaction: each call commits on its own. */
  repositories: Repositories;
  unitOfWork: UnitOfWork;
  /** After each commit that wrote outbox entries, those entries (see KnexUnitOfWork). */
  onCommittedEntries(listener: CommittedEntriesListener): () => void;
  /** After each committed write of what a sale's page shows but its auction, those sales. */
  onSalesChanged(listener: SalesChangedListener): () => void;
  /** A sale's page version as stored now (sale-versions.ts); null for an unknown sale. */
  readPageVersion(propertyId: number): Promise<string | null>;
  /** Brings the schema up to date; running it again changes nothing. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_TABLE = 'knex_migrations';
const SQLITE_BUSY_TIMEOUT_MS = 5000;
const DEFAULT_MYSQL_POOL_SIZE = 10;

/** sqlite:<path> (sqlite::memory: for tests) or mysql://user:pass@host:port/db. */
export function openDatabase(url: string, options: DatabaseOptions = {}): Database {
  const location = parseDatabaseUrl(url);
  const knex = knexFactory(knexConfig(location, options));
  const dialect = location.dialect;
  const salesListeners = new Set<SalesChangedListener>();
  const salesChanged: SalesChangedListener = (ids) => {
    for (const listener of salesListeners) listener(ids);
  };
  const unitOfWork = new KnexUnitOfWork(knex, dialect, options.retry, salesChanged);
  return {
    knex,
    dialect,
    // Each call commits on its own: the sales it changes are told at once.
    repositories: createKnexRepositories({ db: knex, dialect, salesChanged }),
    unitOfWork,
    onCommittedEntries: (listener) => unitOfWork.onCommittedEntries(listener),
    onSalesChanged: (listener) => {
      salesListeners.add(listener);
      return () => salesListeners.delete(listener);
    },
    readPageVersion: (propertyId) => readPageVersion({ db: knex, dialect }, propertyId),
    migrate: () => migrateOnce(knex),
    close: () => knex.destroy(),
  };
}

const MIGRATION_WAIT_MS = 60_000;

/** Another process creating knex's own tables, or holding its migration lock, at the same moment. */
const isConcurrentMigration = (error: unknown): boolean =>
  (error as { name?: string }).name === 'MigrationLocked' ||
  /already locked|already exists/i.test((error as Error).message ?? '');

/**
 * Several instances may start at once on one database: one runs the migrations, the others wait for
 * its lock and then find nothing left to do.
 */
async function migrateOnce(knex: Knex): Promise<void> {
  const deadline = Date.now() + MIGRATION_WAIT_MS;
  for (;;) {
    try {
      await knex.migrate.latest({ migrationSource, tableName: MIGRATIONS_TABLE });
      return;
    } catch (error) {
      if (!isConcurrentMigration(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
    }
  }
}

function knexConfig(location: DatabaseLocation, options: DatabaseOptions): Knex.Config {
  if (location.dialect === 'sqlite') {
    if (location.filename !== ':memory:') mkdirSync(dirname(location.filename), { recursive: true });
    return {
      client: 'better-sqlite3',
      connection: { filename: location.filename },
      useNullAsDefault: true,
      // One connection, never reaped (an in-memory database lives and dies with it): the single writer.
      pool: {
        min: 1,
        max: 1,
        idleTimeoutMillis: Number.MAX_SAFE_INTEGER,
        afterCreate: prepareSqliteConnection,
      },
    };
  }
  return {
    client: 'mysql2',
    connection: {
      ...location.connection,
      charset: 'utf8mb4',
      // DATETIME(6) comes back as text, untouched by any time zone, for sql-instant.ts to read.
      timezone: 'Z',
      dateStrings: true,
      decimalNumbers: true,
      supportBigNumbers: true,
    },
    pool: { min: 0, max: options.poolSize ?? DEFAULT_MYSQL_POOL_SIZE, afterCreate: prepareMysqlConnection },
  };
}

interface SqliteConnection {
  prepare(source: string): object;
  pragma(source: string): unknown;
  function(name: string, options: { deterministic: boolean }, fn: (value: unknown) => unknown): unknown;
}

function prepareSqliteConnection(
  connection: SqliteConnection,
  done: (error: Error | null, connection: unknown) => void,
) {
  try {
    connection.pragma('journal_mode = WAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    connection.function(SQLITE_FOLD_FUNCTION, { deterministic: true }, (value) =>
      value === null ? null : foldText(String(value)),
    );
    cacheSqliteStatements(connection);
    done(null, connection);
  } catch (error) {
    done(error as Error, connection);
  }
}

interface MysqlConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}

/**
 * Once per connection: NOW() and any TIMESTAMP in UTC too, whatever the server's zone; and READ
 * COMMITTED for every transaction on it (the unit of work's reads after a lock must see what the
 * previous holder committed) — set here once rather than before each transaction.
 */
function prepareMysqlConnection(
  connection: MysqlConnection,
  done: (error: Error | null, connection: unknown) => void,
) {
  connection.query("SET time_zone = '+00:00'", (zoneError) => {
    if (zoneError) return done(zoneError, connection);
    connection.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED', (error) =>
      done(error, connection),
    );
  });
}
