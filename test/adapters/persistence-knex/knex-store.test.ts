import { expect } from 'chai';
import { DuplicateBidAmountError, type Repositories } from '../../../core/src/ports/repositories.port.js';
import { HOUR_MS, MINUTE_MS } from '../../../core/src/shared/time.js';
import {
  aBid,
  aBuyer,
  anAuction,
  aNegotiator,
  aProperty,
  DEFAULT_TEST_NOW,
} from '../../../core/src/testing/index.js';
import { MIGRATIONS, type Database } from '../../../adapters/persistence-knex/src/index.js';
import { onEachDatabase } from '../../support/scratch-databases.js';

async function anAuctionWithBuyer(repos: Repositories) {
  const negotiator = await repos.users.add(aNegotiator());
  const property = await repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
  const auction = await repos.auctions.add(anAuction({ propertyId: property.id }));
  const buyer = await repos.users.add(aBuyer());
  return { negotiator, property, auction, buyer };
}

onEachDatabase('Knex store', (kind) => {
  let database: Database;
  beforeEach(async () => {
    database = await kind.open();
  });
  afterEach(async () => {
    await database.close();
  });

  describe('migrations', () => {
    it('a second run changes nothing', async () => {
      const migrationsBefore = await database.knex('knex_migrations').select('name').orderBy('id');
      await database.migrate();
      expect(await database.knex('knex_migrations').select('name').orderBy('id')).to.deep.equal(
        migrationsBefore,
      );
      expect(migrationsBefore.map((row) => row.name)).to.deep.equal(MIGRATIONS.map((m) => m.name));
      expect(MIGRATIONS[0]?.name).to.equal('001-initial-schema');
      expect(await database.repositories.thirdParties.list()).to.have.length(3);
    });

    it('creates every table the ports need', async () => {
      for (const table of [
        'users',
        'account_tokens',
        'properties',
        'property_vendors',
        'auctions',
        'bids',
        'buyer_files',
        'documents',
        'photos',
        'visits',
        'visit_attendees',
        'favourites',
        'saved_searches',
        'newsletter_subscriptions',
        'seller_leads',
        'assistance_third_parties',
        'event_outbox',
      ]) {
        expect(await database.knex.schema.hasTable(table), table).to.equal(true);
      }
    });
  });

  describe('instants', () => {
    it('round-trip at the microsecond', async () => {
      const repos = database.repositories;
      const { auction, buyer } = await anAuctionWithBuyer(repos);
      const micros = [0.001, 0.999, 0.5, 0.123, 999.999];
      for (const [index, fraction] of micros.entries()) {
        const placedAt = DEFAULT_TEST_NOW + index * 1000 + fraction;
        const bid = await repos.bids.add(
          aBid({ auctionId: auction.id, userId: buyer.id, amount: 250000 + index * 1000, placedAt }),
        );
        expect((await repos.bids.findById(bid.id))?.placedAt, `+${fraction} ms`).to.equal(placedAt);
      }
    });

    it('are stored in UTC whatever the session, and order bids one microsecond apart', async () => {
      const { repositories: repos, knex } = database;
      const { auction, buyer } = await anAuctionWithBuyer(repos);
      const later = await repos.bids.add(
        aBid({ auctionId: auction.id, userId: buyer.id, amount: 251000, placedAt: DEFAULT_TEST_NOW + 0.002 }),
      );
      const earlier = await repos.bids.add(
        aBid({ auctionId: auction.id, userId: buyer.id, amount: 252000, placedAt: DEFAULT_TEST_NOW + 0.001 }),
      );
      expect((await repos.bids.listByAuction(auction.id)).map((bid) => bid.id)).to.deep.equal([
        earlier.id,
        later.id,
      ]);
      const [row] = await knex('bids').where('id', earlier.id).select(knex.raw('placed_at as stored'));
      expect(String(row.stored)).to.equal('2026-11-21 10:00:00.000001');
    });
  });

  describe('bids', () => {
    it('the unique (auction, amount) key raises DuplicateBidAmountError', async () => {
      const repos = database.repositories;
      const { auction, buyer } = await anAuctionWithBuyer(repos);
      await repos.bids.add(aBid({ auctionId: auction.id, userId: buyer.id, amount: 260000 }));
      const refused = await repos.bids
        .add(aBid({ auctionId: auction.id, userId: buyer.id + 1, amount: 260000 }))
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(refused)
        .to.be.instanceOf(DuplicateBidAmountError)
        .and.to.include({ auctionId: auction.id, amount: 260000 });
    });

    it('other refusals stay what they are: a bid on an unknown auction breaks the foreign key', async () => {
      const refused = await database.repositories.bids.add(aBid({ auctionId: 999_999 })).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).to.be.instanceOf(Error).and.not.to.be.instanceOf(DuplicateBidAmountError);
    });
  });

  describe('property list', () => {
    const start = DEFAULT_TEST_NOW;
    const end = DEFAULT_TEST_NOW + 2 * HOUR_MS;

    async function listed(query: Partial<Parameters<Repositories['properties']['list']>[0]>) {
      const page = await database.repositories.properties.list({
        now: start,
        page: 1,
        pageSize: 50,
        ...query,
      });
      return { references: page.items.map((p) => p.reference), total: page.total };
    }

    async function saleWith(reference: string, auction: Partial<Parameters<typeof anAuction>[0]> | null) {
      const repos = database.repositories;
      const negotiator = await repos.users.add(aNegotiator());
      const property = await repos.properties.add(
        aProperty({ reference, negotiatorId: negotiator.id, offersStartAt: start, offersEndAt: end }),
      );
      if (auction)
        await repos.auctions.add(
          anAuction({ propertyId: property.id, startAt: start, originalEndAt: end, endAt: end, ...auction }),
        );
      return property;
    }

    it('computes the listing status in SQL at the given instant, edges included', async () => {
      await saleWith('PLAIN', {});
      await saleWith('EXTENDED', { endAt: end + 2 * MINUTE_MS });
      await saleWith('CLOSED', { closedAt: start + HOUR_MS });
      await saleWith('NO-AUCTION', null);
      const at = async (now: number, status: 'a_venir' | 'en_cours' | 'termine') =>
        (await listed({ now, status })).references;

      expect(await at(start - 0.001, 'a_venir')).to.deep.equal(['PLAIN', 'EXTENDED', 'CLOSED', 'NO-AUCTION']);
      expect(await at(start, 'a_venir')).to.deep.equal([]);
      expect(await at(start, 'en_cours')).to.deep.equal(['PLAIN', 'EXTENDED', 'CLOSED', 'NO-AUCTION']);
      expect(await at(start + HOUR_MS - 0.001, 'en_cours')).to.deep.equal([
        'PLAIN',
        'EXTENDED',
        'CLOSED',
        'NO-AUCTION',
      ]);
      expect(await at(start + HOUR_MS, 'termine')).to.deep.equal(['CLOSED']);
      expect(await at(end - 0.001, 'en_cours')).to.deep.equal(['PLAIN', 'EXTENDED', 'NO-AUCTION']);
      expect(await at(end, 'en_cours')).to.deep.equal(['EXTENDED']);
      expect(await at(end, 'termine')).to.deep.equal(['PLAIN', 'CLOSED', 'NO-AUCTION']);
      expect(await at(end + 2 * MINUTE_MS, 'termine')).to.deep.equal([
        'PLAIN',
        'EXTENDED',
        'CLOSED',
        'NO-AUCTION',
      ]);
    });

    it('matches reference, title or city ignoring case and accents, and pages with the full total', async () => {
      const repos = database.repositories;
      const negotiator = await repos.users.add(aNegotiator());
      const add = (reference: string, title: string, city: string) =>
        repos.properties.add(aProperty({ reference, title, negotiatorId: negotiator.id, address: { city } }));
      await add('EVI-0001', 'Chalet face au lac', 'Évian-les-Bains');
      await add('LYO-0002', 'Loft 100% rénové', 'Lyon');
      await add('SET-0003', 'Maison de pêcheur', 'Sète');
      await add('ANN-0004', 'Studio étudiant', 'Annecy');

      expect((await listed({ text: 'EVIAN' })).references).to.deep.equal(['EVI-0001']);
      expect((await listed({ text: '  sète ' })).references).to.deep.equal(['SET-0003']);
      expect((await listed({ text: 'lyo-0002' })).references).to.deep.equal(['LYO-0002']);
      expect((await listed({ text: 'PÊCHEUR' })).references).to.deep.equal(['SET-0003']);
      expect((await listed({ text: '100%' })).references).to.deep.equal(['LYO-0002']);
      expect((await listed({ text: '_' })).references).to.deep.equal([]);
      expect((await listed({ text: '   ' })).total).to.equal(4);
      expect(await listed({ page: 2, pageSize: 3 })).to.deep.equal({ references: ['ANN-0004'], total: 4 });
      expect(await listed({ text: 'o', page: 1, pageSize: 2 })).to.deep.equal({
        references: ['LYO-0002', 'SET-0003'],
        total: 3,
      });
    });
  });

  describe('writes that span tables', () => {
    it('updating an unknown property or visit changes nothing', async () => {
      const { repositories: repos, knex } = database;
      const { property } = await anAuctionWithBuyer(repos);
      await repos.properties.update({ ...property, id: 999_999 });
      expect(await knex('property_vendors').count({ n: '*' })).to.deep.equal([{ n: 1 }]);
      expect(await repos.properties.findById(999_999)).to.equal(null);
    });

    it('a property whose vendors cannot be written is not written either', async () => {
      const repos = database.repositories;
      const negotiator = await repos.users.add(aNegotiator());
      const property = aProperty({ reference: 'HALF-0001', negotiatorId: negotiator.id });
      const failing = repos.properties.add({
        ...property,
        vendors: [{ email: null as unknown as string, primary: true }],
      });
      await failing.then(
        () => expect.fail('a vendor without e-mail must be refused'),
        () => undefined,
      );
      expect(await repos.properties.findByReference('HALF-0001')).to.equal(null);
    });
  });
});
