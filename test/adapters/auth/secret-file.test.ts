import { expect } from 'chai';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtTokenService, loadOrCreateSecret } from '@immo/auth';

describe('loadOrCreateSecret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'immo-secret-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates 32 random bytes readable by the owner only, in a folder it creates', async () => {
    const path = join(dir, 'data', 'jwt-secret');
    const secret = await loadOrCreateSecret(path);
    expect(secret.byteLength).to.equal(32);
    expect(new Uint8Array(await readFile(path))).to.deep.equal(secret);
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).to.equal(0o600);
    expect(await readdir(join(dir, 'data'))).to.deep.equal(['jwt-secret']);
  });

  it('returns the same secret on the next start, so issued tokens stay valid', async () => {
    const path = join(dir, 'jwt-secret');
    const token = await new JwtTokenService(await loadOrCreateSecret(path)).issue({
      userId: 1,
      roles: ['ROLE_USER'],
    });
    expect(await new JwtTokenService(await loadOrCreateSecret(path)).verify(token)).to.deep.include({
      userId: 1,
      roles: ['ROLE_USER'],
    });
  });

  it('gives every concurrent caller the one secret that was written', async () => {
    const path = join(dir, 'jwt-secret');
    const secrets = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateSecret(path)));
    const onDisk = new Uint8Array(await readFile(path));
    for (const secret of secrets) expect(secret).to.deep.equal(onDisk);
    expect(await readdir(dir)).to.deep.equal(['jwt-secret']);
  });

  it('creates two different secrets in two places', async () => {
    const first = await loadOrCreateSecret(join(dir, 'a'));
    const second = await loadOrCreateSecret(join(dir, 'b'));
    expect(first).not.to.deep.equal(second);
  });

  it('refuses an existing secret file that is too short', async () => {
    const path = join(dir, 'jwt-secret');
    await writeFile(path, 'too short');
    let failure: unknown;
    await loadOrCreateSecret(path).catch((error: unknown) => (failure = error));
    expect(String(failure)).to.match(/at least 32 are required/);
  });
});
