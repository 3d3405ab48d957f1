import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { DAY_MS, HOUR_MS } from '../../../../core/src/shared/time.js';
import { anAuction, aProperty } from '../../../../core/src/testing/index.js';
import { ListSales, SALES_MAX_PAGE_SIZE } from '../../../../core/src/use-cases/list-sales/list-sales.js';
import { salesWorld, type SalesWorld } from './sales-kit.js';

describe('ListSales', () => {
  let world: SalesWorld;
  let listSales: ListSales;
  let now: number;

  /** A sale of `negotiatorId` whose auction runs from `start` to `end` (relative to now). */
  const aSale = async (negotiatorId: number, reference: string, start: number, end: number, extra = {}) => {
    const property = await world.kit.repos.properties.add(
      aProperty({ negotiatorId, reference, offersStartAt: now + start, offersEndAt: now + end }),
    );
    await world.kit.repos.auctions.add(
      anAuction({
        propertyId: property.id,
        startAt: now + start,
        originalEndAt: now + end,
        endAt: now + end,
        ...extra,
      }),
    );
    return property.id;
  };

  beforeEach(async () => {
    world = await salesWorld();
    listSales = new ListSales({ repos: world.kit.repos, clock: world.kit.clock });
    now = world.kit.clock.now();
    await aSale(world.negotiator.id, 'ANN-LIVE', -DAY_MS, 30 * HOUR_MS, {
      currentPrice: 252000,
      bidCount: 3,
    });
    await aSale(world.negotiator.id, 'ANN-SOON', 2 * DAY_MS, 9 * DAY_MS);
    await aSale(world.negotiator.id, 'ANN-DONE', -9 * DAY_MS, -2 * DAY_MS);
    await aSale(world.otherNegotiator.id, 'LYO-OTHER', -DAY_MS, DAY_MS);
  });

  const references = (result: Awaited<ReturnType<ListSales['execute']>>) =>
    result.ok ? result.value.items.map((item) => item.reference) : result.error;

  it("lists a negotiator's own sales with their auction figures", async () => {
    const result = await listSales.execute({ viewer: world.negotiator });
    expect(references(result)).to.deep.equal(['ANN-LIVE', 'ANN-SOON', 'ANN-DONE']);
    expect(result.ok && result.value.items[0]).to.deep.equal({
      bienId: 1,
      reference: 'ANN-LIVE',
      title: 'Maison familiale avec jardin à Annecy',
      type: 'MAIS',
      city: 'Annecy',
      status: 'en_cours',
      startAt: now - DAY_MS,
      endAt: now + 30 * HOUR_MS,
      firstPrice: 250000,
      currentPrice: 252000,
      bidCount: 3,
      published: true,
      outcome: { kind: 'open' },
    });
    expect(
      result.ok && { total: result.value.total, page: result.value.page, pageSize: result.value.pageSize },
    ).to.deep.equal({
      total: 3,
      page: 1,
      pageSize: 20,
    });
  });

  it('lists every sale for an administrator', async () => {
    expect(references(await listSales.execute({ viewer: world.admin }))).to.have.length(4);
  });

  it('filters by listing status at server time', async () => {
    expect(
      references(await listSales.execute({ viewer: world.negotiator, status: 'en_cours' })),
    ).to.deep.equal(['ANN-LIVE']);
    expect(
      references(await listSales.execute({ viewer: world.negotiator, status: 'a_venir' })),
    ).to.deep.equal(['ANN-SOON']);
    expect(
      references(await listSales.execute({ viewer: world.negotiator, status: 'termine' })),
    ).to.deep.equal(['ANN-DONE']);
  });

  it('moves a sale from a_venir to en_cours when its start comes', async () => {
    world.kit.clock.advance(2 * DAY_MS);
    const result = await listSales.execute({ viewer: world.negotiator, status: 'en_cours' });
    expect(references(result)).to.deep.equal(['ANN-SOON']);
    expect(result.ok && result.value.items[0]?.status).to.equal('en_cours');
  });

  it('searches the text in reference, title and city', async () => {
    expect(references(await listSales.execute({ viewer: world.negotiator, text: 'soon' }))).to.deep.equal([
      'ANN-SOON',
    ]);
    expect(references(await listSales.execute({ viewer: world.negotiator, text: '  ' }))).to.have.length(3);
  });

  it('pages', async () => {
    const result = await listSales.execute({ viewer: world.negotiator, page: 2, pageSize: 2 });
    expect(references(result)).to.deep.equal(['ANN-DONE']);
    expect(result.ok && result.value.total).to.equal(3);
  });

  it('refuses an anonymous visitor and a buyer', async () => {
    expect(await listSales.execute({ viewer: ANONYMOUS })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await listSales.execute({ viewer: world.buyer })).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
  });

  it('refuses a status, text, page or page size out of bounds: invalid_input', async () => {
    const cases: [object, string][] = [
      [{ status: 'vendu' }, 'status'],
      [{ text: 42 }, 'text'],
      [{ page: 0 }, 'page'],
      [{ page: '2' }, 'page'],
      [{ pageSize: SALES_MAX_PAGE_SIZE + 1 }, 'pageSize'],
    ];
    for (const [input, field] of cases) {
      expect(await listSales.execute({ viewer: world.negotiator, ...input }), field).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field },
      });
    }
  });
});
