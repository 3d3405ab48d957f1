// Crash durability, on SQLite (a file) and MariaDB: the real server runs as a child process, two demo
// buyers bid in turn on the demo's live sale, the server is killed with SIGKILL in the middle of the
// stream, then restarted on the same database: every acknowledged (201) bid is there, with its
// amount, and the history is whole (strictly increasing, the price is the last bid).
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../e2e/support/web-builds.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';

interface Running {
  child: ChildProcess;
  url: string;
  enchereId: number | null;
}

function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'hosts/api/src/main.ts'], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', WEB_ROOT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let url: string | null = null;
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      url ??= /Plateforme démarrée : (http:\/\/\S+?)\//.exec(out)?.[1] ?? null;
      const enchere = /enchereId (\d+)/.exec(out);
      // The live sale's line follows the start line when the demo was just seeded.
      if (url && (enchere || env.SEED_DEMO === '0')) {
        setTimeout(() => {
          clearTimeout(timer);
          resolve({ child, url: url!, enchereId: enchere ? Number(enchere[1]) : null });
        }, 200);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}

const kill9 = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

async function loginToken(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/login_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'Demo-2026!' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

onEachApiDatabase('http: hardening — crash durability (kill -9 during a bid stream)', (kind) => {
  // Nested, so that its hooks run before the scratch database is dropped.
  describe('on the server', () => {
    let dataDir: string;
    let running: Running | null = null;
    before(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'immo-crash-'));
    });
    after(async () => {
      if (running && running.child.exitCode === null) await kill9(running.child);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged bid across a SIGKILL and a restart', async function () {
      this.timeout(150_000);
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: kind.name === 'SQLite' ? `sqlite:${join(dataDir, 'crash.sqlite')}` : kind.url,
        JWT_SECRET: 'crash-test-secret-of-at-least-32-bytes!!',
        SEED_DEMO: '1',
      };
      running = await startServer(env);
      const enchereId = running.enchereId;
      expect(enchereId, 'the demo live sale').to.be.a('number');
      const tokens = [
        await loginToken(running.url, 'acheteur@demo.immo'),
        await loginToken(running.url, 'acheteur2@demo.immo'),
      ];
      const acknowledged: { id: number; amount: number }[] = [];
      const { url } = running;
      const bidOnce = async (i: number) => {
        const poll = (await (await fetch(`${url}/api/bien/currentauction/${enchereId}`)).json()) as {
          AdditionalData: { minimumBid: number };
        };
        const res = await fetch(`${url}/enchere/make-enchere/${enchereId}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[i % 2]}` },
          body: JSON.stringify({ amount: poll.AdditionalData.minimumBid }),
        });
        if (res.status === 201) acknowledged.push((await res.json()) as { id: number; amount: number });
      };
      // A stream of bids; the kill lands while some are in flight.
      const stream = (async () => {
        for (let i = 0; i < 400; i += 1) {
          try {
            await bidOnce(i);
          } catch {
            return; // the server is gone
          }
        }
      })();
      while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 20));
      await kill9(running.child);
      await stream;
      expect(acknowledged.length).to.be.at.least(15);

      running = await startServer({ ...env, SEED_DEMO: '0' });
      const poll = (await (await fetch(`${running.url}/api/bien/currentauction/${enchereId}`)).json()) as {
        'hydra:member': { id: number; amount: number }[];
        AdditionalData: { currentPrice: number };
      };
      const history = poll['hydra:member'];
      const stored = new Map(history.map((b) => [b.id, b.amount]));
      const lost = acknowledged.filter((b) => stored.get(b.id) !== b.amount).length;
      let broken = 0;
      for (let i = 1; i < history.length; i += 1) {
        if (!(history[i]!.amount > history[i - 1]!.amount)) broken += 1;
      }
      if (poll.AdditionalData.currentPrice !== history[history.length - 1]?.amount) broken += 1;
      appendFileSync(
        '/tmp/hardening-crash.log',
        `${kind.name}: ${acknowledged.length} acknowledged, ${lost} lost, ${broken} broken, ${history.length} in history\n`,
      );
      expect(lost).to.equal(0);
      expect(broken).to.equal(0);
    });
  });
});
