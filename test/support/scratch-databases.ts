// Runs a suite once on SQLite and once on a scratch MySQL/MariaDB database of its own. MySQL suites
// skip, loudly, when the server cannot be reached; REQUIRE_MYSQL=1 makes that a failure instead.
import knexFactory, { type Knex } from 'knex';
import { migrationSource, openDatabase, type Database } from '../../adapters/persistence-knex/src/index.js';
import { SEEDED_NOTARIES } from '../../adapters/persistence-knex/src/migrations/002-notaries-catalogue.js';
import { KnexSearchIndex, SEARCH_DOCUMENTS_TABLE } from '../../adapters/search-sql/src/index.js';

const MYSQL_URL = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const MYSQL_REQUIRED = process.env.REQUIRE_MYSQL === '1';
const MYSQL_CONNECT_TIMEOUT_MS = 3000;

/** One database a suite runs on; `open` gives a migrated, empty database. */
export interface TestDatabaseKind<Opened = Database> {
  name: 'SQLite' | 'MySQL';
  /** The DATABASE_URL of the database, for a whole composed API (startTestApi's `databaseUrl`). */
  url: string;
  /** Mocha `before`: prepares what `open` needs; false when the database cannot be reached. */
  setUp(): Promise<boolean>;
  open(): Promise<Opened>;
  tearDown(): Promise<void>;
}

/** What a suite keeps in its databases: the tables it migrates and how to empty them between tests. */
interface Schema {
  /** Starts the MySQL scratch database's name, so a leftover one tells which suite made it. */
  scratchPrefix: string;
  migrate(database: Database): Promise<void>;
  /** Back to as just migrated; SQLite needs none of it (a fresh in-memory database per open). */
  empty(database: Database): Promise<void>;
}

/** A fresh in-memory database per open: nothing to share, nothing to clean. */
const sqliteKind = (schema: Schema): TestDatabaseKind => ({
  name: 'SQLite',
  url: 'sqlite::memory:',
  setUp: async () => true,
  async open() {
    const database = openDatabase('sqlite::memory:');
    await schema.migrate(database);
    return database;
  },
  tearDown: async () => undefined,
});

