// The shell loads only its own areas of core's catalogue (shell/src/messages): every text a remote's
// screens name must be in the areas that remote brings (its messages.ts), the shell's or the kit's —
// else the built page would show the key. The texts named by a literal are checked (a code built at
// run time, such as an API error's, is the remote's own area's by the way the areas are cut).
import { uiEn, uiFr, type MessageBundle } from '@immo/kit';
import { INLINE_EDIT_MESSAGES } from '@immo/kit/inline-edit';
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueAreas, en, fr } from '../../../core/src/messages/catalogue.js';
import * as admin from '../../../core/src/messages/areas/admin.js';
import * as seller from '../../../core/src/messages/areas/seller.js';
import { ACCOUNTS_MESSAGES } from '../../../microfrontends/accounts/src/messages.js';
import { PROPERTY_PAGE_MESSAGES } from '../../../microfrontends/property-page/src/messages.js';
import { SALE_EDITOR_MESSAGES } from '../../../microfrontends/sale-editor/src/messages.js';
import { SEARCH_MESSAGES } from '../../../microfrontends/search/src/messages.js';
import { shellEn } from '../../../shell/src/messages/en.js';
import { shellFr } from '../../../shell/src/messages/fr.js';

const ROOT = join(import.meta.dirname, '../../..');
const CATALOGUE_KEYS = new Set(Object.keys(fr));

function sources(folder: string, skip: (path: string) => boolean = () => false): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !skip(path)) files.push(path);
  }
  return files;
}

/** The catalogue's keys a set of files names as string literals. */
function keysNamed(files: string[]): Set<string> {
  const named = new Set<string>();
  for (const file of files)
    for (const [, literal] of readFileSync(file, 'utf8').matchAll(/['"`]([a-z][a-z0-9_]+)['"`]/g))
      if (literal && CATALOGUE_KEYS.has(literal)) named.add(literal);
  return named;
}

/** The keys missing from the page's texts in either locale: the shell's, the kit's and the remote's. */
function missing(keys: Set<string>, ...bundles: MessageBundle[]): string[] {
  const held = (locale: 'fr' | 'en') =>
    new Set([
      ...Object.keys(locale === 'fr' ? shellFr : shellEn),
      ...Object.keys(locale === 'fr' ? uiFr : uiEn),
      ...bundles.flatMap((bundle) => Object.keys(bundle[locale])),
    ]);
  const [heldFr, heldEn] = [held('fr'), held('en')];
  return [...keys].filter((key) => !heldFr.has(key) || !heldEn.has(key)).sort();
}

const remote = (name: string) => join(ROOT, 'microfrontends', name, 'src');

describe('shell: the catalogue areas each build carries', () => {
  it('the shell holds whole areas of core, in both locales alike', () => {
    expect(Object.keys(shellEn).sort()).to.deep.equal(Object.keys(shellFr).sort());
    const areas = Object.entries(catalogueAreas).filter(([, area]) => 'fr' in area && 'en' in area);
    for (const [name, area] of areas) {
      const codes = Object.keys(area.fr);
      const inShell = codes.filter((code) => code in shellFr).length;
      expect([0, codes.length], `area ${name}: ${inShell} of ${codes.length} codes`).to.include(inShell);
    }
    for (const code of Object.keys(shellFr))
      expect(shellEn[code as keyof typeof shellEn], code).to.equal(en[code as keyof typeof en]);
  });

  it('names no text outside its own areas and the kit’s', () => {
    expect(missing(keysNamed(sources(join(ROOT, 'shell/src'))))).to.deep.equal([]);
  });

  it('each remote names no text outside its own areas, the shell’s and the kit’s', () => {
    expect(
      missing(keysNamed(sources(remote('property-page'))), PROPERTY_PAGE_MESSAGES, INLINE_EDIT_MESSAGES),
    ).to.deep.equal([]);
    expect(missing(keysNamed(sources(remote('search'))), SEARCH_MESSAGES)).to.deep.equal([]);
    expect(missing(keysNamed(sources(remote('accounts'))), ACCOUNTS_MESSAGES)).to.deep.equal([]);
    const isAdmin = (path: string) => path.includes('/src/admin/');
    expect(missing(keysNamed(sources(remote('sale-editor'), isAdmin)), SALE_EDITOR_MESSAGES)).to.deep.equal(
      [],
    );
    const adminSpace = { fr: { ...admin.fr, ...seller.fr }, en: { ...admin.en, ...seller.en } };
    expect(
      missing(keysNamed(sources(join(remote('sale-editor'), 'admin'))), SALE_EDITOR_MESSAGES, adminSpace),
    ).to.deep.equal([]);
    expect(
      missing(keysNamed(sources(join(ROOT, 'microfrontends/kit/src'))), INLINE_EDIT_MESSAGES),
    ).to.deep.equal([]);
  });

  it('each remote’s exposed module adds its texts (the shell’s catalogue holds only the shell’s areas)', async () => {
    for (const name of ['property-page', 'search', 'accounts', 'sale-editor']) {
      const config = readFileSync(join(ROOT, 'microfrontends', name, 'webpack.config.mjs'), 'utf8');
      const exposed = [...config.matchAll(/'\.\/[A-Za-z]+': '\.\/(src\/[^']+)'/g)].map((m) => m[1]!);
      expect(exposed, name).to.not.be.empty;
      for (const file of exposed) {
        const source = readFileSync(join(ROOT, 'microfrontends', name, file), 'utf8');
        expect(
          /RemoteMessages|RemoteRoot/.test(source),
          `${name}/${file} wraps its screen in RemoteMessages`,
        ).to.equal(true);
      }
    }
  });
});
