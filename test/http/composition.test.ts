import { expect } from 'chai';
import { json } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';

describe('http: the composed API', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('answers /health', async () => {
    const res = await t.request('anonymous', 'GET', '/health');
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.equal({ status: 'ok' });
  });

  it('builds every use case from the container', () => {
    const names = Object.keys(t.api.useCases);
    expect(names.length).to.be.greaterThan(30);
    for (const name of names)
      expect(t.api.useCases[name as keyof typeof t.api.useCases], name).to.have.property('execute');
  });

  it('documents every registered route in /api/docs.json', async () => {
    const doc = await json(await t.request('anonymous', 'GET', '/api/docs.json'));
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const router = (
      t.api.app as unknown as { middleware: { router?: { stack: { path: string; methods: string[] }[] } }[] }
    ).middleware
      .map((m) => m.router)
      .find(Boolean);
    expect(router, 'the API router').to.exist;
    for (const layer of router!.stack) {
      const path = layer.path.replace(/:(\w+)/g, '{$1}');
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        expect(documented.has(`${method} ${path}`), `${method} ${path} is documented`).to.equal(true);
      }
    }
  });

  it('keeps the search index in line when a sale changes', async () => {
    const { repos, events } = t.api.ports;
    const { aProperty, anAuction } = await import('@immo/core/testing');
    const property = await repos.properties.add(aProperty({ negotiatorId: t.actors.negotiator.user.id }));
    await repos.auctions.add(anAuction({ propertyId: property.id }));
    await events.publish({ type: 'SaleCreated', propertyId: property.id });
    await t.api.infrastructure.outbox.idle();
    const found = await t.api.ports.search.search(
      {
        ...(await import('@immo/core')).defaultSearchCriteria(),
        statuses: ['en_cours', 'a_venir', 'termine'],
      },
      t.clock.now(),
      50,
    );
    expect(found.hits.map((h) => h.propertyId)).to.include(property.id);
  });
});

describe('http: public settings of the screens', () => {
  it('answers GET /api/config with the map token and the browser DSN (null when none is configured)', async () => {
    const t = await startTestApi();
    try {
      const res = await t.request('anonymous', 'GET', '/api/config');
      expect(res.status).to.equal(200);
      expect(await json(res)).to.deep.equal({ mapboxToken: null, sentryDsn: null });
    } finally {
      await t.close();
    }
  });

  it("gives the screens SENTRY_BROWSER_DSN, the browser project's public DSN", async () => {
    const dsn = 'https://public@o1.ingest.example.invalid/7';
    const t = await startTestApi({ env: { SENTRY_BROWSER_DSN: ` ${dsn} ` } });
    try {
      const res = await t.request('anonymous', 'GET', '/api/config');
      expect(await json(res)).to.deep.equal({ mapboxToken: null, sentryDsn: dsn });
    } finally {
      await t.close();
    }
  });
});
