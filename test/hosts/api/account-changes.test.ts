// Account changes reach the channel every instance follows twice, as the live auction's do: right
// after the committing transaction, and again when the outbox delivers the event (whichever process
// claims it), which covers a process that died in between.
import { composeApi, readConfig, type ComposedApi } from '@immo/api';
import { recordEvents } from '@immo/core';
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('hosts/api: account changes announced to every instance', () => {
  let dataDir: string;
  let api: ComposedApi;
  const heard: number[] = [];
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'immo-account-changes-'));
    api = await composeApi(
      readConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: 'sqlite::memory:',
        JWT_SECRET: 'test-secret-of-at-least-thirty-two-bytes!!',
        SEED_DEMO: '0',
        WEB_ROOT: '',
        // Nothing polls the outbox: the test tells apart the commit's announcement and the delivery's.
        OUTBOX_WORKER: '0',
      }),
    );
    api.accountChanges.subscribe(({ userId }) => heard.push(userId));
  });
  after(async () => {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    heard.length = 0;
  });

  it('right after the commit that wrote AccountChanged, and never for a rollback', async () => {
    const now = api.ports.clock.now();
    await api.ports.unitOfWork.run((repos) =>
      recordEvents(repos, now, [{ type: 'AccountChanged', userId: 41 }]),
    );
    expect(heard).to.deep.equal([41]);
    await api.ports.unitOfWork
      .run(async (repos) => {
        await recordEvents(repos, now, [{ type: 'AccountChanged', userId: 42 }]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(heard).to.deep.equal([41]);
  });

  it('again when the outbox delivers it, in the process that delivers', async () => {
    await api.infrastructure.bus.dispatch({ type: 'AccountChanged', userId: 43 });
    expect(heard).to.deep.equal([43]);
  });
});
