import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const coreSrc = join(root, 'core/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|cts|js|mjs)$/.test(name) ? [path] : [];
  });
}

/** Every module a file names: static imports and re-exports, dynamic import(), require(). */
export function importedModules(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((f) => f.fileName);
}

describe('architecture: core imports nothing but itself', () => {
  it('reads every import form (static, re-export, dynamic, require, type-only)', () => {
    const sample = [
      "import Koa from 'koa';",
      "import type { X } from 'y';",
      "export * from './z.js';",
      "const a = await import('node:fs');",
      "const b = require('path');",
    ].join('\n');
    expect(importedModules(sample)).to.have.members(['koa', 'y', './z.js', 'node:fs', 'path']);
  });

  const files = sourceFiles(coreSrc);

  it('finds the core sources', () => {
    expect(files.length).to.be.greaterThan(10);
  });

  for (const file of files) {
    const name = relative(root, file);
    it(`${name} imports only relative paths inside core/src`, () => {
      for (const spec of importedModules(readFileSync(file, 'utf8'))) {
        expect(spec.startsWith('./') || spec.startsWith('../'), `${name} imports '${spec}'`).to.equal(true);
        const target = resolve(dirname(file), spec);
        expect(target.startsWith(coreSrc), `${name} reaches outside core/src with '${spec}'`).to.equal(true);
      }
    });
  }
});
