// `npm run start:cluster`: install what is missing, build, then run the distributed mode
// (scripts/cluster/main.ts: engines, API instances, worker, nginx).
import { ensureInstall, run } from './ensure-install.mjs';

ensureInstall();
try {
  run('npm run build');
  run('node --import tsx scripts/cluster/main.ts');
} catch {
  process.exit(1);
}
