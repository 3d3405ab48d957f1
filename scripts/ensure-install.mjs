// Installs dependencies when node_modules is missing or older than package-lock.json.
// Uses only Node built-ins: it runs before anything is installed on a fresh clone.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function ensureInstall() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.install-stamp');
  const wanted = createHash('sha256')
    .update(readFileSync(lock))
    .update(readFileSync(join(root, 'package.json')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('› Installation des dépendances (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, wanted);
}

export function run(command, options = {}) {
  execSync(command, { cwd: root, stdio: 'inherit', ...options });
}
