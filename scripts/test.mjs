// `npm test`: install what is missing, type-check, lint, then run every suite.
import { ensureInstall, run } from './ensure-install.mjs';

ensureInstall();
try {
  run('npx tsc -p tsconfig.json --noEmit');
  // core alone, without DOM or Node types: it runs in both and may use neither.
  run('npx tsc -p tsconfig.core.json --noEmit');
  run('npx eslint .');
  // One formatting for everyone: a file prettier would change fails here, not in review.
  run('npx prettier --check .');
  // Every package built as `npm start` builds it (each with its own tsconfig, which the checks above
  // do not use); the browser journeys then run against the built shell and micro-frontends.
  run('npm run build');
  run("npx mocha 'test/**/*.test.{ts,tsx}'");
} catch {
  process.exit(1);
}
