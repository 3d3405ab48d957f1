import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { MIN_SECRET_BYTES } from './jwt-token-service.js';

export const GENERATED_SECRET_BYTES = 32;

/**
 * The JWT secret kept in `path`, created on first start (32 random bytes, mode 0600) so the
 * embedded mode works without a JWT_SECRET and tokens survive a restart.
 */
export async function loadOrCreateSecret(path: string): Promise<Uint8Array> {
  const existing = await readSecret(path);
  if (existing) return existing;
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const secret = randomBytes(GENERATED_SECRET_BYTES);
  // Written whole under a temporary name, then hard-linked: the secret file never exists half-written,
  // and when two processes start together the first link wins and the other one reads it.
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, secret, { mode: 0o600, flag: 'wx', flush: true });
    await link(temporary, path);
    return new Uint8Array(secret);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
    const winner = await readSecret(path);
    if (!winner) throw error;
    return winner;
  } finally {
    await rm(temporary, { force: true });
  }
}

async function readSecret(path: string): Promise<Uint8Array | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
  if (bytes.byteLength < MIN_SECRET_BYTES) {
    throw new Error(
      `JWT secret file ${path} holds ${bytes.byteLength} bytes; at least ${MIN_SECRET_BYTES} are required`,
    );
  }
  return new Uint8Array(bytes);
}

const isCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
