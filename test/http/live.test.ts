// The live auction (issues 13 and 16): the poll served from a per-version snapshot, bounded whatever
// the number of bids; the server-sent-events stream; both fresh right after a commit, on one instance
// and across two sharing a database and Redis.
import { expect } from 'chai';
import sinon from 'sinon';
import { gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHEAP_ARGON2_PARAMETERS, Argon2PasswordHasher } from '@immo/auth';
import { composeApi, readConfig, type ComposeOptions, type ComposedApi } from '@immo/api';
import { extendedEnd } from '@immo/core';
import {
  DEFAULT_TEST_NOW,
  InMemoryGeocoder,
  ManualClock,
  aBid,
  aProperty,
  anAuction,
} from '@immo/core/testing';
import { LIVE_LATEST_BIDS, pollBodyOf } from '@immo/http-koa';
import { json, listen, type RunningServer } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';
import { openSse } from '../support/sse.js';
import { aSale, asBidder, bidPath, bidders, pollPath, type LiveSale } from './auction-fixtures.js';

const streamPath = (sale: LiveSale) => `${pollPath(sale)}/stream`;

/** The poll's body as the route answered it before snapshots: every bid, built per request. */
async function referenceBody(t: TestApi, sale: LiveSale): Promise<string> {
  const result = await t.api.useCases.getCurrentAuction.execute({
    viewer: t.actors.buyer.user as never,
    auctionId: sale.auction.id,
  });
  if (!result.ok) throw new Error(result.error.code);
  return JSON.stringify(pollBodyOf(result.value));
}

