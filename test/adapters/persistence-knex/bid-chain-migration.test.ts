import { expect } from 'chai';
import { verifyBidChain } from '../../../core/src/domain/auction/bid-chain.js';
import { aBuyer, anAuction, aNegotiator, aProperty } from '../../../core/src/testing/index.js';
import { migrationSource, openDatabase } from '../../../adapters/persistence-knex/src/index.js';
import { toSqlInstant } from '../../../adapters/persistence-knex/src/sql-instant.js';

const CHAIN_MIGRATION = '012-automatic-bids-bid-chain';
const config = { migrationSource, tableName: 'knex_migrations' };

describe('Migration 012: the bids already stored get chained', () => {
  it('chains every auction’s old bids in id order, so that they verify; a later change is named', async () => {
    const database = openDatabase('sqlite::memory:');
    try {
      const { knex } = database;
      // Every migration before the chain's, as a database of before this issue.
      for (;;) {
        const [, pending] = (await knex.migrate.list(config)) as [unknown, { name: string }[]];
        if (pending[0]?.name === CHAIN_MIGRATION) break;
        await knex.migrate.up(config);
      }
      const repos = database.repositories;
      const negotiator = await repos.users.add(aNegotiator());
      const buyer = await repos.users.add(aBuyer());
      const auctions = [];
      for (let i = 0; i < 2; i += 1) {
        const property = await repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
        auctions.push(await repos.auctions.add(anAuction({ propertyId: property.id })));
      }
      const at = Date.UTC(2026, 10, 20, 10, 0, 0) + 0.123;
      for (const [n, amount] of [250_000, 251_000, 252_000].entries()) {
        for (const auction of auctions) {
          await knex('bids').insert({
            auction_id: auction.id,
            user_id: buyer.id,
            amount,
            placed_at: toSqlInstant(at + n * 1000),
            status: 'placed',
          });
        }
      }

      await database.migrate();

      for (const auction of auctions) {
        const bids = await repos.bids.listByAuction(auction.id);
        expect(bids).to.have.length(3);
        expect(verifyBidChain(bids)).to.deep.include({ valid: true, bidCount: 3 });
      }
      const [, second] = await repos.bids.listByAuction(auctions[1]!.id);
      await knex('bids').where('id', second!.id).update({ user_id: negotiator.id });
      expect(verifyBidChain(await repos.bids.listByAuction(auctions[1]!.id))).to.deep.include({
        valid: false,
        firstAlteredBidId: second!.id,
      });
    } finally {
      await database.close();
    }
  });
});
