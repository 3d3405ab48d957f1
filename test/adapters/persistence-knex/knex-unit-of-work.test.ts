import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Repositories } from '../../../core/src/ports/repositories.port.js';
import { anAuction, aNegotiator, aProperty } from '../../../core/src/testing/index.js';
import { KnexUnitOfWork, openDatabase, type Database } from '../../../adapters/persistence-knex/src/index.js';
import { onEachDatabase } from '../../support/scratch-databases.js';

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

async function addAuction(repos: Repositories) {
  const negotiator = await repos.users.add(aNegotiator());
  const property = await repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
  return repos.auctions.add(anAuction({ propertyId: property.id }));
}

/** 100 units that read the counter, let every other unit run, then write it + 1. */
async function hundredReadThenWriteUnits(database: Database): Promise<number> {
  const auction = await addAuction(database.repositories);
  const outcomes = await Promise.allSettled(
    Array.from({ length: 100 }, () =>
      database.unitOfWork.run(async (tx) => {
        const current = await tx.auctions.findByIdForUpdate(auction.id);
        await yieldToOthers();
        await tx.auctions.update({ ...current!, bidCount: current!.bidCount + 1 });
      }),
    ),
  );
  expect(outcomes.filter((outcome) => outcome.status === 'rejected')).to.deep.equal([]);
  return (await database.repositories.auctions.findById(auction.id))!.bidCount;
}

/** An error as mysql2 reports it. */
const mysqlError = (errno: number) => Object.assign(new Error(`mysql error ${errno}`), { errno });

onEachDatabase('KnexUnitOfWork', (kind) => {
  let database: Database;
  beforeEach(async () => {
    database = await kind.open();
  });
  afterEach(async () => {
    await database.close();
  });

  it('100 concurrent read-then-write units never interleave: every increment survives', async function () {
    this.timeout(30_000);
    expect(await hundredReadThenWriteUnits(database)).to.equal(100);
  });

  it('does not retry a unit that failed for any other reason', async () => {
    let attempts = 0;
    const failure = mysqlError(1062);
    const outcome = await database.unitOfWork
      .run(async () => {
        attempts += 1;
        throw failure;
      })
      .catch((error: unknown) => error);
    expect(outcome).to.equal(failure);
    expect(attempts).to.equal(1);
  });

  if (kind.name === 'MySQL') {
    it('runs each unit in READ COMMITTED, so reads after a lock see what the previous holder committed', async () => {
      const auction = await addAuction(database.repositories);
      const levels = await database.unitOfWork.run(async (tx) => {
        await tx.auctions.findByIdForUpdate(auction.id);
        // Seen from another connection of the pool while the unit holds its lock; only this test's
        // database's transactions (another process may be using the same server).
        const [rows] = await database.knex.raw(
          'select trx_isolation_level as level from information_schema.innodb_trx where trx_rows_locked > 0 ' +
            'and trx_mysql_thread_id in (select id from information_schema.processlist where db = database())',
        );
        return (rows as { level: string }[]).map((row) => row.level);
      });
      expect(levels).to.deep.equal(['READ COMMITTED']);
    });

    it('runs again a unit MySQL chose as deadlock victim, and both units commit', async function () {
      this.timeout(30_000);
      const { repositories: repos } = database;
      const [first, second] = [await addAuction(repos), await addAuction(repos)];
      const attempts = { forward: 0, backward: 0 };
      let arrived = 0;
      let bothLocked: () => void = () => undefined;
      const bothHoldOneLock = new Promise<void>((resolve) => (bothLocked = resolve));

      /** Locks `one`, waits (first attempt only) until the other unit holds its lock, then locks `other`. */
      const crossing = (name: keyof typeof attempts, one: number, other: number) =>
        database.unitOfWork.run(async (tx) => {
          attempts[name] += 1;
          const locked = await tx.auctions.findByIdForUpdate(one);
          if (attempts[name] === 1) {
            arrived += 1;
            if (arrived === 2) bothLocked();
            await bothHoldOneLock;
          }
          await tx.auctions.findByIdForUpdate(other);
          await tx.auctions.update({ ...locked!, bidCount: locked!.bidCount + 1 });
        });

      await Promise.all([
        crossing('forward', first.id, second.id),
        crossing('backward', second.id, first.id),
      ]);
      expect(attempts.forward + attempts.backward).to.equal(3);
      expect((await repos.auctions.findById(first.id))?.bidCount).to.equal(1);
      expect((await repos.auctions.findById(second.id))?.bidCount).to.equal(1);
    });

    it('retries deadlocks and lock wait timeouts five times, then gives up with the error', async () => {
      const unitOfWork = new KnexUnitOfWork(database.knex, 'mysql', { maxRetries: 5, backoffMs: () => 1 });
      for (const errno of [1213, 1205]) {
        let attempts = 0;
        const outcome = await unitOfWork
          .run(async () => {
            attempts += 1;
            throw mysqlError(errno);
          })
          .catch((error: unknown) => error);
        expect(outcome).to.have.property('errno', errno);
        expect(attempts, `errno ${errno}`).to.equal(6);
      }
    });

    it('a unit that deadlocks once then succeeds answers its value', async () => {
      const unitOfWork = new KnexUnitOfWork(database.knex, 'mysql', { maxRetries: 5, backoffMs: () => 1 });
      let attempts = 0;
      const value = await unitOfWork.run(async () => {
        attempts += 1;
        if (attempts === 1) throw mysqlError(1213);
        return 'done';
      });
      expect({ value, attempts }).to.deep.equal({ value: 'done', attempts: 2 });
    });
  } else {
    it('never retries on SQLite, where deadlocks cannot happen', async () => {
      let attempts = 0;
      await database.unitOfWork
        .run(async () => {
          attempts += 1;
          throw mysqlError(1213);
        })
        .catch(() => undefined);
      expect(attempts).to.equal(1);
    });
  }
});

describe('SQLite file database', () => {
  let folder: string;
  let database: Database;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'immo-sqlite-'));
  });
  afterEach(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('creates its folder, runs in WAL mode with foreign keys on, and serialises 100 units without SQLITE_BUSY', async function () {
    this.timeout(30_000);
    database = openDatabase(`sqlite:${join(folder, 'nested', 'data', 'immo.sqlite')}`);
    await database.migrate();
    const [journal] = await database.knex.raw('pragma journal_mode');
    const [foreignKeys] = await database.knex.raw('pragma foreign_keys');
    expect(journal).to.deep.equal({ journal_mode: 'wal' });
    expect(foreignKeys).to.deep.equal({ foreign_keys: 1 });
    expect(await hundredReadThenWriteUnits(database)).to.equal(100);
  });

  it('keeps what was committed across a close and a new open', async () => {
    const url = `sqlite:${join(folder, 'immo.sqlite')}`;
    database = openDatabase(url);
    await database.migrate();
    const auction = await addAuction(database.repositories);
    await database.close();
    database = openDatabase(url);
    await database.migrate();
    expect(await database.repositories.auctions.findById(auction.id)).to.deep.equal(auction);
  });
});
