// The server process asked to stop (SIGTERM, as a deployment or Ctrl-C does) ends its live streams
// and exits, even with viewers connected: a stream never ends by itself, and a stop that waited for
// it would keep the old instance up for as long as anyone watches a sale.
import { composeApi, readConfig } from '@immo/api';
import { aProperty, anAuction } from '@immo/core/testing';
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '../../../hosts/api/src/main.ts');

/** Starts the server's own entry point and resolves with the URL it prints. */
function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const started = /Plateforme démarrée : (http:\/\/\S+?)\/\s/.exec(out);
      if (started) resolve({ child, url: started[1]!, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)));
  });
}

describe('hosts/api: a stop asked with viewers connected', function () {
  this.timeout(60_000);
  let dataDir: string;
  let child: ChildProcess | null = null;
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'immo-stop-'));
  });
  after(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends the live streams and exits with code 0', async () => {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-of-at-least-thirty-two-bytes!!',
      SEED_DEMO: '0',
      WEB_ROOT: '',
      PORT: '0',
    };
    // A sale to watch, written before the server starts on the same database.
    const setUp = await composeApi(readConfig(env));
    const property = await setUp.ports.repos.properties.add(aProperty());
    const auction = await setUp.ports.repos.auctions.add(anAuction({ propertyId: property.id }));
    await setUp.close();

    const server = await startServer(env);
    child = server.child;
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', (code) => resolve(code)));
    const stream = await fetch(`${server.url}/api/bien/currentauction/${auction.id}/stream`);
    expect(stream.headers.get('content-type')).to.match(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).to.contain('data:');

    server.child.kill('SIGTERM');
    let ended = false;
    while (!ended) ended = (await reader.read().catch(() => ({ done: true }))).done;
    expect(await exited, server.output()).to.equal(0);
  });
});
