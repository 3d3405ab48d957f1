// `npm start`: install what is missing, build every package, run the platform on the embedded default.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstall, root, run } from './ensure-install.mjs';

// The API's V8 flags (a 4 MB young generation: docs/performance.md, "Memory").
const apiNodeFlags = JSON.parse(readFileSync(join(root, 'hosts/api/node-flags.json'), 'utf8'));
// Its environment: two malloc arenas, a fixed mmap threshold (docs/performance.md, "Idle RSS", "Idle
// memory, session 12"); a variable already set wins.
const apiNodeEnv = JSON.parse(readFileSync(join(root, 'hosts/api/node-env.json'), 'utf8'));

ensureInstall();
try {
  run('npm run build');
  run(['node', ...apiNodeFlags, 'hosts/api/dist/main.js'].join(' '), {
    env: { ...apiNodeEnv, ...process.env },
  });
} catch {
  process.exit(1);
}
