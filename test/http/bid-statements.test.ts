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
    // BEGIN, the lock, the bidder's account with the token's revocation (read by the bid, not the
    // authentication), the bidders' files, the automatic maxima, the chain link, the bid, the auction,
    // the outbox entry, COMMIT. The live snapshot is not read again: it
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

  it("reads the bidders' accounts and their tokens' revocation in the bids' transaction, once a batch", async () => {
    const crowd = await bidders(t, sale, 4);
    const inTransaction: boolean[] = [];
    const recordTx = (query: { __knexTxId?: string }) => inTransaction.push(query.__knexTxId !== undefined);
    t.api.infrastructure.database.knex.on('query', recordTx);
    statements.length = 0;
    const answers = await Promise.all(
      crowd.map((bidder, i) => asBidder(t, bidder, 'POST', bidPath(sale), { amount: 251_000 + i * 1_000 })),
    );
    t.api.infrastructure.database.knex.off('query', recordTx);
    expect(
      answers.map((res) => res.status).filter((status) => status !== 201 && status !== 409),
    ).to.deep.equal([]);
    // Nothing before the queue: the authentication leaves the account to the bid (one read a batch,
    // under the lock) instead of one read a request before it.
    expect(
      statements.filter((_, i) => !inTransaction[i]),
      'outside the transactions',
    ).to.deep.equal([]);
    const batches = statements.filter((sql) => /^begin/i.test(sql.trim())).length;
    const accountReads = statements.filter((sql) => /\busers\b/.test(sql));
    expect(accountReads, 'the accounts, with the revoked tokens').to.have.length(batches);
    expect(accountReads.every((sql) => /revoked_tokens/.test(sql))).to.equal(true);
  });

  it('delivers the bids of one claim with one reindex, two auction reads for the live confirms and one mark', async () => {
    const crowd = await bidders(t, sale, 8);
    for (const [i, bidder] of crowd.entries()) {
      const res = await asBidder(t, bidder, 'POST', bidPath(sale), { amount: 251_000 + i * 1_000 });
      expect(res.status).to.equal(201);
    }
    await t.api.infrastructure.outbox.idle();
    const bids = await t.api.ports.repos.bids.listByAuction(sale.auction.id);
    // The same events due again, all in one claim.
    for (const bid of bids)
      await t.api.ports.repos.eventOutbox.add(
        'domain-event',
        {
          type: 'BidPlaced',
          auctionId: sale.auction.id,
          bidId: bid.id,
          amount: bid.amount,
          userId: bid.userId,
          endAt: sale.auction.endAt,
        },
        t.clock.now(),
      );
    statements.length = 0;
    await t.api.infrastructure.outbox.idle();
    const reindexWrites = statements.filter((sql) => /search_documents/.test(sql) && /insert/i.test(sql));
    const auctionReads = statements.filter((sql) => /^select \* from `auctions` where `id` = \?/.test(sql));
    const marks = statements.filter((sql) => /^update `event_outbox` set `delivered_at`/.test(sql));
    // One reindex, however many bids (the sale's bids reindex it at most every BID_REINDEX_SPACING_MS).
    expect(reindexWrites).to.have.length(1);
    // The auction read by the live confirms (one, and one more for those asked during it) and once by
    // the outbid notices.
    expect(auctionReads).to.have.length(3);
    // The claim's entries marked delivered together, once all have run.
    expect(marks).to.have.length(1);
    expect(await t.api.ports.repos.eventOutbox.countUndelivered()).to.equal(0);
    expect(await indexedPrice()).to.equal(258_000);
  });
});
