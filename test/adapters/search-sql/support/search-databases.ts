import knexFactory, { type Knex } from 'knex';
import { openDatabase, type Database } from '../../../../adapters/persistence-knex/src/index.js';
import { KnexSearchIndex, SEARCH_DOCUMENTS_TABLE } from '../../../../adapters/search-sql/src/index.js';

export const MYSQL_URL = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const MYSQL_REQUIRED = process.env.REQUIRE_MYSQL === '1';
const MYSQL_CONNECT_TIMEOUT_MS = 3000;

export interface OpenSearchIndex {
  index: KnexSearchIndex;
  knex: Knex;
  close(): Promise<void>;
}

/** A database the search index can run on; `open` gives a migrated, empty index. */
export interface SearchDatabaseKind {
  name: 'SQLite' | 'MySQL';
  /** Mocha `before`: false when the database cannot be reached (and is not required). */
  setUp(): Promise<boolean>;
  open(): Promise<OpenSearchIndex>;
  tearDown(): Promise<void>;
}

/** A fresh in-memory database per open, as the embedded default opens it. */
export const sqliteSearchKind = (): SearchDatabaseKind => ({
  name: 'SQLite',
  setUp: async () => true,
  async open() {
    const database = openDatabase('sqlite::memory:');
    const index = new KnexSearchIndex(database.knex, database.dialect);
    await index.migrate();
    return { index, knex: database.knex, close: () => database.close() };
  },
  tearDown: async () => undefined,
});

let scratchCount = 0;

/**
 * One scratch database per suite (immo_search_<pid>_<time>_<n>), created on MYSQL_URL's server, migrated
 * once, emptied at every open and dropped at the end.
 */
export function mysqlSearchKind(): SearchDatabaseKind {
  const server = new URL(MYSQL_URL);
  const name = `immo_search_${process.pid}_${Date.now()}_${(scratchCount += 1)}`;
  const admin = knexFactory({
    client: 'mysql2',
    connection: {
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
      connectTimeout: MYSQL_CONNECT_TIMEOUT_MS,
    },
    pool: { min: 0, max: 1 },
  });
  const scratchUrl = new URL(MYSQL_URL);
  scratchUrl.pathname = `/${name}`;
  let database: Database | null = null;
  let created = false;

  return {
    name: 'MySQL',
    async setUp() {
      try {
        await admin.raw(`create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
        created = true;
      } catch (error) {
        if (MYSQL_REQUIRED) throw error;
        console.warn(
          `\n!!! MySQL unreachable at ${server.host} (${(error as Error).message}): ` +
            'the KnexSearchIndex MySQL suites are SKIPPED (REQUIRE_MYSQL=1 makes this a failure) !!!\n',
        );
        return false;
      }
      database = openDatabase(scratchUrl.toString());
      await new KnexSearchIndex(database.knex, database.dialect).migrate();
      return true;
    },
    async open() {
      if (!database) throw new Error('MySQL search database not set up');
      await database.knex(SEARCH_DOCUMENTS_TABLE).delete();
      return {
        index: new KnexSearchIndex(database.knex, database.dialect),
        knex: database.knex,
        close: async () => undefined,
      };
    },
    async tearDown() {
      await database?.close();
      database = null;
      if (created) await admin.raw(`drop database if exists \`${name}\``);
      await admin.destroy();
    },
  };
}

/** Runs `define` once per database, skipping MySQL's suites when it is unreachable. */
export function onEachSearchDatabase(title: string, define: (kind: SearchDatabaseKind) => void): void {
  for (const kind of [sqliteSearchKind(), mysqlSearchKind()]) {
    describe(`${title} (${kind.name})`, function () {
      before(async function () {
        this.timeout(30_000);
        if (!(await kind.setUp())) this.skip();
      });
      after(async function () {
        this.timeout(30_000);
        await kind.tearDown();
      });
      define(kind);
    });
  }
}
