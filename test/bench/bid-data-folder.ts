import { accessSync, constants, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const writable = (folder: string) => {
  try {
    accessSync(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * A scratch data folder for an API under a bid load, which writes two mail files per accepted bid
 * (the embedded mail outbox): on tmpfs (/dev/shm) where the machine has one, else the system's
 * temporary folder; BENCH_BID_TMPDIR chooses. This machine's ext4 has no journal, and creating a file
 * on it near recently deleted inodes costs 0.4–0.9 ms of kernel CPU (ext4's `recently_deleted` check,
 * which a journalled file system skips) against 14–20 µs on tmpfs or a quiet folder: a cost of this
 * disk, not of the platform, that moved the bid figures 2–3× from round to round ("Where the bench's
 * bid data lives" in docs/performance.md).
 */
export function bidDataFolder(prefix: string): string {
  const base = process.env.BENCH_BID_TMPDIR ?? (writable('/dev/shm') ? '/dev/shm' : tmpdir());
  return mkdtempSync(join(base, prefix));
}
