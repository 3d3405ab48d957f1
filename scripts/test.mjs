// `npm test`: install what is missing, type-check, lint, then run every suite.
import { ensureInstall, run } from './ensure-install.mjs';

ensureInstall();
try {
  run('npx tsc -p tsconfig.json --noEmit');
  run('npx eslint .');
  run("npx mocha 'test/**/*.test.{ts,tsx}'");
} catch {
  process.exit(1);
}
