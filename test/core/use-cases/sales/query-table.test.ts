import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { formatParisIsoWithOffset } from '../../../../core/src/shared/paris-time.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';
import { aBuyerFile, anAuction, aProperty, aVisit } from '../../../../core/src/testing/index.js';
import { QB_TABLES, QB_TABLE_NAMES } from '../../../../core/src/use-cases/query-table/qb-tables.js';
import {
  compareQbCells,
  QueryTable,
  type QueryTableInput,
} from '../../../../core/src/use-cases/query-table/query-table.js';
import { salesWorld, type SalesWorld } from './sales-kit.js';

describe('QueryTable', () => {
  let world: SalesWorld;
  let useCase: QueryTable;
  let ids: { upcoming: number; live: number; ended: number; theirs: number };
  const run = (overrides: Partial<QueryTableInput> = {}) =>
    useCase.execute({ viewer: world.negotiator, table: 'biens', query: {}, ...overrides });

  beforeEach(async () => {
    world = await salesWorld();
    const { repos, clock } = world.kit;
    useCase = new QueryTable({ repos, clock });
    const now = clock.now();
    const add = async (
      negotiatorId: number,
      city: string,
      startAt: number,
      endAt: number,
      withAuction = true,
    ) => {
      const property = await repos.properties.add(
        aProperty({ negotiatorId, address: { city }, offersStartAt: startAt, offersEndAt: endAt }),
      );
      if (withAuction)
        await repos.auctions.add(
          anAuction({ propertyId: property.id, startAt, endAt, originalEndAt: endAt }),
        );
      return property.id;
    };
    ids = {
      upcoming: await add(
        world.negotiator.id,
        'Chamonix-Mont-Blanc',
        now + 2 * HOUR_MS,
        now + 9 * HOUR_MS,
        false,
      ),
      live: await add(world.negotiator.id, 'Annecy', now - HOUR_MS, now + HOUR_MS),
      ended: await add(world.negotiator.id, 'Évian-les-Bains', now - 9 * HOUR_MS, now - HOUR_MS),
      theirs: await add(world.otherNegotiator.id, 'Lyon', now - HOUR_MS, now + HOUR_MS),
    };
  });

  describe('biens', () => {
    it('reads the negotiator’s own sales with their status at server time, by id', async () => {
      const result = await run();
      if (!result.ok) throw new Error(result.error.code);
      expect(result.value).to.deep.include({ table: 'biens', total: 3, page: 1, pageSize: 20 });
      expect(result.value.columns).to.deep.equal([...QB_TABLES.biens.columns]);
      expect(result.value.items.map((row) => [row.id, row.status])).to.deep.equal([
        [ids.upcoming, 'a_venir'],
        [ids.live, 'en_cours'],
        [ids.ended, 'termine'],
      ]);
      const now = world.kit.clock.now();
      expect(result.value.items[0]).to.deep.include({
        startAt: formatParisIsoWithOffset(now + 2 * HOUR_MS),
        currentPrice: null,
        bidCount: 0,
        negotiatorId: world.negotiator.id,
      });
    });

    it('gives an administrator every sale', async () => {
      const result = await run({ viewer: world.admin });
      expect(result.ok && result.value.total).to.equal(4);
    });

    it('filters by equality on several columns', async () => {
      const result = await run({ query: { where: { status: 'en_cours', city: 'Annecy' } } });
      expect(result.ok && result.value.items.map((row) => row.id)).to.deep.equal([ids.live]);
      const none = await run({ query: { where: { status: 'en_cours', city: 'Lyon' } } });
      expect(none.ok && none.value.total).to.equal(0);
    });

    it('never reads another negotiator’s sale, even by its id', async () => {
      const result = await run({ query: { where: { id: ids.theirs } } });
      expect(result.ok && result.value.total).to.equal(0);
    });

    it('sorts by a column both ways, with French collation, then by id', async () => {
      const asc = await run({ query: { orderBy: 'city', columns: ['city'] } });
      expect(asc.ok && asc.value.items).to.deep.equal([
        { city: 'Annecy' },
        { city: 'Chamonix-Mont-Blanc' },
        { city: 'Évian-les-Bains' },
      ]);
      const desc = await run({ query: { orderBy: { column: 'endAt', direction: 'desc' }, columns: ['id'] } });
      expect(desc.ok && desc.value.items).to.deep.equal([
        { id: ids.upcoming },
        { id: ids.live },
        { id: ids.ended },
      ]);
    });

    it('pages', async () => {
      const result = await run({ query: { page: 2, pageSize: 2 } });
      expect(result.ok && result.value).to.deep.include({ total: 3, page: 2, pageSize: 2 });
      expect(result.ok && result.value.items.map((row) => row.id)).to.deep.equal([ids.ended]);
      const beyond = await run({ query: { page: 5, pageSize: 2 } });
      expect(beyond.ok && beyond.value.items).to.deep.equal([]);
    });

    it('takes an absent or null query as no filter', async () => {
      for (const query of [undefined, null]) {
        const result = await run({ query });
        expect(result.ok && result.value.total).to.equal(3);
      }
    });
  });

  describe('dossier_acheteurs and visites', () => {
    it('reads the buyer files of the negotiator’s sales only, filtered by sale', async () => {
      const { repos } = world.kit;
      const mine = await repos.buyerFiles.add(
        aBuyerFile({ propertyId: ids.live, userId: world.buyer.id, negotiatorComment: 'À rappeler' }),
      );
      await repos.buyerFiles.add(aBuyerFile({ propertyId: ids.ended, userId: world.buyer.id }));
      await repos.buyerFiles.add(aBuyerFile({ propertyId: ids.theirs, userId: world.buyer.id }));
      const all = await run({ table: 'dossier_acheteurs' });
      expect(all.ok && all.value.total).to.equal(2);
      const one = await run({ table: 'dossier_acheteurs', query: { where: { bienId: ids.live } } });
      expect(one.ok && one.value.items).to.deep.equal([
        {
          id: mine.id,
          bienId: ids.live,
          userId: world.buyer.id,
          interest: 'interested',
          registeredAt: formatParisIsoWithOffset(mine.registeredAt),
          visitDone: false,
          visitDoneAt: null,
          agrementSigned: false,
          identityDocumentGiven: false,
          financingPlanProvided: false,
          negotiatorComment: 'À rappeler',
        },
      ]);
      const theirs = await run({ table: 'dossier_acheteurs', query: { where: { bienId: ids.theirs } } });
      expect(theirs.ok && theirs.value.total).to.equal(0);
    });

    it('reads the visits of the negotiator’s sales', async () => {
      const { repos } = world.kit;
      const visit = await repos.visits.add(
        aVisit({ propertyId: ids.live, kind: 'grouped', capacity: null, attendeeIds: [world.buyer.id] }),
      );
      await repos.visits.add(aVisit({ propertyId: ids.theirs }));
      const result = await run({ table: 'visites' });
      expect(result.ok && result.value.items).to.deep.equal([
        {
          id: visit.id,
          bienId: ids.live,
          kind: 'grouped',
          startsAt: formatParisIsoWithOffset(visit.startsAt),
          durationMinutes: 30,
          capacity: null,
          attendeeCount: 1,
        },
      ]);
    });
  });

  describe('the whitelist', () => {
    it('refuses a table off the list: qb_table_not_allowed', async () => {
      for (const table of ['users', 'properties', 'biens ', 'BIENS', '', 42, null]) {
        expect(await run({ table }), String(table)).to.deep.equal({
          ok: false,
          error: {
            code: 'qb_table_not_allowed',
            params: { table: typeof table === 'string' ? table : '' },
            field: 'table',
          },
        });
      }
    });

    it('refuses a column off the list wherever it appears: qb_column_not_allowed', async () => {
      for (const [query, field] of [
        [{ where: { reservePrice: 1 } }, 'where'],
        [{ where: { constructor: 1 } }, 'where'],
        [{ orderBy: 'vendors' }, 'orderBy'],
        [{ orderBy: { column: 'passwordHash' } }, 'orderBy'],
        [{ columns: ['id', 'netSellerPrice'] }, 'columns'],
      ] as const) {
        const result = await run({ query });
        expect(result.ok, JSON.stringify(query)).to.equal(false);
        expect(!result.ok && result.error, JSON.stringify(query)).to.deep.include({
          code: 'qb_column_not_allowed',
          field,
        });
      }
    });

    it('refuses a malformed query: invalid_input naming the part', async () => {
      for (const [query, field] of [
        [[], undefined],
        ['where', undefined],
        [{ where: 'city = 1' }, 'where'],
        [{ where: { city: ['Annecy'] } }, 'where.city'],
        [{ where: { bidCount: Number.NaN } }, 'where.bidCount'],
        [{ orderBy: 3 }, 'orderBy'],
        [{ orderBy: { column: 'city', direction: 'DESC' } }, 'orderBy'],
        [{ columns: 'id' }, 'columns'],
        [{ columns: [] }, 'columns'],
        [{ columns: [1] }, 'columns'],
        [{ page: 0 }, 'page'],
        [{ page: 1.5 }, 'page'],
        [{ pageSize: 101 }, 'pageSize'],
        [{ join: 'users' }, 'join'],
      ] as const) {
        const result = await run({ query });
        expect(result, JSON.stringify(query)).to.deep.equal({
          ok: false,
          error: { code: 'invalid_input', ...(field ? { field } : {}) },
        });
      }
    });

    it('checks the caller before the table', async () => {
      expect(await run({ viewer: ANONYMOUS, table: 'users' })).to.deep.equal({
        ok: false,
        error: { code: 'unauthenticated' },
      });
      for (const viewer of [world.buyer, world.seller]) {
        expect(await run({ viewer, table: 'users' })).to.deep.equal({
          ok: false,
          error: { code: 'forbidden' },
        });
      }
    });

    it('every table has an id column', () => {
      for (const name of QB_TABLE_NAMES) expect(QB_TABLES[name].columns, name).to.include('id');
    });
  });

  describe('compareQbCells', () => {
    it('puts nulls last, then orders booleans, numbers and text', () => {
      const cells = ['b', null, 2, true, 'A', 10, false, null];
      expect([...cells].sort(compareQbCells)).to.deep.equal([false, true, 2, 10, 'A', 'b', null, null]);
    });
  });
});
