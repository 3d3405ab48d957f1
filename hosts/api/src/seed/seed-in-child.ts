import { fork } from 'node:child_process';
import type { SeedSummary } from './index.js';

/** seed-process.ts beside this file: `.ts` from the sources (tsx), `.js` once built. */
const SEED_PROCESS = new URL(
  `./seed-process${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`,
  import.meta.url,
);

/**
 * Seeds the demo data (the same configuration, from the same environment) in a child process and
 * answers its summary once it has exited. Its output goes to this process's.
 */
export function seedInChildProcess(): Promise<SeedSummary> {
  return new Promise((resolve, reject) => {
    const child = fork(SEED_PROCESS, { stdio: 'inherit' });
    let summary: SeedSummary | null = null;
    child.on('message', (message: { summary?: SeedSummary }) => {
      if (message.summary) summary = message.summary;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && summary) resolve(summary);
      else reject(new Error(`The demo seed stopped (${signal ?? `exit code ${code}`})`));
    });
  });
}
