// Every route of the OpenAPI document has an entry in an authorization matrix (test/http/
// *.authorization.test.ts): anonymous, buyer, other buyer, negotiator, other negotiator, seller and
// administrator, as they apply. The matrices are read as text: a route is covered when one of them
// names its path (path parameters written {x}, :x or ${…}). A route without an entry fails here,
// named — after a merge, the list of rows to add.
import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApi, type TestApi } from '../support/api-harness.js';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Routes with nothing to authorize: probes and documents every visitor reads. */
const OPEN_BY_NATURE = new Set(['GET /health', 'GET /api/config', 'GET /api/docs.json']);

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A documented path as a pattern over a matrix's source: /api/bien/{bien}/page → /api/bien/<param>/page. */
const patternOf = (path: string): RegExp =>
  new RegExp(
    path
      .split(/\{\w+\}/)
      .map(escape)
      .join('(?:\\{\\w+\\}|:\\w+|\\$\\{[^}]+\\}|\\d+)') + '(?![\\w/.-])',
  );

describe('http: every documented route has an authorization matrix entry', () => {
  let t: TestApi;
  before(async function () {
    this.timeout(60_000);
    t = await startTestApi();
  });
  after(async () => t?.close());

  it('names each route of /api/docs.json that no *.authorization.test.ts covers', async () => {
    const doc = (await (await t.request('anonymous', 'GET', '/api/docs.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const matrices = readdirSync(HERE)
      .filter((file) => file.endsWith('.authorization.test.ts'))
      .map((file) => readFileSync(join(HERE, file), 'utf8'))
      .join('\n');
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (!OPEN_BY_NATURE.has(route) && !patternOf(path).test(matrices)) missing.push(route);
      }
    }
    expect(missing, `${missing.length} routes without a matrix entry`).to.deep.equal([]);
  });
});
