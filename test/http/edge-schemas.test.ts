// Every route of the API declares the schemas of what it reads, checked at the edge (adapters/http-koa/
// src/schema.ts): its query string (NO_QUERY when it reads none), its body on a write (a TypeBox
// schema, 'multipart', or NO_BODY when it reads none), and its success answer (a TypeBox schema —
// checked against every answer in the tests, response-check.ts —, 'file', 'none', or an event stream).
// A route added without them fails here, named with what it lacks — after a merge, the list of what to add.
import { expect } from 'chai';
import { isEventStream, isTypeBoxSchema, type RouteDoc } from '@immo/http-koa';
import { startTestApi, type TestApi } from '../support/api-harness.js';

const name = (doc: RouteDoc) => `${doc.method.toUpperCase()} ${doc.path}`;

/** What a route lacks, e.g. "GET /api/biens: query (a schema, or NO_QUERY)". */
function lacks(routes: readonly RouteDoc[], what: 'query' | 'body' | 'response'): string[] {
  const missing: string[] = [];
  for (const doc of routes) {
    if (what === 'query' && !(doc.query === 'none' || isTypeBoxSchema(doc.query))) {
      missing.push(`${name(doc)}: query (a TypeBox schema, or NO_QUERY if it reads none)`);
    }
    if (what === 'body' && doc.method !== 'get') {
      const declared = doc.body === 'none' || doc.body === 'multipart' || isTypeBoxSchema(doc.body);
      if (!declared) missing.push(`${name(doc)}: body (a TypeBox schema, 'multipart', or NO_BODY)`);
    }
    if (
      what === 'response' &&
      !(
        doc.response === 'file' ||
        doc.response === 'none' ||
        isTypeBoxSchema(doc.response) ||
        isEventStream(doc.response)
      )
    ) {
      missing.push(`${name(doc)}: response (a TypeBox schema, 'file', 'none' or eventStream(schema))`);
    }
  }
  return missing;
}

describe('http: every route declares its schemas (edge validation and OpenAPI)', () => {
  let t: TestApi;
  before(async function () {
    this.timeout(60_000);
    t = await startTestApi();
  });
  after(async () => t?.close());

  it('lists the routes it checks', () => {
    expect(t.api.routes.length).to.be.greaterThan(80);
  });

  it('a query schema on every route (NO_QUERY when it reads none)', () => {
    expect(lacks(t.api.routes, 'query')).to.deep.equal([]);
  });

  it('a TypeBox body schema on every write (or multipart, or NO_BODY)', () => {
    expect(lacks(t.api.routes, 'body')).to.deep.equal([]);
  });

  it('a response schema on every route', () => {
    expect(lacks(t.api.routes, 'response')).to.deep.equal([]);
  });
});
