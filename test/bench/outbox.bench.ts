// How fast one process's outbox worker delivers a backlog (entries written inside transactions, as a
// storm of bids leaves them), with a handler that does nothing: the worker's own rate, not the mails'.
//   node --conditions=source --import tsx test/bench/outbox.bench.ts [database URL] [entries]
// The database is migrated and written to: give a scratch one (default: a SQLite file in a temp folder).
import { OutboxDelivery, type Clock } from '@immo/core';
import { InMemoryErrorReporter } from '@immo/core/testing';
import { openDatabase } from '@immo/persistence-knex';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOutboxWorker } from '../../hosts/api/src/outbox-worker.js';

const url =
  process.argv[2] ?? `sqlite://${join(mkdtempSync(join(tmpdir(), 'outbox-bench-')), 'outbox.sqlite')}`;
const entries = Number(process.argv[3] ?? 2000);

const database = openDatabase(url);
await database.migrate();
const clock: Clock = { now: () => Date.now() };
const { eventOutbox } = database.repositories;
for (let index = 0; index < entries; index += 1) await eventOutbox.add('mail', { index }, clock.now());

let delivered = 0;
const errors = new InMemoryErrorReporter();
const delivery = new OutboxDelivery(
  { repos: { eventOutbox }, clock, errors },
  { mail: async () => void delivered++ },
);
const started = performance.now();
const worker = startOutboxWorker(delivery, { errors });
while (delivered < entries) await new Promise((resolve) => setTimeout(resolve, 10));
const seconds = (performance.now() - started) / 1000;
await worker.stop();
await database.close();
console.log(
  `${entries} entries delivered in ${seconds.toFixed(2)} s = ${Math.round(entries / seconds)} entries/s ` +
    `(errors ${errors.reported.length}; load ${loadavg()[0]!.toFixed(1)})`,
);
