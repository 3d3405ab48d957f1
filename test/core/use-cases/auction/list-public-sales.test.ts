import { expect } from 'chai';
import { searchDocumentOf } from '../../../../core/src/domain/search/search-document.js';
import { DAY_MS, HOUR_MS } from '../../../../core/src/shared/time.js';
import { ListPublicSales } from '../../../../core/src/use-cases/list-public-sales/list-public-sales.js';
import {
  DEFAULT_TEST_NOW,
  aPhoto,
  aProperty,
  anAuction,
  createTestKit,
  type TestKit,
} from '../../../../core/src/testing/index.js';
import type { Auction } from '../../../../core/src/domain/auction/auction.js';
import type { New } from '../../../../core/src/ports/repositories.port.js';

const NOW = DEFAULT_TEST_NOW;

async function aSale(kit: TestKit, title: string, auction: Partial<New<Auction>>, withPhoto = false) {
  const property = await kit.repos.properties.add(aProperty({ title }));
  const stored = await kit.repos.auctions.add(anAuction({ propertyId: property.id, ...auction }));
  const photo = withPhoto ? await kit.repos.photos.add(aPhoto({ propertyId: property.id })) : null;
  await kit.search.upsert(searchDocumentOf(property, stored, photo));
  return { property, auction: stored, photo };
}

async function aCatalogue() {
  const kit = createTestKit();
  const liveLate = await aSale(kit, 'Live late', { startAt: NOW - DAY_MS, endAt: NOW + 3 * DAY_MS }, true);
  const liveSoon = await aSale(kit, 'Live soon', {
    startAt: NOW - DAY_MS,
    endAt: NOW + HOUR_MS,
    currentPrice: 262_000,
    bidCount: 3,
  });
  const upcomingLate = await aSale(kit, 'Upcoming late', {
    startAt: NOW + 5 * DAY_MS,
    endAt: NOW + 9 * DAY_MS,
  });
  const upcomingSoon = await aSale(kit, 'Upcoming soon', { startAt: NOW + DAY_MS, endAt: NOW + 8 * DAY_MS });
  const ended = await aSale(kit, 'Ended', { startAt: NOW - 9 * DAY_MS, endAt: NOW - DAY_MS });
  return { kit, liveLate, liveSoon, upcomingLate, upcomingSoon, ended };
}

describe('ListPublicSales', () => {
  it('lists live sales ending soonest first, then upcoming ones by start; not the ended ones', async () => {
    const c = await aCatalogue();
    const result = await new ListPublicSales(c.kit).execute({});
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.value.cards.map((card) => card.title)).to.deep.equal([
      'Live soon',
      'Live late',
      'Upcoming soon',
      'Upcoming late',
    ]);
    expect(result.value).to.include({ total: 4, page: 1, pageSize: 20, now: NOW });
  });

  it('gives each card its auction, price, French display, main photo at width 1024, phase and bienIn36h', async () => {
    const c = await aCatalogue();
    const result = await new ListPublicSales(c.kit).execute({ statuses: 'en_cours' });
    if (!result.ok) throw new Error(result.error.code);
    const [soon, late] = result.value.cards;
    expect(soon).to.deep.equal({
      propertyId: c.liveSoon.property.id,
      auctionId: c.liveSoon.auction.id,
      title: 'Live soon',
      type: 'MAIS',
      city: 'Annecy',
      postcode: '74000',
      department: '74',
      imageUrl: null,
      firstPrice: 250_000,
      currentPrice: 262_000,
      price: 262_000,
      priceDisplay: '262\u202f000\u00a0€',
      startAt: NOW - DAY_MS,
      endAt: NOW + HOUR_MS,
      phase: 'live',
      inFinalPhase: true,
    });
    expect(late).to.include({
      imageUrl: `/media/photos/${c.liveLate.photo!.id}?width=1024`,
      currentPrice: null,
      price: 250_000,
      inFinalPhase: false,
    });
  });

  it('takes the statuses as a list or comma-separated, and pages', async () => {
    const c = await aCatalogue();
    const useCase = new ListPublicSales(c.kit);
    const ended = await useCase.execute({ statuses: ['termine'] });
    expect(ended.ok && ended.value.cards.map((card) => card.phase)).to.deep.equal(['ended']);
    const second = await useCase.execute({ statuses: 'en_cours,a_venir', page: '2', pageSize: 3 });
    expect(second.ok && second.value.cards.map((card) => card.title)).to.deep.equal(['Upcoming late']);
    expect(second.ok && second.value).to.include({ total: 4, page: 2, pageSize: 3 });
  });

  it('refuses an unknown status, a bad page or page size', async () => {
    const c = await aCatalogue();
    const useCase = new ListPublicSales(c.kit);
    expect(await useCase.execute({ statuses: 'vendu' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'status' },
    });
    for (const page of [0, '0', -1, 'x', 1.5, {}]) {
      expect(await useCase.execute({ page }), String(page)).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field: 'page' },
      });
    }
    for (const pageSize of [0, 101, 'many']) {
      expect(await useCase.execute({ pageSize }), String(pageSize)).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field: 'pageSize' },
      });
    }
  });
});
