// The libraries shared in part (microfrontends/kit/webpack/shared/): every name a screen imports from
// one of them must be in its shared file, or the screen gets `undefined` at run time.
import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED } from '../../../microfrontends/kit/webpack/federation.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourcesUnder(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

const screens = [
  join(root, 'shell/src'),
  ...readdirSync(join(root, 'microfrontends'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'microfrontends', entry.name, 'src')),
].flatMap(sourcesUnder);

/** The value names (not types) that `source` imports from `library`. */
function namesImported(source: string, library: string): string[] {
  const escaped = library.replace(/[/.]/g, '\\$&');
  const imports = source.matchAll(
    new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escaped}'`, 'g'),
  );
  return [...imports]
    .filter((match) => !match[1])
    .flatMap((match) => match[2]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

const namesExported = (file: string): string[] =>
  (/export\s*\{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const sharedInPart = Object.entries(SHARED as Record<string, { import?: string }>).filter(
  ([, config]) => typeof config.import === 'string',
);

describe('kit: the libraries shared in part', () => {
  it('are react-router, rxjs, the Redux toolkit and react-i18next', () => {
    expect(sharedInPart.map(([library]) => library).sort()).to.deep.equal(
      ['@reduxjs/toolkit', 'react-i18next', 'react-router', 'rxjs'].sort(),
    );
  });

  for (const [library, config] of sharedInPart) {
    it(`export every name a screen imports from ${library}`, () => {
      const exported = new Set(namesExported(config.import!));
      const missing = screens.flatMap((file) =>
        namesImported(readFileSync(file, 'utf8'), library)
          .filter((name) => !exported.has(name))
          .map((name) => `${name} (${file.slice(root.length)})`),
      );
      expect(missing).to.deep.equal([]);
    });
  }
});
