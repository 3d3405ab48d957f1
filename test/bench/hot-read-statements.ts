// The SQL statements of one request of each hot read (issue 16), the first and the next: the property
// page (anonymous, a verified buyer) and the sale lists, on the test API (SQLite in memory). Not a test.
//   node --conditions=source --import tsx test/bench/hot-read-statements.ts
import { startTestApi } from '../support/api-harness.js';
import { aSale, bidders } from '../http/auction-fixtures.js';

const t = await startTestApi({ env: { OUTBOX_WORKER: '0' } });
const sale = await aSale(t);
await t.api.ports.events.publish({ type: 'SaleCreated', propertyId: sale.property.id });
await t.api.infrastructure.outbox.idle();
const [buyer] = await bidders(t, sale, 1);

const statements: string[] = [];
t.api.infrastructure.database.knex.on('query', (query: { sql: string }) => statements.push(query.sql));

async function count(label: string, path: string, headers: Record<string, string> = {}): Promise<void> {
  for (const round of ['first', 'next']) {
    statements.length = 0;
    const res = await fetch(`${t.url}${path}`, { headers });
    await res.arrayBuffer();
    console.log(`${label}, ${round} request: ${res.status}, ${statements.length} statements`);
    if (process.env.SHOW_SQL) for (const sql of statements) console.log(`    ${sql}`);
  }
}

await count('GET /api/bien/{id}/page anonymous', `/api/bien/${sale.property.id}/page`);
await count('GET /api/bien/{id}/page verified buyer', `/api/bien/${sale.property.id}/page`, {
  Authorization: `Bearer ${buyer!.token}`,
});
await count('GET /api/biens anonymous', '/api/biens');
await t.close();
process.exit(0);
