// Property-based fuzz of every route of the OpenAPI document (fast-check): random path parameters,
// query strings and JSON bodies built from each route's schema (absurd numbers, long and emoji texts,
// wrong types), sent anonymously and as a negotiator and a buyer. No answer may be a 5xx, and no body
// may carry a stack trace or SQL. Bounded: a few runs per route and database.
import { expect } from 'chai';
import fc from 'fast-check';
import { appendFileSync } from 'node:fs';
import { aProperty, aVisit, anAuction } from '@immo/core/testing';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 16);
/** A request that hangs is a failure named in the report, not a suite that waits until CI's limit. */
const REQUEST_DEADLINE_MS = 30_000;

const isEventStream = (res: Response): boolean =>
  res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
const LEAKS =
  /\bat \S+ \(\/|node_modules|\bselect [^"]* from `|\binsert into `|\bupdate `|\bER_[A-Z_]{4,}|"stack"|SQLITE_/;

const nasty = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '🏠'.repeat(50),
    'a'.repeat(100_000),
    'javascript:alert(1)',
    "'; drop table users; --",
    '9007199254740993',
    '-1',
    '1e308',
    'NaN',
    '2026-02-30 10:00:00',
    '../../etc/passwd',
    '\u0000',
  ),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, 2 ** 63, 1e308, -1e308, 0.5),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

type Schema = {
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  example?: unknown;
  examples?: unknown[];
  type?: string | string[];
};

/** A value the route's schema would take (an enum member, an example…), so that the body gets past the first checks. */
function plausible(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.examples?.length) return fc.constantFrom(...schema.examples);
  if (schema.example !== undefined) return fc.constant(schema.example);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(plausible));
  if (schema.type === 'integer' || schema.type === 'number') return fc.constantFrom(1, 30, 250_000);
  if (schema.type === 'string') return fc.constantFrom('2026-11-23 10:00:00', '1', 'Annecy', 'a@example.fr');
  if (schema.type === 'boolean') return fc.boolean();
  return nasty;
}

interface Operation {
  method: string;
  path: string;
  properties: Record<string, Schema>;
  queryNames: string[];
}

function operationsOf(doc: {
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; parameters?: { name: string; in: string }[] }>
  >;
}): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const schema = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
        ?.content?.['application/json']?.schema as { properties?: Record<string, Schema> } | undefined;
      out.push({
        method: method.toUpperCase(),
        path,
        properties: schema?.properties ?? {},
        queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return out;
}

onEachApiDatabase('http: hardening — fuzz of every route of the OpenAPI document', (kind) => {
  // Nested, so that its hooks run before the scratch database is dropped.
  describe('on the server', () => {
    let t: TestApi;
    /** Ids that name something: a sale of the cast's negotiator, its auction and a visit slot. */
    let ids: string[] = [];
    before(async function () {
      this.timeout(60_000);
      t = await startTestApi({ databaseUrl: kind.url, loginRateLimit: { max: 1_000_000, durationMs: 1000 } });
      const { repos } = t.api.ports;
      const negotiatorId = t.actors.negotiator.user.id;
      const property = await repos.properties.add(aProperty({ negotiatorId }));
      const auction = await repos.auctions.add(anAuction({ propertyId: property.id }));
      const visit = await repos.visits.add(aVisit({ propertyId: property.id, createdBy: negotiatorId }));
      ids = [property.id, auction.id, visit.id].map(String);
    });
    after(async () => t?.close());

    it('never answers 5xx nor leaks a stack trace or SQL', async function () {
      // About a minute alone on 2 cores; bounded so that a loaded CI machine still finishes.
      this.timeout(600_000);
      const doc = await (await t.request('anonymous', 'GET', '/api/docs.json')).json();
      const operations = operationsOf(doc).filter((op) => op.path !== '/api/bug');
      expect(operations.length).to.be.greaterThan(50);
      let requests = 0;
      const failures: string[] = [];
      for (const op of operations) {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom<RoleName>('anonymous', 'negotiator', 'buyer', 'admin'),
            fc.array(
              fc.oneof(
                { arbitrary: fc.constantFrom(...ids), weight: 4 },
                { arbitrary: fc.constantFrom('0', '-1', '999999999999', 'abc', '%F0%9F%8F%A0'), weight: 1 },
              ),
              {
                minLength: 4,
                maxLength: 4,
              },
            ),
            fc.record(
              Object.fromEntries(
                Object.entries(op.properties).map(([name, schema]) => [
                  name,
                  fc.oneof({ arbitrary: plausible(schema), weight: 3 }, { arbitrary: nasty, weight: 1 }),
                ]),
              ),
              { requiredKeys: [] },
            ),
            fc.record(Object.fromEntries(op.queryNames.map((name) => [name, fc.string({ maxLength: 30 })])), {
              requiredKeys: [],
            }),
            fc.constantFrom(true, true, true, false),
            async (role, pathIds, body, query, sendBody) => {
              let i = 0;
              const path = op.path.replace(/\{\w+\}/g, () => pathIds[i++ % pathIds.length]!);
              const search = new URLSearchParams(query as Record<string, string>).toString();
              const url = `${path}${search ? `?${search}` : ''}`;
              let res: Response;
              let text: string;
              try {
                res = await t.request(role, op.method, url, {
                  ...(sendBody && op.method !== 'GET' ? { json: body } : {}),
                  ...(role !== 'anonymous' ? { cookie: true } : {}),
                  signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
                });
                // A live stream never ends: its status and headers are the answer.
                text = isEventStream(res) ? (await res.body?.cancel(), '') : await res.text();
              } catch (error) {
                failures.push(`${op.method} ${url} as ${role} → no answer (${(error as Error).name})`);
                return;
              } finally {
                requests += 1;
              }
              if (res.status >= 500 || (res.status >= 400 && LEAKS.test(text))) {
                failures.push(`${op.method} ${url} as ${role} → ${res.status} ${text.slice(0, 200)}`);
              }
            },
          ),
          { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
        );
      }
      appendFileSync(
        '/tmp/hardening-fuzz.log',
        `${kind.name}: ${requests} requests over ${operations.length} routes, ${failures.length} failures\n`,
      );
      expect(failures).to.deep.equal([]);
    });
  });
});