/** A connection to the server itself (no database), to create and drop scratch databases. */
export function mysqlAdmin(server: URL): Knex {
  return knexFactory({
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
}

let scratchCount = 0;
let mysqlSkipAnnounced = false;

/** Once per run: every MySQL suite skips for the same reason. */
function announceMysqlSkip(server: URL, error: unknown): void {
  if (mysqlSkipAnnounced) return;
  mysqlSkipAnnounced = true;
  console.warn(
    `\n!!! MySQL unreachable at ${server.host} (${(error as Error).message}): ` +
      'the MySQL suites are SKIPPED (REQUIRE_MYSQL=1 makes this a failure) !!!\n',
  );
}

/**
 * One scratch database per suite (<prefix>_<pid>_<time>_<n>), created on MYSQL_URL's server,
 * migrated once and dropped at the end; every open empties it again.
 */
function mysqlKind(schema: Schema): TestDatabaseKind {
  const server = new URL(MYSQL_URL);
  const name = `${schema.scratchPrefix}_${process.pid}_${Date.now()}_${(scratchCount += 1)}`;
  const admin = mysqlAdmin(server);
  const scratchUrl = new URL(MYSQL_URL);
  scratchUrl.pathname = `/${name}`;
  const opened: Database[] = [];
  let created = false;

  return {
    name: 'MySQL',
    url: scratchUrl.toString(),
    async setUp() {
      try {
        await admin.raw(`create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
        created = true;
      } catch (error) {
        if (MYSQL_REQUIRED) throw error;
        announceMysqlSkip(server, error);
        return false;
      }
      const database = openDatabase(scratchUrl.toString());
      try {
        await schema.migrate(database);
      } finally {
        await database.close();
      }
      return true;
    },
    async open() {
      const database = openDatabase(scratchUrl.toString());
      opened.push(database);
      await schema.empty(database);
      return database;
    },
    async tearDown() {
      await Promise.all(opened.splice(0).map((database) => database.close()));
      if (created) await admin.raw(`drop database if exists \`${name}\``);
      await admin.destroy();
    },
  };
}

function onEachKind(title: string, schema: Schema, body: (kind: TestDatabaseKind) => void): void {
  for (const makeKind of [sqliteKind, mysqlKind]) {
    const kind = makeKind(schema);
    describe(`${title} on ${kind.name}`, function () {
      before(async function () {
        this.timeout(30_000);
        if (!(await kind.setUp())) this.skip();
      });
      after(async function () {
        this.timeout(30_000);
        await kind.tearDown();
      });
      body(kind);
    });
  }
}

/** The persistence adapter's tables, children first. */
const PERSISTENCE_TABLES_CHILDREN_FIRST = [
  'auction_milestones',
  'notice_preferences',
  'visit_attendees',
  'visits',
  'automatic_bids',
  'bids',
  'auctions',
  'buyer_files',
  'documents',
  'photos',
  'favourites',
  'saved_searches',
  'newsletter_subscriptions',
  'newsletter_consents',
  'news_articles',
  'event_outbox',
  'seller_leads',
  'contact_messages',
  'audit_log',
  'account_tokens',
  'property_vendors',
  'properties',
  'users',
];

const PERSISTENCE_SCHEMA: Schema = {
  scratchPrefix: 'immo_test',
  migrate: (database) => database.migrate(),
  /**
   * As after the migrations: empty tables and only the seeded notaries. Ids keep counting (resetting
   * AUTO_INCREMENT costs ~10 ms a table, seconds over the suites); the suites never assume an id.
   */
  async empty({ knex }) {
    for (const table of PERSISTENCE_TABLES_CHILDREN_FIRST) await knex(table).delete();
    await knex('assistance_third_parties')
      .whereNotIn(
        'id',
        SEEDED_NOTARIES.map((notary) => notary.id),
      )
      .delete();
  },
};

/** Runs `body` once per database, inside `describe('<title> on SQLite|MySQL')`, on the persistence adapter's tables. */
export function onEachDatabase(title: string, body: (kind: TestDatabaseKind) => void): void {
  onEachKind(title, PERSISTENCE_SCHEMA, body);
}

/**
 * Runs `body` once per database, inside `describe('<title> on SQLite|MySQL')`, for a whole composed
 * API: `kind.url` names an empty database (the API migrates it). The body's own hooks must close
 * the API, in a nested describe so that they run before the scratch database is dropped.
 */
export function onEachApiDatabase(title: string, body: (kind: TestDatabaseKind) => void): void {
  onEachKind(
    title,
    { scratchPrefix: 'immo_api', migrate: async () => undefined, empty: async () => undefined },
    body,
  );
}

/** The search index's tables only, as the embedded default opens them. */
const SEARCH_SCHEMA: Schema = {
  scratchPrefix: 'immo_search',
  migrate: ({ knex, dialect }) => new KnexSearchIndex(knex, dialect).migrate(),
  empty: async ({ knex }) => {
    await knex(SEARCH_DOCUMENTS_TABLE).delete();
  },
};

export interface OpenSearchIndex {
  index: KnexSearchIndex;
  knex: Knex;
  close(): Promise<void>;
}

/** Runs `body` once per database, inside `describe('<title> on SQLite|MySQL')`, on a search index. */
export function onEachSearchDatabase(
  title: string,
  body: (kind: TestDatabaseKind<OpenSearchIndex>) => void,
): void {
  onEachKind(title, SEARCH_SCHEMA, (kind) =>
    body({
      ...kind,
      async open() {
        const database = await kind.open();
        return {
          index: new KnexSearchIndex(database.knex, database.dialect),
          knex: database.knex,
          close: () => database.close(),
        };
      },
    }),
  );
}

/**
 * Runs `body` once per database whose schema stops after the first `migrations` migrations, to
 * test how a later migration carries old rows over. Each open is the same database: one test a kind.
 */
export function onEachDatabaseBefore(
  title: string,
  migrations: number,
  body: (kind: TestDatabaseKind) => void,
): void {
  onEachKind(
    title,
    {
      scratchPrefix: 'immo_legacy',
      async migrate({ knex }) {
        for (let n = 0; n < migrations; n += 1)
          await knex.migrate.up({ migrationSource, tableName: 'knex_migrations' });
      },
      empty: async () => undefined,
    },
    body,
  );
}
