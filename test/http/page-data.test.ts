// The property page's data and the sale lists kept in memory (issue 16): the same answers as built
// per request, no statement while nothing changed, and every kind of write seen by the next GET — on
// the instance that made it, and on another sharing the database and Redis.
import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHEAP_ARGON2_PARAMETERS, Argon2PasswordHasher } from '@immo/auth';
import { composeApi, readConfig, type ComposedApi } from '@immo/api';
import { ANONYMOUS, type Viewer } from '@immo/core';
import { DEFAULT_TEST_NOW, InMemoryGeocoder, ManualClock, aDocument, aPhoto } from '@immo/core/testing';
import { PAGE_REVALIDATE_MS } from '@immo/http-koa';
import { propertyPageOf } from '../../adapters/http-koa/src/routes/auction/property-page.js';
import { json, listen, type RunningServer } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { redisAnswers } from '../support/redis.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';
import { aSale, asBidder, bidPath, bidders, type LiveSale } from './auction-fixtures.js';

const pagePath = (sale: LiveSale) => `/api/bien/${sale.property.id}/page`;

/** Raw bytes of a GET, without the decoding fetch does. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** The anonymous page as the route built it before it was kept: the use case, per request. */
async function referencePage(t: TestApi, sale: LiveSale): Promise<string> {
  const result = await t.api.useCases.getPropertyPage.execute({
    viewer: ANONYMOUS as Viewer,
    propertyId: sale.property.id,
  });
  if (!result.ok) throw new Error(result.error.code);
  return JSON.stringify(propertyPageOf(result.value, 'fr'));
}

/** Counts the SQL statements the API runs while `work` runs. */
async function statementsOf(t: TestApi, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const record = (query: { sql: string }) => statements.push(query.sql);
  const { knex } = t.api.infrastructure.database;
  knex.on('query', record);
  try {
    await work();
  } finally {
    knex.off('query', record);
  }
  return statements;
}

