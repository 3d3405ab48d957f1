// Crash durability, on SQLite (a file) and MariaDB: the real server runs as a child process, two
// buyers bid in turn on a live sale, the server is killed with SIGKILL in the middle of the stream,
// then restarted on the same database: every acknowledged (201) bid is there, with its amount, and
// the history is whole (strictly increasing, the price is the last bid). The sale and the buyers are
// written before the first start (not the demo seed: seeding 48 sales under CI's load took more than
// a minute on MariaDB).
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeApi, readConfig } from '@immo/api';
import { DAY_MS, HOUR_MS } from '@immo/core';
import { aBuyer, anAuction, aProperty, aQualifiedBuyerFile } from '@immo/core/testing';
import { REPOSITORY_ROOT } from '../e2e/support/web-builds.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';

interface Running {
  child: ChildProcess;
  url: string;
}

function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'hosts/api/src/main.ts'], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', WEB_ROOT: '', SEED_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // else it outlives the test, writing into the folder being removed
      reject(new Error(`server did not start:\n${out}`));
    }, 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Plateforme démarrée : (http:\/\/\S+?)\//.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}

/** A live sale (ending in 30 h) and two buyers allowed to bid on it, with their login tokens. */
async function aLiveSaleWithTwoBidders(
  env: Record<string, string>,
): Promise<{ enchereId: number; tokens: string[] }> {
  const api = await composeApi(readConfig({ ...env, SEED_DEMO: '0', WEB_ROOT: '', PORT: '0' }));
  try {
    const { repos, tokens } = api.ports;
    const now = Date.now();
    const [startAt, endAt] = [now - 2 * DAY_MS, now + 30 * HOUR_MS];
    const property = await repos.properties.add(aProperty({ offersStartAt: startAt, offersEndAt: endAt }));
    const auction = await repos.auctions.add(
      anAuction({ propertyId: property.id, startAt, originalEndAt: endAt, endAt }),
    );
    const issued: string[] = [];
    for (const email of ['premiere.crash@example.fr', 'second.crash@example.fr']) {
      const buyer = await repos.users.add(aBuyer({ email }));
      await repos.buyerFiles.add(
        aQualifiedBuyerFile({ propertyId: property.id, userId: buyer.id, visitDoneAt: now - DAY_MS }),
      );
      issued.push(await tokens.issue({ userId: buyer.id, roles: buyer.roles }));
    }
    return { enchereId: auction.id, tokens: issued };
  } finally {
    await api.close();
  }
}

/** Every bid of the auction, oldest first, through the paged history (the poll carries only the latest). */
async function wholeHistory(url: string, enchereId: number): Promise<{ id: number; amount: number }[]> {
  const bids: { id: number; amount: number }[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await (
      await fetch(`${url}/api/bien/currentauction/${enchereId}/bids?page=${page}`)
    ).json()) as {
      'hydra:member': { id: number; amount: number }[];
      'hydra:totalItems': number;
    };
    bids.push(...body['hydra:member']);
    if (body['hydra:member'].length === 0 || bids.length >= body['hydra:totalItems']) return bids;
  }
}

const kill9 = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

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
      };
      const { enchereId, tokens } = await aLiveSaleWithTwoBidders(env);
      running = await startServer(env);
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

      running = await startServer(env);
      const poll = (await (await fetch(`${running.url}/api/bien/currentauction/${enchereId}`)).json()) as {
        AdditionalData: { currentPrice: number };
      };
      const history = await wholeHistory(running.url, enchereId);
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
