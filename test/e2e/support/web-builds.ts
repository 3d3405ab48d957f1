// The journeys run against the built shell and micro-frontends, as the all-in-one server serves them.
// `npm test` builds them first (`npm run build:web`); run alone, the suite builds what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** What each served app needs: the shell's page and every remote's manifest and entry. */
export const WEB_BUILD_FILES = [
  'shell/dist/index.html',
  'shell/dist/main.js',
  'microfrontends/property-page/dist/mf-manifest.json',
  'microfrontends/property-page/dist/remoteEntry.js',
  'microfrontends/accounts/dist/mf-manifest.json',
  'microfrontends/accounts/dist/remoteEntry.js',
  'microfrontends/sale-editor/dist/mf-manifest.json',
  'microfrontends/sale-editor/dist/remoteEntry.js',
  'microfrontends/search/dist/mf-manifest.json',
  'microfrontends/search/dist/remoteEntry.js',
] as const;

const missingBuildFiles = () => WEB_BUILD_FILES.filter((file) => !existsSync(join(REPOSITORY_ROOT, file)));

/**
 * Builds the web apps (`npm run build:web`) when one of them is not built, and fails with a clear
 * message when they still are not. A build already there is used as it is: after changing a
 * screen, rebuild it (`npm run build:web`) before running the journeys.
 */
export function ensureWebBuilds(): void {
  const missing = missingBuildFiles();
  if (missing.length === 0) return;
  console.warn(`\n› e2e: web build missing (${missing.join(', ')}): running \`npm run build:web\`…`);
  const build = spawnSync('npm', ['run', 'build:web'], {
    cwd: REPOSITORY_ROOT,
    encoding: 'utf8',
    timeout: 10 * 60_000,
    env: process.env,
  });
  const stillMissing = missingBuildFiles();
  if (build.status !== 0 || stillMissing.length > 0) {
    const output = `${build.stdout ?? ''}\n${build.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(
      `The browser journeys need the built shell and micro-frontends, and \`npm run build:web\` ` +
        `${build.status !== 0 ? `failed (exit ${build.status ?? build.signal})` : 'did not produce them'}. ` +
        `Missing: ${stillMissing.join(', ') || 'none'}.\nLast lines of the build:\n${output}`,
    );
  }
}