describe('http page data: the property page kept per version of the sale', () => {
  let t: TestApi;
  before(async () => {
    // No polling worker: its claims would be counted with the requests' statements.
    t = await startTestApi({ env: { OUTBOX_WORKER: '0' } });
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  const anonymousPage = async (sale: LiveSale) => json(await t.request('anonymous', 'GET', pagePath(sale)));

  it('answers byte for byte what the use case builds, plain and gzip, with the time of each request', async () => {
    const sale = await aSale(t);
    await t.api.ports.repos.photos.add(aPhoto({ propertyId: sale.property.id }));
    for (let i = 0; i < 2; i += 1) {
      const plain = await rawGet(`${t.url}${pagePath(sale)}`);
      expect(plain.body.toString()).to.equal(await referencePage(t, sale));
      const zipped = await rawGet(`${t.url}${pagePath(sale)}`, { 'Accept-Encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).to.equal('gzip');
      expect(gunzipSync(zipped.body).toString()).to.equal(await referencePage(t, sale));
      t.clock.advance(5_000);
    }
    // The English page is kept apart.
    const english = await json(
      await t.request('anonymous', 'GET', pagePath(sale), { headers: { 'Accept-Language': 'en' } }),
    );
    expect(english.bien.typeLabel).to.not.equal((await anonymousPage(sale)).bien.typeLabel);
  });

  it('serves an anonymous visitor from memory: no statement while the sale and its auction hold', async () => {
    const sale = await aSale(t);
    await anonymousPage(sale);
    const statements = await statementsOf(t, async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await t.request('anonymous', 'GET', pagePath(sale))).status).to.equal(200);
    });
    // At most the two version reads, should the machine be slow enough for a second to pass.
    const versionReads = /select `page_version` from `properties`|select \* from `auctions` where `id` = \?/;
    expect(statements.filter((sql) => !versionReads.test(sql))).to.deep.equal([]);
    expect(statements.length).to.be.at.most(2);
  });

  it('reads per request only what a buyer adds: his account, file, favourite and visits', async () => {
    const sale = await aSale(t);
    await t.request('buyer', 'GET', pagePath(sale));
    const statements = await statementsOf(t, () => t.request('buyer', 'GET', pagePath(sale)));
    // The token's check is kept (the viewer cache), the sale and its auction too (unless a second passed:
    // their version reads); read: the account, the buyer file, the favourite, the visits.
    const versionReads = /select `page_version` from `properties`|select \* from `auctions` where `id` = \?/;
    const own = statements.filter((sql) => !versionReads.test(sql));
    expect(own.map((sql) => /from `(\w+)`/.exec(sql)?.[1])).to.deep.equal([
      'users',
      'buyer_files',
      'favourites',
      'visits',
    ]);
  });

  it('reads the auction per request for those who manage sales (what they may edit follows it)', async () => {
    const sale = await aSale(t);
    await t.request('negotiator', 'GET', pagePath(sale));
    const statements = await statementsOf(t, () => t.request('negotiator', 'GET', pagePath(sale)));
    expect(statements.filter((sql) => /from `auctions` where `property_id`/.test(sql))).to.have.length(1);
  });

  it('shows every kind of write at the next GET, whichever way it is written', async () => {
    const sale = await aSale(t);
    const { repos, unitOfWork } = t.api.ports;
    const id = sale.property.id;
    await anonymousPage(sale);

    // The sale form's fields, through the inline edit route.
    expect(
      (await t.request('negotiator', 'PUT', `/api/bien/${id}`, { json: { nom: 'Titre changé' } })).status,
    ).to.equal(200);
    expect((await anonymousPage(sale)).bien.nom).to.equal('Titre changé');

    // A unit of work (the sale form's path), vendors and description.
    await unitOfWork.run(async (tx) => {
      const property = (await tx.properties.findById(id))!;
      await tx.properties.update({ ...property, description: 'Décrit autrement' });
    });
    expect((await anonymousPage(sale)).bien.descriptif).to.equal('Décrit autrement');

    // Photos: added, legend changed, deleted.
    const photo = await repos.photos.add(aPhoto({ propertyId: id, legend: 'Salon' }));
    expect((await anonymousPage(sale)).bienData.photos.map((p: { id: number }) => p.id)).to.include(photo.id);
    const legend = await t.request('negotiator', 'PUT', `/v2/sell/photos/update-legend/${photo.id}`, {
      json: { legend: 'Cuisine' },
    });
    expect(legend.status).to.equal(200);
    expect((await anonymousPage(sale)).bienData.photos[0].itemName).to.equal('Cuisine');
    await repos.photos.delete(photo.id);
    expect((await anonymousPage(sale)).bienData.photos).to.deep.equal([]);

    // Documents: added, renamed, deleted.
    const document = await repos.documents.add(
      aDocument({ propertyId: id, name: 'Diagnostics', free: true }),
    );
    expect((await anonymousPage(sale)).documents.map((d: { nom: string }) => d.nom)).to.deep.equal([
      'Diagnostics',
    ]);
    const renamed = await t.request('negotiator', 'PUT', `/v2/sell/documents/${document.id}`, {
      json: { nom: 'Diagnostics 2026' },
    });
    expect(renamed.status).to.equal(200);
    expect((await anonymousPage(sale)).documents[0].nom).to.equal('Diagnostics 2026');
    expect((await t.request('negotiator', 'DELETE', `/v2/sell/documents/${document.id}`)).status).to.equal(
      200,
    );
    expect((await anonymousPage(sale)).documents).to.deep.equal([]);

    // The negotiator's phone, on every page of his sales.
    const negotiator = (await repos.users.findById(t.actors.negotiator.user.id))!;
    await repos.users.update({ ...negotiator, phone: '01 02 03 04 05' });
    expect((await anonymousPage(sale)).negociateur.telephone).to.equal('01 02 03 04 05');

    // A buyer registered: one more acheteur.
    const buyers = (await anonymousPage(sale)).acheteurs.length;
    expect((await t.request('buyer', 'GET', `/api/bien/inscription/${id}`)).status).to.equal(200);
    expect((await anonymousPage(sale)).acheteurs).to.have.length(buyers + 1);

    // A bid: the page's auction is never older than the commit.
    const [bidder] = await bidders(t, sale, 1);
    expect((await asBidder(t, bidder!, 'POST', bidPath(sale), { amount: 250_000 })).status).to.equal(201);
    expect((await anonymousPage(sale)).enchere.currentPrice).to.equal(250_000);
  });

  it('takes an unpublished sale away from the public at once; its managers still see it', async () => {
    const sale = await aSale(t);
    const id = sale.property.id;
    await anonymousPage(sale);
    expect((await t.request('negotiator', 'POST', `/api/negociateur/bien/${id}/depublier`)).status).to.equal(
      200,
    );
    expect((await t.request('anonymous', 'GET', pagePath(sale))).status).to.equal(404);
    expect((await t.request('negotiator', 'GET', pagePath(sale))).status).to.equal(200);
  });

  it('shows the seller’s decision at once: awaiting the seller, then unsold once he refuses the offer', async () => {
    const sale = await aSale(t);
    const [bidder] = await bidders(t, sale, 1);
    const bid = await asBidder(t, bidder!, 'POST', bidPath(sale), { amount: 250_000 });
    expect(bid.status).to.equal(201);
    const { id } = await json(bid);
    t.clock.set(sale.auction.endAt + 1);
    expect((await anonymousPage(sale)).issue.kind).to.equal('awaiting_seller');
    expect((await t.request('seller', 'POST', `/api/vendeur/offres/${id}/refuser`)).status).to.equal(200);
    expect((await anonymousPage(sale)).issue.kind).to.equal('unsold');
  });

  it('moves with time alone: the phase and the end without any write', async () => {
    const sale = await aSale(t);
    expect(await anonymousPage(sale)).to.include({ phase: 'live' });
    t.clock.set(sale.auction.endAt + 1);
    const page = await anonymousPage(sale);
    expect(page).to.include({ phase: 'ended', inFinalPhase: false });
    expect(page.issue.kind).to.equal('no_bids');
  });

  it('sees a change made outside the repositories within the revalidation time (a version read)', async () => {
    const sale = await aSale(t);
    await anonymousPage(sale);
    const { knex } = t.api.infrastructure.database;
    await knex('properties')
      .where('id', sale.property.id)
      .update({ title: 'Changé en SQL', page_version: knex.raw('page_version + 1') });
    await new Promise((resolve) => setTimeout(resolve, PAGE_REVALIDATE_MS + 200));
    expect((await anonymousPage(sale)).bien.nom).to.equal('Changé en SQL');
  });

  it('answers 404 for an unknown property', async () => {
    expect((await t.request('anonymous', 'GET', '/api/bien/987654/page')).status).to.equal(404);
  });
});

describe('http page data: the sale lists GET /api/biens', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ env: { OUTBOX_WORKER: '0' } });
  });
  after(() => t.close());

  const indexed = async () => {
    const sale = await aSale(t);
    await t.api.ports.events.publish({ type: 'SaleCreated', propertyId: sale.property.id });
    await t.api.infrastructure.outbox.idle();
    return sale;
  };
  const cardOf = async (sale: LiveSale) =>
    (await json(await t.request('anonymous', 'GET', '/api/biens?pageSize=100')))['hydra:member'].find(
      (card: { bienId: number }) => card.bienId === sale.property.id,
    );

  it('answers from memory while nothing changes, the time spliced in', async () => {
    const sale = await indexed();
    const first = await json(await t.request('anonymous', 'GET', '/api/biens?pageSize=100'));
    t.clock.advance(200);
    const statements = await statementsOf(t, async () => {
      const again = await json(await t.request('anonymous', 'GET', '/api/biens?pageSize=100'));
      expect(again['hydra:member']).to.deep.equal(first['hydra:member']);
    });
    expect(statements).to.deep.equal([]);
    expect(await cardOf(sale)).to.include({ bienId: sale.property.id });
  });

  it('shows a bid’s price at the next GET, and a sale’s change once the index has it', async () => {
    const sale = await indexed();
    await cardOf(sale);
    const [bidder] = await bidders(t, sale, 1);
    expect((await asBidder(t, bidder!, 'POST', bidPath(sale), { amount: 250_000 })).status).to.equal(201);
    expect((await cardOf(sale)).currentPrice).to.equal(250_000);

    const edit = await t.request('negotiator', 'PUT', `/api/bien/${sale.property.id}`, {
      json: { nom: 'Nouveau' },
    });
    expect(edit.status).to.equal(200);
    await t.api.infrastructure.outbox.idle();
    expect((await cardOf(sale)).nom).to.equal('Nouveau');
  });

  it('keeps the search’s answers too (GET /api/recherche), and drops them with the index’s writes', async () => {
    const sale = await indexed();
    const path = `/api/recherche?itemsPerPage=100`;
    const titleOf = async () =>
      (await json(await t.request('anonymous', 'GET', path)))['hydra:member'].find(
        (card: { bienId: number }) => card.bienId === sale.property.id,
      )?.title;
    expect(await titleOf()).to.equal(sale.property.title);
    expect(await statementsOf(t, titleOf)).to.deep.equal([]);
    const edit = await t.request('negotiator', 'PUT', `/api/bien/${sale.property.id}`, {
      json: { nom: 'Cherché' },
    });
    expect(edit.status).to.equal(200);
    await t.api.infrastructure.outbox.idle();
    expect(await titleOf()).to.equal('Cherché');
  });

  it('keeps a bad query’s error out of memory', async () => {
    expect((await t.request('anonymous', 'GET', '/api/biens?pageSize=0')).status).to.equal(400);
    expect((await t.request('anonymous', 'GET', '/api/biens?pageSize=0')).status).to.equal(400);
  });
});

