import { bidChainHash } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { instantColumn, moneyColumn, withTableDefaults } from './column-types.js';
import type { Migration } from './migration.js';

/**
 * Automatic bids and the tamper-evident bid history (issue 13): the hidden maxima
 * (`automatic_bids`, one per auction and bidder), and on every bid whether the platform placed it
 * for a maximum (`automatic`) and its link in the auction's chain (`chain_hash`, bid-chain.ts).
 *
 * The bids already stored (the demo seed, older sales) are chained here, once, in id order per
 * auction, as if they had been chained when placed: from then on every bid is chained in its own
 * transaction and `chain_hash` is never null. Chaining at migration time rather than on the first
 * verification means verifying only ever reads, and a bid altered after this migration is caught
 * like any other; what happened to the history before it cannot be proved either way.
 */
export const automaticBidsBidChain: Migration = {
  name: '012-automatic-bids-bid-chain',
  async up(knex) {
    await knex.schema.alterTable('bids', (table) => {
      table.boolean('automatic').notNullable().defaultTo(false);
      table.string('chain_hash', 64).nullable();
    });
    await knex.schema.createTable('automatic_bids', (table) => {
      withTableDefaults(knex, table);
      table.increments('id').primary();
      table.integer('auction_id').unsigned().notNullable().references('id').inTable('auctions');
      table.integer('user_id').unsigned().notNullable();
      moneyColumn(table, 'maximum').notNullable();
      instantColumn(knex, table, 'set_at').notNullable();
      table.unique(['auction_id', 'user_id'], { indexName: 'automatic_bids_auction_user_unique' });
    });
    const rows: Row[] = await knex('bids').orderBy(['auction_id', 'id']);
    let auctionId: number | null = null;
    let previous: string | null = null;
    for (const row of rows) {
      const c = readRow(row);
      if (c.number('auction_id') !== auctionId) {
        auctionId = c.number('auction_id');
        previous = null;
      }
      previous = bidChainHash(
        {
          auctionId,
          userId: c.number('user_id'),
          amount: c.number('amount'),
          placedAt: c.instant('placed_at'),
          automatic: false,
        },
        previous,
      );
      await knex('bids').where('id', c.number('id')).update({ chain_hash: previous });
    }
  },
  async down(knex) {
    await knex.schema.dropTable('automatic_bids');
    await knex.schema.alterTable('bids', (table) => {
      table.dropColumn('automatic');
      table.dropColumn('chain_hash');
    });
  },
};
