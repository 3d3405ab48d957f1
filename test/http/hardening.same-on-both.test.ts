// SQLite and MariaDB accept and refuse exactly the same inputs: the same boundary values (at the
// column's width and one past it, in 4-byte letters, out-of-range numbers and coordinates, links that
// are not http(s)) are sent to an API on each database, and the statuses compared. The edge schemas
// (adapters/http-koa/src/routes/*/schemas.ts) bound each value to its column, so neither database is
// ever asked to store what the other would refuse.
import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { aSaleForm } from '@immo/core/testing';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';
import { registrationForm } from './accounts-fixtures.js';

const WIDE = '𝒜'; // one character, 4 bytes in UTF-8, 2 UTF-16 units
const wide = (length: number) => WIDE.repeat(length);

interface Case {
  what: string;
  role: RoleName;
  method: string;
  path: string;
  json: (n: number) => unknown;
}

const lead = (overrides: Record<string, unknown>) => ({
  kind: 'sell',
  type: 'MAIS',
  adresse: '1 rue Sainte-Claire',
  codePostal: '74000',
  ville: 'Annecy',
  nom: 'Jeanne Dupont',
  email: 'jeanne@example.fr',
  consentement: true,
  ...overrides,
});
const sale = (n: number, overrides: Record<string, unknown>) =>
  aSaleForm({ ref_client: `BOTH-${n}`, ...overrides } as Parameters<typeof aSaleForm>[0]);

const CASES: Case[] = [
  ...[100, 101].map((length) => ({
    what: `sign-up firstName of ${length} 4-byte letters`,
    role: 'anonymous' as const,
    method: 'POST',
    path: '/api/inscription',
    json: (n: number) => registrationForm({ firstName: wide(length), email: `both-${n}@example.fr` }),
  })),
  ...[64, 65].map((length) => ({
    what: `profile country of ${length} 4-byte letters`,
    role: 'buyer' as const,
    method: 'PUT',
    path: '/api/me',
    json: () => ({ ...registrationForm({ country: wide(length) }), email: undefined }),
  })),
  ...['9999999999', '10000000000', String(2 ** 53)].map((reserve) => ({
    what: `sale reserve_price ${reserve}`,
    role: 'negotiator' as const,
    method: 'POST',
    path: '/v2/sell/agence-immo/create',
    json: (n: number) => sale(n, { reserve_price: reserve }),
  })),
  ...[
    ['lat', 90],
    ['lat', 90.0001],
    ['lng', -180],
    ['lng', -1e308],
    ['codeInsee', '2A004'],
    ['codeInsee', '2A0045'],
    ['departement', '🏠'],
    ['lienVideo', 'javascript:alert(1)'],
    ['lienVisiteVirtuelle', 'data:text/html,x'],
    ['lienRhinov', 'https://example.fr/visite'],
    ['nom', wide(255)],
    ['nom', wide(256)],
    ['ville', wide(255)],
    ['ville', wide(256)],
  ].map(([field, value]) => ({
    what: `sale ${String(field)} = ${String(value).slice(0, 24)}${String(value).length > 24 ? '…' : ''}`,
    role: 'negotiator' as const,
    method: 'POST',
    path: '/v2/sell/agence-immo/create',
    json: (n: number) => sale(n, { [String(field)]: value }),
  })),
  ...[
    ['ville', wide(255)],
    ['ville', wide(256)],
    ['nom', wide(100)],
    ['nom', wide(101)],
    ['lat', 91],
    ['telephone', '0'.repeat(33)],
  ].map(([field, value]) => ({
    what: `sell form ${String(field)} of ${String(value).length} units`,
    role: 'anonymous' as const,
    method: 'POST',
    path: '/api/vendre',
    json: () => lead({ [String(field)]: value }),
  })),
];

const statuses: Record<string, number[]> = {};

onEachApiDatabase('http: hardening — the same boundary inputs', (kind) => {
  describe('on the server', () => {
    let t: TestApi;
    before(async function () {
      this.timeout(60_000);
      t = await startTestApi({
        databaseUrl: kind.url,
        sellerLeadRateLimit: { max: 1000, durationMs: 60_000 },
      });
    });
    after(async () => t?.close());

    it(`answers each of the ${CASES.length} boundary inputs without a 5xx`, async function () {
      this.timeout(60_000);
      const got: number[] = [];
      for (const [n, c] of CASES.entries()) {
        const res = await t.request(c.role, c.method, c.path, { json: c.json(n) });
        await res.arrayBuffer();
        got.push(res.status);
      }
      statuses[kind.name] = got;
      expect(got.filter((status) => status >= 500)).to.deep.equal([]);
    });
  });
});

describe('http: hardening — SQLite and MariaDB answer the boundary inputs alike', () => {
  it('gives every boundary input the same status on both databases', function () {
    if (!statuses.SQLite || !statuses.MySQL) this.skip();
    const table = CASES.map(
      (c, i) => `${c.what}: SQLite ${statuses.SQLite![i]}, MariaDB ${statuses.MySQL![i]}`,
    );
    writeFileSync('/tmp/hardening-same-on-both.log', `${table.join('\n')}\n`);
    const differing = table.filter((_, i) => statuses.SQLite![i] !== statuses.MySQL![i]);
    expect(differing).to.deep.equal([]);
    // Each boundary is a real one: at the width accepted, one past it refused.
    expect(new Set(statuses.SQLite).size).to.be.greaterThan(1);
  });
});
