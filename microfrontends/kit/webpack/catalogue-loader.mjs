// A webpack loader: `import('@immo/core/locales/fr?catalogue')` becomes a JSON module holding the
// texts of that one locale, computed at build time by running core's locale file. Imported as code,
// the catalogue would share core's area modules (each holds both languages) with the other locale's
// chunk, and webpack would put both languages in one chunk that every page fetches.
//
// `import('./messages?locale=fr&catalogue')`: a remote's texts (its messages.ts, exporting one bundle
// `{ fr, en }`), the given locale's only — a remote's page fetches its own language's texts.
/* global URLSearchParams -- Node's */
export default async function catalogueLoader() {
  const exports = await this.importModule(this.resourcePath);
  const catalogues = Object.values(exports).filter((value) => value && typeof value === 'object');
  if (catalogues.length !== 1)
    throw new Error(`${this.resourcePath}: one catalogue export expected, ${catalogues.length} found`);
  const locale = new URLSearchParams(this.resourceQuery.slice(1)).get('locale');
  if (locale === null) return JSON.stringify(catalogues[0]);
  const texts = catalogues[0][locale];
  if (!texts || typeof texts !== 'object')
    throw new Error(`${this.resourcePath}: no texts for locale '${locale}' in its bundle`);
  return JSON.stringify(texts);
}
