// Compression of the answers: gzip only (never Brotli), nothing under a packet, the same JSON.
import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { aSale } from './auction-fixtures.js';

/** A raw GET (fetch would decode the body and hide its encoding). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    encoding: string | undefined;
    vary: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('http: compression', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
    for (let i = 0; i < 8; i += 1) {
      const sale = await aSale(t);
      await t.api.ports.events.publish({ type: 'SaleCreated', propertyId: sale.property.id });
    }
    await t.api.infrastructure.outbox.idle();
  });
  after(() => t.close());

  it('gzips a list for a browser that also accepts Brotli, and it decodes to the plain answer', async () => {
    const plain = await rawGet(`${t.url}/api/biens`, {});
    expect(plain.status).to.equal(200);
    expect(plain.encoding).to.equal(undefined);
    expect(plain.body.length).to.be.greaterThan(1400);
    const zipped = await rawGet(`${t.url}/api/biens`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(zipped.encoding).to.equal('gzip');
    expect(zipped.vary).to.match(/Accept-Encoding/);
    expect(zipped.body.length).to.be.lessThan(plain.body.length / 2);
    const decoded = JSON.parse(gunzipSync(zipped.body).toString()) as Record<string, unknown>;
    const expected = JSON.parse(plain.body.toString()) as Record<string, unknown>;
    // The server time moves between the two calls.
    delete decoded.currentAuctionNowDateTime;
    delete expected.currentAuctionNowDateTime;
    expect(decoded).to.deep.equal(expected);
  });

  it('sends a small answer as it is, and nothing compressed to a client that asks for Brotli only', async () => {
    const small = await rawGet(`${t.url}/health`, { 'Accept-Encoding': 'gzip' });
    expect(small.status).to.equal(200);
    expect(small.encoding).to.equal(undefined);
    const brOnly = await rawGet(`${t.url}/api/biens`, { 'Accept-Encoding': 'br' });
    expect(brOnly.encoding).to.equal(undefined);
  });
});
