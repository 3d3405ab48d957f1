import { expect } from 'chai';
import { createRequire } from 'node:module';
import sinon from 'sinon';
import { openDatabase } from '../../../adapters/persistence-knex/src/index.js';
import { cacheSqliteStatements } from '../../../adapters/persistence-knex/src/sqlite-statement-cache.js';

/** The part of a better-sqlite3 connection these tests use (the package ships no types). */
interface SqliteConnection {
  prepare(source: string): { run(...values: unknown[]): unknown; all(...values: unknown[]): unknown[] };
  exec(source: string): void;
  close(): void;
}
const Sqlite = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => SqliteConnection;

describe('SQLite statement cache', () => {
  let connection: SqliteConnection;
  beforeEach(() => {
    connection = new Sqlite(':memory:');
    connection.exec('create table t (id integer primary key, label text)');
  });
  afterEach(() => connection.close());

  it('prepares each SQL text once and answers the same statement after', () => {
    const prepare = sinon.spy(connection, 'prepare');
    cacheSqliteStatements(connection);
    const first = connection.prepare('select * from t where id = ?');
    const again = connection.prepare('select * from t where id = ?');
    const other = connection.prepare('select label from t');
    expect(again).to.equal(first);
    expect(other).not.to.equal(first);
    expect(prepare.callCount).to.equal(2);
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const prepare = sinon.spy(connection, 'prepare');
    cacheSqliteStatements(connection, 2);
    const byId = connection.prepare('select * from t where id = ?');
    connection.prepare('select label from t');
    connection.prepare('select * from t where id = ?'); // used again: the label query is now the oldest
    connection.prepare('select id from t');
    expect(connection.prepare('select * from t where id = ?')).to.equal(byId);
    connection.prepare('select label from t');
    expect(prepare.callCount).to.equal(4);
  });

  it('answers the rows of the moment, and a kept statement survives a change of schema', () => {
    cacheSqliteStatements(connection);
    connection.prepare('insert into t (label) values (?)').run('a');
    expect(connection.prepare('select label from t').all()).to.deep.equal([{ label: 'a' }]);
    connection.prepare('insert into t (label) values (?)').run('b');
    connection.exec('alter table t add column extra text');
    expect(connection.prepare('select label from t order by id').all()).to.deep.equal([
      { label: 'a' },
      { label: 'b' },
    ]);
  });

  it('serves knex: the same query twice prepares it once on the connection', async () => {
    const database = openDatabase('sqlite::memory:');
    try {
      await database.migrate();
      const { knex } = database;
      const connection = (await knex.client.acquireConnection()) as SqliteConnection;
      const prepare = sinon.spy(connection, 'prepare');
      await knex.client.releaseConnection(connection);
      await knex('users').where({ id: 1 }).first();
      await knex('users').where({ id: 2 }).first();
      expect(prepare.callCount).to.equal(2);
      expect(prepare.firstCall.returnValue).to.equal(prepare.secondCall.returnValue);
    } finally {
      await database.close();
    }
  });
});
