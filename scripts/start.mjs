// `npm start`: install what is missing, build every package, run the platform on the embedded default.
import { ensureInstall, run } from './ensure-install.mjs';

ensureInstall();
try {
  run('npm run build');
  run('node hosts/api/dist/main.js');
} catch {
  process.exit(1);
}
