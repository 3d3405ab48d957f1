import knexFactory from 'knex';
import { openDatabase, type Database } from '../../../../adapters/persistence-knex/src/index.js';
import { SEEDED_NOTARIES } from '../../../../adapters/persistence-knex/src/migrations/002-notaries-catalogue.js';

export const MYSQL_URL = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const MYSQL_REQUIRED = process.env.REQUIRE_MYSQL === '1';
const MYSQL_CONNECT_TIMEOUT_MS = 3000;

/** Both databases the adapter supports; `open` gives a migrated, empty database. */
export interface TestDatabaseKind {
  name: 'SQLite' | 'MySQL';
  /** Mocha `before`: prepares what `open` needs; false when the database cannot be reached. */
  setUp(): Promise<boolean>;
  open(): Promise<Database>;
  tearDown(): Promise<void>;
}

/** A fresh in-memory database per open: nothing to share, nothing to clean. */
export const sqliteKind = (): TestDatabaseKind => ({
  name: 'SQLite',
  setUp: async () => true,
  async open() {
    const database = openDatabase('sqlite::memory:');
    await database.migrate();
    return database;
  },
  tearDown: async () => undefined,
});

let scratchCount = 0;
let mysqlSkipAnnounced = false;

/**
 * One scratch database per suite (immo_test_<pid>_<time>_<n>), created from MYSQL_URL's server,
 * migrated once and dropped at the end; every open empties its tables again.
 */
export function mysqlKind(): TestDatabaseKind {
  const server = new URL(MYSQL_URL);
  const name = `immo_test_${process.pid}_${Date.now()}_${(scratchCount += 1)}`;
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
  const opened: Database[] = [];
  let created = false;

  return {
    name: 'MySQL',
    async setUp() {
      try {
        await admin.raw(`create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
        created = true;
      } catch (error) {
        if (MYSQL_REQUIRED) throw error;
        if (!mysqlSkipAnnounced) {
          console.warn(
            `MySQL unreachable at ${server.host} (${(error as Error).message}): MySQL suites SKIPPED`,
          );
          mysqlSkipAnnounced = true;
        }
        return false;
      }
      const schema = openDatabase(scratchUrl.toString());
      await schema.migrate();
      await schema.close();
      return true;
    },
    async open() {
      const database = openDatabase(scratchUrl.toString());
      opened.push(database);
      await emptyTables(database);
      return database;
    },
    async tearDown() {
      await Promise.all(opened.splice(0).map((database) => database.close()));
      if (created) await admin.raw(`drop database if exists \`${name}\``);
      await admin.destroy();
    },
  };
}

/** Children first. */
const TABLES_CHILDREN_FIRST = [
  'visit_attendees',
  'visits',
  'bids',
  'auctions',
  'buyer_files',
  'documents',
  'photos',
  'favourites',
  'saved_searches',
  'newsletter_subscriptions',
  'email_verifications',
  'property_vendors',
  'properties',
  'users',
];

/**
 * As after the migrations: empty tables and only the seeded notaries. Ids keep counting (resetting
 * AUTO_INCREMENT costs ~10 ms a table, seconds over the suites); the suites never assume an id.
 */
async function emptyTables(database: Database): Promise<void> {
  const { knex } = database;
  for (const table of TABLES_CHILDREN_FIRST) await knex(table).delete();
  await knex('assistance_third_parties')
    .whereNotIn(
      'id',
      SEEDED_NOTARIES.map((notary) => notary.id),
    )
    .delete();
}

/**
 * Runs `body` once per database, inside `describe('<title> on SQLite|MySQL')`. On MySQL the suite
 * skips, loudly, when the server cannot be reached (fails instead with REQUIRE_MYSQL=1).
 */
export function onEachDatabase(title: string, body: (kind: TestDatabaseKind) => void): void {
  for (const makeKind of [sqliteKind, mysqlKind]) {
    const kind = makeKind();
    describe(`${title} on ${kind.name}`, function () {
      before(async function () {
        this.timeout(30_000);
        if (!(await kind.setUp())) this.skip();
      });
      after(async () => {
        await kind.tearDown();
      });
      body(kind);
    });
  }
}
