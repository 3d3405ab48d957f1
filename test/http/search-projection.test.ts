// The search index follows every change to a sale that shows in search — its price after bids, its
// end after an extension or an accepted offer, its main photo — through the composed API's events.
import { expect } from 'chai';
import { ANTI_SNIPING_EXTENSION_MS, defaultSearchCriteria, MINUTE_MS, type SearchDocument } from '@immo/core';
import { DEFAULT_TEST_NOW } from '@immo/core/testing';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';
import { aSale, bidPath, register, type LiveSale } from './auction-fixtures.js';
import { multipart, realJpeg } from './media-fixtures.js';

describe('http: the search index follows the sales', () => {
  let t: TestApi;
  let sale: LiveSale;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(async () => {
    t.clock.set(DEFAULT_TEST_NOW);
    sale = await aSale(t);
    await t.api.ports.events.publish({ type: 'SaleCreated', propertyId: sale.property.id });
    await register(t, sale, t.actors.buyer.user.id);
  });

  /** The sale as the index holds it once every event has been handled. */
  const indexed = async (): Promise<SearchDocument | undefined> => {
    await t.api.infrastructure.outbox.idle();
    const { hits } = await t.api.ports.search.search(
      { ...defaultSearchCriteria(), statuses: [], text: sale.property.reference },
      t.clock.now(),
      100,
    );
    return hits.find((hit) => hit.propertyId === sale.property.id);
  };
  const auction = async () => (await t.api.ports.repos.auctions.findById(sale.auction.id))!;
  const bid = async (amount: number) => {
    const res = await t.request('buyer', 'POST', bidPath(sale), { json: { amount } });
    expect(res.status, JSON.stringify(await res.clone().json())).to.equal(201);
    return (await json(res)) as { id: number };
  };

  it('shows the price a bid reached', async () => {
    expect((await indexed())?.price).to.equal(250_000);
    await bid(262_000);
    expect((await indexed())?.price).to.equal(262_000);
  });

  it('moves the end when a last-minute bid extends the sale', async () => {
    t.clock.set(sale.auction.endAt - MINUTE_MS);
    await bid(251_000);
    const extended = await auction();
    expect(extended.endAt).to.equal(sale.auction.endAt + ANTI_SNIPING_EXTENSION_MS);
    expect((await indexed())?.endAt).to.equal(extended.endAt);
  });

  it('ends the sale in the index when the seller accepts an offer', async () => {
    const { id } = await bid(255_000);
    const res = await t.request('seller', 'POST', `/api/vendeur/offres/${id}/accepter`);
    expect(res.status).to.equal(200);
    const doc = await indexed();
    expect(doc?.endAt).to.be.at.most(t.clock.now());
    const live = await t.api.ports.search.search(
      { ...defaultSearchCriteria(), statuses: ['en_cours'], text: sale.property.reference },
      t.clock.now(),
      10,
    );
    expect(live.total).to.equal(0);
  });

  it('shows the main photo as photos are uploaded, reordered and deleted', async () => {
    const upload = async (name: string) => {
      const res = await t.request('negotiator', 'POST', `/v2/sell/photos/upload-single/${sale.property.id}`, {
        body: multipart({ bytes: await realJpeg(640, 480), name, type: 'image/jpeg' }),
      });
      expect(res.status).to.equal(200);
    };
    await upload('a.jpg');
    await upload('b.jpg');
    const photos = await t.api.ports.repos.photos.listByProperty(sale.property.id);
    const [first, second] = photos.map((photo) => photo.id);
    expect((await indexed())?.mainPhotoId).to.equal(first);
    const reordered = await t.request('negotiator', 'POST', `/v2/sell/photos/reorder/${sale.property.id}`, {
      json: { imageIds: [second, first] },
    });
    expect(reordered.status).to.equal(200);
    expect((await indexed())?.mainPhotoId).to.equal(second);
    expect((await t.request('negotiator', 'DELETE', `/v2/sell/photos/delete/${second}`)).status).to.equal(
      200,
    );
    expect((await indexed())?.mainPhotoId).to.equal(first);
  });
});