/** An API instance without the cast (another instance made it). */
async function secondInstance(
  databaseUrl: string,
): Promise<{ api: ComposedApi; server: RunningServer; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-api-b-'));
  const api = await composeApi(
    readConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'test-secret-of-at-least-thirty-two-bytes!!',
      SEED_DEMO: '0',
      WEB_ROOT: '',
      REDIS_URL: 'redis://127.0.0.1:6379',
    }),
    {
      overrides: {
        clock: new ManualClock(DEFAULT_TEST_NOW),
        hasher: new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS),
        geocoder: new InMemoryGeocoder(),
      },
      checkResponses: true,
      // Longer than the suite: only the messages through Redis can tell B of a change.
      live: { revalidateMs: 10 * 60_000 },
    },
  );
  const server = await listen(api.app);
  return {
    api,
    server,
    async close() {
      await server.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

onEachApiDatabase('http page data: two instances sharing the database and Redis', (kind) => {
  describe('a write on one, viewers on the other', () => {
    let a: TestApi;
    let b: Awaited<ReturnType<typeof secondInstance>>;
    before(async function () {
      this.timeout(60_000);
      if (kind.name === 'SQLite') this.skip(); // an in-memory SQLite database is one process's own
      if (!(await redisAnswers())) {
        if (process.env.REQUIRE_REDIS === '1') throw new Error('REQUIRE_REDIS=1 but Redis does not answer');
        console.warn(
          '\n!!! Redis unreachable at 127.0.0.1:6379: the two-instance page data suite is SKIPPED !!!\n',
        );
        this.skip();
      }
      a = await startTestApi({ databaseUrl: kind.url, env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
      b = await secondInstance(kind.url);
    });
    after(async () => {
      await b?.close();
      await a?.close();
    });

    /** B's anonymous page once `ready` holds, within 3 s (the message through Redis). */
    async function pageOnB(sale: LiveSale, ready: (page: Record<string, never>) => boolean) {
      const deadline = Date.now() + 3000;
      for (;;) {
        const page = await json(await fetch(`${b.server.url}${pagePath(sale)}`));
        if (ready(page) || Date.now() > deadline) return page;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    it('a write through one: the other drops its copy of the page', async () => {
      const sale = await aSale(a);
      const before = await json(await fetch(`${b.server.url}${pagePath(sale)}`));
      expect(before.bien.nom).to.equal(sale.property.title);
      const res = await a.request('negotiator', 'PUT', `/api/bien/${sale.property.id}`, {
        json: { nom: 'Vu de B' },
      });
      expect(res.status).to.equal(200);
      const page = await pageOnB(sale, (p) => (p.bien as unknown as { nom: string }).nom === 'Vu de B');
      expect(page.bien).to.include({ nom: 'Vu de B' });

      const photo = await a.api.ports.repos.photos.add(aPhoto({ propertyId: sale.property.id }));
      const withPhoto = await pageOnB(
        sale,
        (p) => (p.bienData as unknown as { photos: unknown[] }).photos.length > 0,
      );
      expect((withPhoto.bienData as unknown as { photos: { id: number }[] }).photos[0]!.id).to.equal(
        photo.id,
      );
    });

    it('a bid through one: the other’s page has it once its poll has it', async () => {
      const sale = await aSale(a);
      expect((await json(await fetch(`${b.server.url}${pagePath(sale)}`))).enchere.currentPrice).to.equal(
        null,
      );
      const [bidder] = await bidders(a, sale, 1);
      expect((await asBidder(a, bidder!, 'POST', bidPath(sale), { amount: 250_000 })).status).to.equal(201);
      const page = await pageOnB(
        sale,
        (p) => (p.enchere as unknown as { currentPrice: number }).currentPrice === 250_000,
      );
      expect(page.enchere).to.include({ currentPrice: 250_000 });
    });
  });
});
