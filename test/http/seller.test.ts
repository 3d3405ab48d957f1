// The seller's back office and a sale's publication over HTTP (issue 12): drafts hidden from the
// public, the seller's sales and only his, the decision recorded and mailed, the outcome on the page.
import { aPhoto, aSaleForm } from '@immo/core/testing';
import { HOUR_MS } from '@immo/core';
import { expect } from 'chai';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';
import { outbox } from './accounts-fixtures.js';
import { aSale, asBidder, bidPath, bidders } from './auction-fixtures.js';

describe('http: publication and the seller’s back office', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('a new sale is a draft: a 404 for the public until published, then on the home page', async () => {
    const created = await t.request('negotiator', 'POST', '/v2/sell/agence-immo/create', {
      json: aSaleForm({ ref_client: 'PUB-1', vendeurs: [{ email: 'seller@test.immo', primary: true }] }),
    });
    const { bienId } = await json(created);
    expect((await t.request('anonymous', 'GET', `/api/bien/${bienId}/page`)).status).to.equal(404);
    expect((await t.request('buyer', 'GET', `/api/bien/${bienId}/page`)).status).to.equal(404);
    expect((await t.request('assistance', 'GET', `/api/bien/${bienId}/page`)).status).to.equal(404);
    const own = await t.request('negotiator', 'GET', `/api/bien/${bienId}/page`);
    expect(await json(own)).to.include({ publie: false, managesSale: true });
    const sellers = await json(await t.request('seller', 'GET', `/api/bien/${bienId}/page`));
    expect(sellers).to.include({ isSeller: true, mustRegister: false });

    const refused = await t.request('negotiator', 'POST', `/api/negociateur/bien/${bienId}/publier`);
    expect(refused.status).to.equal(422);
    const body = await json(refused);
    expect(body.error.code).to.equal('sale_publication_incomplete');
    expect(body.error.fields.photos).to.deep.equal({
      code: 'publication_missing_photo',
      message: 'au moins une photo',
    });
    const state = await json(
      await t.request('negotiator', 'GET', `/api/negociateur/bien/${bienId}/publication`),
    );
    expect(state.manquants.map((m: { code: string }) => m.code)).to.include('publication_missing_photo');

    await t.api.ports.repos.photos.add(aPhoto({ propertyId: bienId }));
    const published = await t.request('negotiator', 'POST', `/api/negociateur/bien/${bienId}/publier`);
    expect(published.status).to.equal(200);
    expect(await json(published)).to.include({
      publie: true,
      message: 'La vente est publiée : elle apparaît sur le site.',
    });
    expect((await t.request('anonymous', 'GET', `/api/bien/${bienId}/page`)).status).to.equal(200);
    const home = await json(
      await t.request('anonymous', 'GET', '/api/biens?status=en_cours,a_venir,termine'),
    );
    expect(home['hydra:member'].map((c: { bienId: number }) => c.bienId)).to.include(bienId);

    await t.request('negotiator', 'POST', `/api/negociateur/bien/${bienId}/depublier`);
    const after = await json(
      await t.request('anonymous', 'GET', '/api/biens?status=en_cours,a_venir,termine'),
    );
    expect(after['hydra:member'].map((c: { bienId: number }) => c.bienId)).not.to.include(bienId);
  });

  it('a seller sees only his sales; other accounts get none', async () => {
    const mine = await aSale(t);
    const others = await aSale(t, { property: { vendors: [{ email: 'someone@else.fr', primary: true }] } });
    const list = await json(await t.request('seller', 'GET', '/api/vendeur/biens'));
    const ids = list.items.map((i: { bienId: number }) => i.bienId);
    expect(ids).to.include(mine.property.id);
    expect(ids).not.to.include(others.property.id);
    expect(list.items.find((i: { bienId: number }) => i.bienId === mine.property.id).outcome).to.deep.equal({
      kind: 'open',
      price: null,
      label: 'En cours',
    });
    expect((await json(await t.request('negotiator', 'GET', '/api/vendeur/biens'))).items).to.deep.equal([]);
    expect((await t.request('anonymous', 'GET', '/api/vendeur/biens')).status).to.equal(401);
    expect(
      (await t.request('seller', 'GET', `/api/vendeur/bien/${others.property.id}/offres`)).status,
    ).to.equal(403);
  });

  it('the seller accepts the best offer of his ended sale: recorded, mailed, the buyer sees it sold', async () => {
    const sale = await aSale(t);
    const [bidder] = await bidders(t, sale, 1);
    const bid = await json(await asBidder(t, bidder!, 'POST', bidPath(sale), { amount: 250_000 }));
    t.clock.advance(31 * HOUR_MS);
    const offers = await json(
      await t.request('seller', 'GET', `/api/vendeur/bien/${sale.property.id}/offres`),
    );
    expect(offers.issue).to.deep.equal({
      kind: 'awaiting_seller',
      price: 250_000,
      label: 'Terminée, en attente du vendeur',
    });
    expect(offers.offres[0]).to.include({ canAccept: true, dateReponse: null });

    const accepted = await t.request('seller', 'POST', `/api/vendeur/offres/${bid.id}/accepter`);
    expect(accepted.status).to.equal(200);
    expect((await json(accepted)).offre.dateReponse).to.be.a('string');
    const mail = (await outbox(t)).find(
      (m) => m.to === 'negotiator@test.immo' && m.subject.startsWith('Offre acceptée'),
    );
    expect(mail?.text).to.contain('La vente est terminée à ce prix.');
    const page = await json(await asBidder(t, bidder!, 'GET', `/api/bien/${sale.property.id}/page`));
    expect(page.issue).to.deep.equal({
      kind: 'accepted',
      price: 250_000,
      label: 'Offre acceptée à 250\u202f000\u00a0€',
    });
    const list = await json(await t.request('negotiator', 'GET', '/ajax/biens/list?status=termine'));
    const line = list.items.find((i: { bienId: number }) => i.bienId === sale.property.id);
    expect(line.outcome.kind).to.equal('accepted');
    expect(line.published).to.equal(true);
  });
});
