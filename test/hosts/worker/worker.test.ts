// The worker host (hosts/worker) as its own process: its entry point started from the sources on a
// scratch SQLite data folder, beside an API composed here with OUTBOX_WORKER=0 — so the API delivers
// nothing written inside its transactions. A bid placed through the API leaves its BidPlaced row to
// the worker, which hands it to NotifyOutbid: the outbid mail reaches the shared outbox folder. Then a
// SIGTERM stops the worker, exit code 0.
import { composeApi, readConfig, type ComposedApi } from '@immo/api';
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWorker, stopProcess, type PlatformProcess } from '../../../scripts/cluster/processes.js';
import { mailsTo } from '../../e2e/support/mail-outbox.js';
import { eventually } from '../../e2e/support/wait.js';
import { anOutbidSale } from '../../support/outbid-sale.js';

const OUTBID_TO = 'premier.worker@example.fr';

describe('hosts/worker: the worker host as a process of its own', function () {
  // A loaded machine starts a tsx process slowly; every wait below has its own deadline.
  this.timeout(180_000);
  let dataDir: string;
  let api: ComposedApi | null = null;
  let worker: PlatformProcess | null = null;
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'immo-worker-'));
  });
  after(async () => {
    if (worker) await stopProcess(worker.child, 'SIGKILL');
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the outbox rows another process wrote (the outbid mail), then stops on SIGTERM', async () => {
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-of-at-least-thirty-two-bytes!!',
      SITE_URL: 'https://www.immo-encheres.example',
      SEED_DEMO: '0',
      WEB_ROOT: '',
      PORT: '0',
    };
    api = await composeApi(readConfig({ ...env, OUTBOX_WORKER: '0' }));
    const { auction, first, second } = await anOutbidSale(api.ports, {
      negotiator: 'negociateur.worker@example.fr',
      first: OUTBID_TO,
      second: 'second.worker@example.fr',
    });
    const { placeBid } = api.useCases;
    expect((await placeBid.execute({ viewer: first, auctionId: auction.id, amount: 250_000 })).ok).to.equal(
      true,
    );
    const outbidding = await placeBid.execute({ viewer: second, auctionId: auction.id, amount: 251_000 });
    if (!outbidding.ok) throw new Error(outbidding.error.code);

    // Nothing in this process delivers the bids' events: they wait in the outbox.
    const waiting = async () =>
      (
        await api!.infrastructure.database.knex('event_outbox').whereNull('delivered_at').select('payload')
      ).map((row: { payload: string }) => JSON.parse(row.payload) as { type?: string; bidId?: number });
    const before = await waiting();
    expect(before.some((event) => event.type === 'BidPlaced' && event.bidId === outbidding.value.bid.id)).to
      .be.true;
    expect(await mailsTo(dataDir, OUTBID_TO)).to.deep.equal([]);

    worker = startWorker('source', { ...env, OUTBOX_WORKER: '1' });
    const running = worker;
    const mails = await eventually(
      'the outbid mail, delivered by the worker process',
      () => mailsTo(dataDir, OUTBID_TO),
      (found) => found.some((mail) => /surenchéri/.test(mail.subject)),
      120_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nthe worker printed:\n${running.output()}`);
    });
    expect(mails.filter((mail) => /surenchéri/.test(mail.subject))).to.have.length(1);
    await eventually(
      'every BidPlaced row marked delivered',
      waiting,
      (rows) => !rows.some((event) => event.type === 'BidPlaced'),
      20_000,
    );
    expect(worker.output()).to.contain('Worker de l’outbox démarré');

    const exited = new Promise<number | null>((resolve) =>
      worker!.child.once('exit', (code) => resolve(code)),
    );
    worker.child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000).unref()),
    ]);
    expect(code, worker.output()).to.equal(0);
  });
});