/** Raw bytes of a GET, without the decoding fetch does. */
function rawGet(url: string, headers: Record<string, string>) {
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

describe('http live: the poll from its snapshot', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  it('answers byte for byte what the route built before, plain and gzip, with the time of each request', async () => {
    const sale = await aSale(t);
    const [a, b] = await bidders(t, sale, 2);
    for (let i = 0; i < 12; i += 1) {
      const bidder = i % 2 === 0 ? a! : b!;
      expect(
        (await asBidder(t, bidder, 'POST', bidPath(sale), { amount: 250_000 + i * 1000 })).status,
      ).to.equal(201);
    }
    const plain = await rawGet(`${t.url}${pollPath(sale)}`, {});
    expect(plain.headers['content-type']).to.equal('application/json; charset=utf-8');
    expect(plain.body.toString()).to.equal(await referenceBody(t, sale));

    t.clock.advance(61_000);
    const gzip = await rawGet(`${t.url}${pollPath(sale)}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(gzip.headers.vary).to.match(/Accept-Encoding/);
    expect(gzip.body.length).to.be.below(plain.body.length / 3);
    const unzipped = gunzipSync(gzip.body).toString();
    expect(unzipped).to.equal(await referenceBody(t, sale));
    expect(JSON.parse(unzipped).AdditionalData.currentAuctionNowDateTime).to.equal(
      '2026-11-21T11:01:01+01:00',
    );
  });

  it('keeps the body bounded: the latest bids and hydra:totalItems counting them all; the rest paged on /bids', async () => {
    const sale = await aSale(t);
    const [bidder] = await bidders(t, sale, 1);
    const { repos } = t.api.ports;
    const total = LIVE_LATEST_BIDS * 3 + 7;
    for (let i = 0; i < total; i += 1) {
      await repos.bids.add(
        aBid({
          auctionId: sale.auction.id,
          userId: bidder!.user.id,
          amount: 250_000 + i * 1000,
          placedAt: DEFAULT_TEST_NOW - (total - i) * 1000,
        }),
      );
    }
    const stored = (await repos.auctions.findById(sale.auction.id))!;
    await repos.auctions.update({ ...stored, currentPrice: 250_000 + (total - 1) * 1000, bidCount: total });
    const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(poll['hydra:totalItems']).to.equal(total);
    expect(poll['hydra:member']).to.have.length(LIVE_LATEST_BIDS);
    const amounts = poll['hydra:member'].map((m: { amount: number }) => m.amount);
    expect(amounts[0]).to.equal(250_000 + (total - LIVE_LATEST_BIDS) * 1000);
    expect(amounts.at(-1)).to.equal(250_000 + (total - 1) * 1000);

    const page = await json(await t.request('anonymous', 'GET', `${pollPath(sale)}/bids?page=1`));
    expect(page['hydra:totalItems']).to.equal(total);
    expect(page['hydra:member']).to.have.length(total);
    expect(page['hydra:member'][0].amount).to.equal(250_000);
    expect(page['hydra:member'].at(-1).Enchere.currentPrice).to.equal(250_000 + (total - 1) * 1000);
    const bad = await t.request('anonymous', 'GET', `${pollPath(sale)}/bids?page=0`);
    expect(bad.status).to.equal(400);
    expect((await json(bad)).error.code).to.equal('invalid_input');
    expect((await t.request('anonymous', 'GET', '/api/bien/currentauction/999999/bids')).status).to.equal(
      404,
    );
  });

  it('never shows a bid older than its commit: the poll right after each 201 has it, with polls running all along', async () => {
    const sale = await aSale(t);
    const [a, b] = await bidders(t, sale, 2);
    let polling = true;
    const background = (async () => {
      while (polling) await (await t.request('anonymous', 'GET', pollPath(sale))).arrayBuffer();
    })();
    for (let i = 0; i < 20; i += 1) {
      const amount = 250_000 + i * 1000;
      const res = await asBidder(t, i % 2 === 0 ? a! : b!, 'POST', bidPath(sale), { amount });
      expect(res.status).to.equal(201);
      const { id } = await json(res);
      const poll = await json(await t.request('buyer', 'GET', pollPath(sale)));
      expect(poll.AdditionalData.currentPrice).to.equal(amount);
      expect(poll['hydra:member'].at(-1).id).to.equal(id);
    }
    polling = false;
    await background;
  });

  it('sees a change made outside the use cases within the revalidation time (a cheap version read)', async () => {
    const sale = await aSale(t);
    await json(await t.request('anonymous', 'GET', pollPath(sale)));
    const { repos } = t.api.ports;
    const stored = (await repos.auctions.findById(sale.auction.id))!;
    await repos.auctions.update({ ...stored, endAt: stored.endAt + 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(poll.AdditionalData.newDateFin).to.not.equal(undefined);
    expect(Date.parse(poll.AdditionalData.newDateFin)).to.equal(stored.endAt + 120_000);
  });
});

describe('http live: the stream GET /api/bien/currentauction/{id}/stream', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  it('sends the snapshot at once, then every bid in order after its commit, each event the poll’s body', async () => {
    const sale = await aSale(t);
    const [a, b] = await bidders(t, sale, 2);
    const stream = await openSse(`${t.url}${streamPath(sale)}`);
    try {
      expect(stream.status).to.equal(200);
      expect(stream.headers.get('content-type')).to.match(/^text\/event-stream/);
      const first = await stream.next();
      expect(first.event).to.equal('auction');
      expect(JSON.parse(first.data)['hydra:member']).to.deep.equal([]);
      const placed: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await asBidder(t, i % 2 === 0 ? a! : b!, 'POST', bidPath(sale), {
          amount: 250_000 + i * 1000,
        });
        placed.push((await json(res)).id);
        const event = await stream.next();
        const body = JSON.parse(event.data);
        // The bid is in the event the 201 was followed by, and the event equals a poll of that moment.
        expect(body['hydra:member'].at(-1).id).to.equal(placed.at(-1));
        expect(body['hydra:member'].map((m: { id: number }) => m.id)).to.deep.equal(placed);
        expect(event.data).to.equal(await (await t.request('anonymous', 'GET', pollPath(sale))).text());
      }
      // An extension (a bid in the last 2 minutes) arrives with its new end.
      t.clock.set(sale.auction.endAt - 60_000);
      await asBidder(t, a!, 'POST', bidPath(sale), { amount: 260_000 });
      const extended = JSON.parse((await stream.next()).data);
      expect(Date.parse(extended.AdditionalData.newDateFin)).to.equal(
        extendedEnd(sale.auction.endAt, t.clock.now()),
      );
      expect(Date.parse(extended.AdditionalData.newDateFin)).to.be.greaterThan(sale.auction.endAt);
    } finally {
      stream.close();
    }
  });

  it('on reconnection with Last-Event-ID sends nothing it already has, and a fresh snapshot when it changed', async () => {
    const sale = await aSale(t);
    const [a] = await bidders(t, sale, 1);
    const first = await openSse(`${t.url}${streamPath(sale)}`);
    const seen = await first.next();
    first.close();
    const same = await openSse(`${t.url}${streamPath(sale)}`, { 'Last-Event-ID': seen.id! });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(same.buffered).to.have.length(0);
    same.close();
    await asBidder(t, a!, 'POST', bidPath(sale), { amount: 250_000 });
    const later = await openSse(`${t.url}${streamPath(sale)}`, { 'Last-Event-ID': seen.id! });
    try {
      const fresh = await later.next();
      expect(fresh.id).to.not.equal(seen.id);
      expect(JSON.parse(fresh.data)['hydra:member']).to.have.length(1);
    } finally {
      later.close();
    }
  });

  it('answers 404 for an unknown auction, closes streams that leave', async () => {
    expect((await t.request('anonymous', 'GET', '/api/bien/currentauction/999999/stream')).status).to.equal(
      404,
    );
    const sale = await aSale(t);
    const stream = await openSse(`${t.url}${streamPath(sale)}`);
    await stream.next();
    const streams = t.api.live.services.streams;
    const before = streams.size;
    stream.close();
    for (let i = 0; i < 50 && streams.size >= before; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(streams.size).to.equal(before - 1);
    expect(t.api.live.services.auctions.watching(sale.auction.id)).to.equal(0);
  });
});

describe('http live: the stream’s limits', () => {
  let small: Awaited<ReturnType<typeof bareInstance>>;
  before(async () => {
    small = await bareInstance('sqlite::memory:', {}, { maxStreams: 2, keepAliveMs: 50 });
  });
  after(() => small.close());

  it('caps the open streams (503 live_stream_full, poll instead) and keeps idle ones alive with comments', async () => {
    const { repos } = small.api.ports;
    const property = await repos.properties.add(aProperty());
    const auction = await repos.auctions.add(anAuction({ propertyId: property.id }));
    const path = `${small.server.url}/api/bien/currentauction/${auction.id}/stream`;
    const opened = [await openSse(path), await openSse(path)];
    try {
      const refused = await fetch(path);
      expect(refused.status).to.equal(503);
      expect(refused.headers.get('retry-after')).to.equal('30');
      const body = await json(refused);
      expect(body.error.code).to.equal('live_stream_full');
      expect(body.error.message).to.match(/suivi en direct/i);
      await opened[0]!.next();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(opened[0]!.comments).to.be.greaterThan(1);
    } finally {
      for (const stream of opened) stream.close();
    }
  });
});

async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** An API instance without the cast (another instance made it, or none is needed). */
async function bareInstance(
  databaseUrl: string,
  env: Record<string, string>,
  live: { maxStreams?: number; keepAliveMs?: number } = {},
  compose: Pick<ComposeOptions, 'viewerCacheMs'> = {},
): Promise<{ api: ComposedApi; server: RunningServer; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-api-b-'));
  const api = await composeApi(
    readConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'test-secret-of-at-least-thirty-two-bytes!!',
      SEED_DEMO: '0',
      WEB_ROOT: '',
      ...env,
    }),
    {
      overrides: {
        clock: new ManualClock(DEFAULT_TEST_NOW),
        hasher: new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS),
        geocoder: new InMemoryGeocoder(),
      },
      live,
      checkResponses: true,
      ...compose,
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

onEachApiDatabase('http live: two instances sharing the database and Redis', (kind) => {
  describe('a bid on one, viewers on the other', () => {
    let a: TestApi;
    let b: Awaited<ReturnType<typeof bareInstance>>;
    before(async function () {
      this.timeout(60_000);
      if (kind.name === 'SQLite') this.skip(); // an in-memory SQLite database is one process's own
      if (!(await redisAnswers())) {
        if (process.env.REQUIRE_REDIS === '1') throw new Error('REQUIRE_REDIS=1 but Redis does not answer');
        console.warn(
          '\n!!! Redis unreachable at 127.0.0.1:6379: the two-instance live suite is SKIPPED !!!\n',
        );
        this.skip();
      }
      a = await startTestApi({ databaseUrl: kind.url, env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
      // B keeps token checks far longer than the test lasts: only an invalidation can end one.
      b = await bareInstance(
        kind.url,
        { REDIS_URL: 'redis://127.0.0.1:6379' },
        {},
        { viewerCacheMs: 10 * 60_000 },
      );
    });
    after(async () => {
      await b?.close();
      await a?.close();
    });

    it('each instance’s poll and stream have the bids placed on the other, right after their commit', async () => {
      const sale = await aSale(a);
      const [first, second] = await bidders(a, sale, 2);
      const onB = await openSse(`${b.server.url}${streamPath(sale)}`);
      try {
        await onB.next();
        // B's poll snapshot is built and cached before the bid.
        expect((await json(await fetch(`${b.server.url}${pollPath(sale)}`)))['hydra:totalItems']).to.equal(0);
        const res = await asBidder(a, first!, 'POST', bidPath(sale), { amount: 250_000 });
        expect(res.status).to.equal(201);
        const { id } = await json(res);
        const pushed = JSON.parse((await onB.next(3000)).data);
        expect(pushed['hydra:member'].at(-1).id).to.equal(id);
        const pollB = await json(await fetch(`${b.server.url}${pollPath(sale)}`));
        expect(pollB['hydra:member'].at(-1).id).to.equal(id);

        // And the other way: a bid through B seen by A's poll.
        const viaB = await fetch(`${b.server.url}${bidPath(sale)}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${second!.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ amount: 251_000 }),
        });
        expect(viaB.status).to.equal(201);
        const fromB = (await json(viaB)).id;
        expect(JSON.parse((await onB.next(3000)).data)['hydra:member'].at(-1).id).to.equal(fromB);
        let pollA = await json(await a.request('anonymous', 'GET', pollPath(sale)));
        for (let i = 0; i < 50 && pollA['hydra:member'].at(-1)?.id !== fromB; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          pollA = await json(await a.request('anonymous', 'GET', pollPath(sale)));
        }
        expect(pollA['hydra:member'].at(-1).id).to.equal(fromB);
      } finally {
        onB.close();
      }
    });

    it('a right to bid withdrawn through one: both forget the token’s check at once, the very next bid through the other is refused', async () => {
      const sale = await aSale(a);
      const [bidder] = await bidders(a, sale, 1);
      const onB = (method: string, path: string, body?: unknown) =>
        fetch(`${b.server.url}${path}`, {
          method,
          headers: { Authorization: `Bearer ${bidder!.token}`, 'Content-Type': 'application/json' },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
      // Each instance reads the account for the token's first poll, then serves the polls from its cache.
      const readsOnA = sinon.spy(a.api.ports.repos.users, 'findById');
      const readsOnB = sinon.spy(b.api.ports.repos.users, 'findById');
      const accountReads = (reads: sinon.SinonSpy) =>
        reads.getCalls().filter((call) => call.args[0] === bidder!.user.id).length;
      for (let i = 0; i < 2; i += 1) {
        expect((await asBidder(a, bidder!, 'GET', pollPath(sale))).status).to.equal(200);
        expect((await onB('GET', pollPath(sale))).status).to.equal(200);
      }
      expect([accountReads(readsOnA), accountReads(readsOnB)]).to.deep.equal([1, 1]);

      const withdrawn = await a.request('admin', 'PUT', `/api/users/${bidder!.user.id}/droit-enchere`, {
        json: { allowed: false, reason: 'Impayé' },
      });
      expect(withdrawn.status).to.equal(200);
      // The committing instance forgot it before answering.
      readsOnA.resetHistory();
      await asBidder(a, bidder!, 'GET', pollPath(sale));
      expect(accountReads(readsOnA)).to.equal(1);
      // The other hears it through Redis: its next polls read the account again.
      const deadline = Date.now() + 3000;
      readsOnB.resetHistory();
      while (accountReads(readsOnB) === 0) {
        if (Date.now() > deadline)
          throw new Error('instance B still serves the withdrawn bidder from its cache');
        await onB('GET', pollPath(sale));
        if (accountReads(readsOnB) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const bid = await onB('POST', bidPath(sale), { amount: 250_000 });
      expect(bid.status).to.equal(403);
      expect((await json(bid)).error.code).to.equal('bid_not_allowed');
    });
  });
});
