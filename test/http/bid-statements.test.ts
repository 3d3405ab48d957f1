// What one accepted bid costs the database: the statements of its request, and those its events run
// once delivered (the search index following the price). Search reindexing is off the bid's path:
// bids arriving together share one reindex of their sale.
import { expect } from 'chai';
import { ANONYMOUS, defaultSearchCriteria } from '@immo/core';
import { LIVE_LATEST_BIDS, pollBodyOf } from '@immo/http-koa';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { aSale, bidders, bidPath, asBidder, pollPath, type LiveSale } from './auction-fixtures.js';

describe('http: the statements of an accepted bid', () => {
  let t: TestApi;
  let sale: LiveSale;
  const statements: string[] = [];
  const record = (query: { sql: string }) => statements.push(query.sql);
  before(async () => {
    // No polling worker: the events are delivered when the test drains the outbox, after the request.
    t = await startTestApi({ env: { OUTBOX_WORKER: '0' } });
    t.api.infrastructure.database.knex.on('query', record);
  });
  after(async () => {
    t.api.infrastructure.database.knex.off('query', record);
    await t.close();
  });
  beforeEach(async () => {
    sale = await aSale(t);
    await t.api.ports.events.publish({ type: 'SaleCreated', propertyId: sale.property.id });
    await t.api.infrastructure.outbox.idle();
  });

  const indexedPrice = async () => {
    const { hits } = await t.api.ports.search.search(
      { ...defaultSearchCriteria(), statuses: [], text: sale.property.reference },
      t.clock.now(),
      10,
    );
    return hits.find((hit) => hit.propertyId === sale.property.id)?.price;
  };

  it('runs at most 10 statements in its request, and the index follows after delivery', async () => {
    const [bidder] = await bidders(t, sale, 1);
    statements.length = 0;
    const res = await asBidder(t, bidder!, 'POST', bidPath(sale), { amount: 251_000 });
    expect(res.status).to.equal(201);
    const inRequest = statements.length;
    await t.api.infrastructure.outbox.idle();
    const reindexWrites = statements.filter((sql) => /search_documents/.test(sql) && /insert/i.test(sql));
    console.log(
      `      statements: ${inRequest} in the request, ${statements.length - inRequest} on delivery`,
    );
    // One read before the transaction (the token's revocation and the viewer's account together, by
    // the authentication); then BEGIN, the lock, the bidders' files, the automatic maxima, the chain
    // link, the bid, the auction, the outbox entry, COMMIT. The live snapshot is not read again: it
    // moves by what the transaction wrote (5 statements more before, to rebuild it).
    expect(inRequest).to.be.at.most(10);
    expect(reindexWrites).to.have.length(1);
    expect(await indexedPrice()).to.equal(251_000);
  });

  it("moves a polled auction's snapshot by the bid's own writes: the next poll reads nothing, byte for byte a fresh read", async () => {
    const crowd = await bidders(t, sale, 2);
    const poll = async () => (await t.request('anonymous', 'GET', pollPath(sale))).text();
    await poll();
    for (let i = 0; i < 6; i += 1) {
      statements.length = 0;
      const res = await asBidder(t, crowd[i % 2]!, 'POST', bidPath(sale), { amount: 251_000 + i * 1_000 });
      expect(res.status).to.equal(201);
      // The auction is never read before the lock: its phase and the bidder's file are read under it
      // (the deny list, the viewer and the file are read every time).
      expect(statements, 'the bid request').to.have.length.at.most(10);
      expect(
        statements.filter((sql) => /buyer_files/.test(sql)),
        'the file, fresh',
      ).to.have.length(1);
      statements.length = 0;
      const body = await poll();
      expect(statements, 'the poll after it').to.deep.equal([]);
      const fresh = await t.api.useCases.getCurrentAuction.execute({
        viewer: ANONYMOUS,
        auctionId: sale.auction.id,
        latestBids: LIVE_LATEST_BIDS,
      });
      if (!fresh.ok) throw new Error(fresh.error.code);
      const { currentAuctionNowDateTime } = JSON.parse(body).AdditionalData as Record<string, string>;
      const reference = JSON.parse(JSON.stringify(pollBodyOf(fresh.value))) as {
        AdditionalData: Record<string, unknown>;
      };
      reference.AdditionalData.currentAuctionNowDateTime = currentAuctionNowDateTime;
      expect(body).to.equal(JSON.stringify(reference));
    }
  });

  it('reindexes a sale once for the bids of one delivery, reads its auction and stores and marks its mails together', async () => {
    const crowd = await bidders(t, sale, 8);
    for (const [i, bidder] of crowd.entries()) {
      const res = await asBidder(t, bidder, 'POST', bidPath(sale), { amount: 251_000 + i * 1_000 });
      expect(res.status).to.equal(201);
    }
    await t.api.infrastructure.outbox.idle();
    const bids = await t.api.ports.repos.bids.listByAuction(sale.auction.id);
    statements.length = 0;
    // The outbox hands a round's entries over together: the same events, delivered again at once.
    await Promise.all(
      bids.map((bid) =>
        t.api.infrastructure.bus.dispatch({
          type: 'BidPlaced',
          auctionId: sale.auction.id,
          bidId: bid.id,
          amount: bid.amount,
          userId: bid.userId,
          endAt: sale.auction.endAt,
        }),
      ),
    );
    const reindexWrites = statements.filter((sql) => /search_documents/.test(sql) && /insert/i.test(sql));
    const auctionReads = statements.filter((sql) => /^select \* from `auctions` where `id` = \?/.test(sql));
    const marks = statements.filter((sql) => /^update `event_outbox` set `delivered_at`/.test(sql));
    const stores = statements.filter((sql) => /^insert into `event_outbox`/.test(sql));
    // One reindex, however many bids (a run 500 ms after the last bid-driven one, BID_REINDEX_SPACING_MS).
    expect(reindexWrites.length).to.equal(1);
    // The auction's version read by the live confirms, once and once after (those asked meanwhile), and by the outbid notices once.
    expect(auctionReads.length).to.equal(3);
    // The outbid mails stored, then marked delivered, together.
    expect(stores.length).to.equal(1);
    expect(marks.length).to.equal(1);
    expect(await indexedPrice()).to.equal(258_000);
  });
});
