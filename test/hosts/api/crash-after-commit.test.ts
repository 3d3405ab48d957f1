// Item 3 of issue 13: a process killed (kill -9) right after a commit loses none of its events.
// The child commits a bid — its BidPlaced event written in the bid's transaction — and dies before
// any delivery; the API started again on the same database delivers the event to its handler
// (NotifyOutbid: the outbid e-mail reaches the mail outbox).
import { composeApi, readConfig, type ComposedApi } from '@immo/api';
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'crash-after-commit.child.ts');

function runChild(env: NodeJS.ProcessEnv): Promise<{ signal: NodeJS.Signals | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, out }));
  });
}

describe('hosts/api: an event committed just before a kill -9 is handled after the restart', function () {
  this.timeout(120_000);
  let dataDir: string;
  let api: ComposedApi | null = null;
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'immo-crash-'));
  });
  after(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the BidPlaced event through the crash and delivers it once started again', async () => {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-of-at-least-thirty-two-bytes!!',
      SITE_URL: 'https://www.immo-encheres.example',
    };
    const { signal, out } = await runChild(env);
    expect(signal, out).to.equal('SIGKILL');
    const committed = /committed (\{.*\})/.exec(out);
    expect(committed, out).not.to.equal(null);
    const { bidId } = JSON.parse(committed![1]!) as { bidId: number };

    // Started again on the same database, outbox worker on (the default).
    const config = readConfig({ ...env, SEED_DEMO: '0', WEB_ROOT: '', PORT: '0' });
    const restarted = await composeApi(config);
    api = restarted;
    const before = await restarted.infrastructure.database
      .knex('event_outbox')
      .whereNull('delivered_at')
      .select('payload');
    const waiting = before.map(
      (row: { payload: string }) => JSON.parse(row.payload) as { type?: string; bidId?: number },
    );
    expect(waiting.some((event) => event.type === 'BidPlaced' && event.bidId === bidId)).to.equal(true);

    const started = Date.now();
    await restarted.infrastructure.outbox.idle();
    await restarted.infrastructure.bus.idle();
    await restarted.infrastructure.outbox.idle();
    const handledInMs = Date.now() - started;

    expect(await restarted.ports.repos.eventOutbox.countUndelivered()).to.equal(0);
    const folder = restarted.infrastructure.mailOutboxDirectory;
    const mails = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as { to: string; subject: string });
    const outbid = mails.filter(
      (mail) => mail.to === 'premier.crash@example.fr' && /surenchéri/.test(mail.subject),
    );
    expect(outbid).to.have.length(1);
    process.stdout.write(
      `      crash after commit: child killed by ${signal}, ${waiting.length} entries waiting, BidPlaced handled (outbid mail written) ${handledInMs} ms after the restarted API was up\n`,
    );
  });
});
