// The buyer space's own data against the real API: "mes informations" (PUT /api/me) and "mes
// offres" (GET /api/me/offres) — always the viewer's own, whoever else bid or edited.
import { expect } from 'chai';
import { aPhoto } from '@immo/core/testing';
import { json } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { EN, registrationForm } from './accounts-fixtures.js';
import {
  aSale,
  asBidder,
  bidPath,
  bidders,
  register,
  type Bidder,
  type LiveSale,
} from './auction-fixtures.js';

const HOUR = 3_600_000;

describe('http: accounts — mes informations (PUT /api/me)', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  const profile = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Léa',
    lastName: 'Moreau',
    phone: '06 98 76 54 32',
    address: '3 quai Perrière',
    postcode: '38000',
    city: 'Grenoble',
    country: 'France',
    smsConsent: true,
    locale: 'en',
    ...overrides,
  });

  it('stores the profile and answers it as GET /api/me does; the e-mail is not editable', async () => {
    const res = await t.request('newUser', 'PUT', '/api/me', {
      json: profile({ email: 'pirate@example.fr' }),
      cookie: true,
    });
    expect(res.status).to.equal(200);
    const answer = await json(res);
    expect(answer).to.deep.include({
      id: t.actors.newUser.user.id,
      email: 'newuser@test.immo',
      firstName: 'Léa',
      phone: '+33698765432',
      city: 'Grenoble',
      smsConsent: true,
      locale: 'en',
    });
    expect(answer).to.not.have.property('passwordHash');
    expect(await json(await t.request('newUser', 'GET', '/api/me'))).to.deep.equal(answer);
    expect(await t.api.ports.repos.users.findByEmail('pirate@example.fr')).to.equal(null);
  });

  it("edits only the viewer's own account", async () => {
    const sellerBefore = await t.api.ports.repos.users.findById(t.actors.seller.user.id);
    await t.request('newUser', 'PUT', '/api/me', { json: profile({ firstName: 'Zoé' }) });
    expect(await t.api.ports.repos.users.findById(t.actors.seller.user.id)).to.deep.equal(sellerBefore);
  });

  it('names every field in error: 400 profile_invalid with error.fields, translated', async () => {
    const res = await t.request('newUser', 'PUT', '/api/me', {
      json: profile({ phone: '12', locale: 'de', city: '' }),
      headers: EN,
    });
    expect(res.status).to.equal(400);
    expect((await json(res)).error).to.deep.equal({
      code: 'profile_invalid',
      message: 'The form contains 3 error(s), please correct them',
      field: 'phone',
      fields: {
        phone: { code: 'phone_invalid', message: 'Invalid phone format' },
        city: { code: 'field_required', message: 'Required field' },
        locale: { code: 'locale_invalid', message: 'Language not supported' },
      },
    });
  });

  it('answers 400 to a body that is not an object, and 401 to an anonymous visitor', async () => {
    const list = await t.request('newUser', 'PUT', '/api/me', { json: [profile()] });
    expect(list.status).to.equal(400);
    const anonymous = await t.request('anonymous', 'PUT', '/api/me', { json: profile() });
    expect(anonymous.status).to.equal(401);
    expect((await json(anonymous)).error.code).to.equal('unauthenticated');
  });

  it('refuses a cookie-authenticated edit from another origin: 403 csrf_rejected', async () => {
    const res = await t.request('newUser', 'PUT', '/api/me', {
      json: profile(),
      cookie: true,
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).to.equal(403);
  });

  it('takes the sign-up form as it is (its extra fields ignored)', async () => {
    const res = await t.request('newUser', 'PUT', '/api/me', { json: registrationForm() });
    expect(res.status).to.equal(200);
    expect(await json(res)).to.include({ firstName: 'Jeanne', city: 'Paris' });
  });
});

describe('http: accounts — mes offres (GET /api/me/offres)', () => {
  let t: TestApi;
  let ending: LiveSale;
  let later: LiveSale;
  let me: Bidder;
  let rival: Bidder;
  let photoId: number;

  const bid = (who: Bidder, sale: LiveSale, amount: number) =>
    asBidder(t, who, 'POST', bidPath(sale), { amount }).then((res) => {
      expect(res.status, `bid ${amount}`).to.equal(201);
    });
  const myOffers = async (who: Bidder) =>
    json(await fetch(`${t.url}/api/me/offres`, { headers: { Authorization: `Bearer ${who.token}` } }));

  before(async () => {
    t = await startTestApi();
    ending = await aSale(t, { auction: { endAt: t.clock.now() + HOUR } });
    later = await aSale(t, { property: { title: 'Appartement à Lyon' } });
    photoId = (await t.api.ports.repos.photos.add(aPhoto({ propertyId: ending.property.id }))).id;
    [me, rival] = (await bidders(t, ending, 2)) as [Bidder, Bidder];
    for (const bidder of [me, rival]) await register(t, later, bidder.user.id);
    await bid(me, ending, 250000);
    await bid(rival, ending, 251000);
    await bid(me, ending, 253000);
    await bid(me, later, 250000);
    await bid(rival, later, 252000);
  });
  after(() => t.close());

  it('lists each sale the viewer bid on: ending soonest first, with the standing of the viewer', async () => {
    const body = await myOffers(me);
    expect(body.items).to.deep.equal([
      {
        bienId: ending.property.id,
        enchereId: ending.auction.id,
        nom: ending.property.title,
        ville: 'Annecy',
        codePostal: '74000',
        photoUrl: `/media/photos/${photoId}?width=1024`,
        phase: 'live',
        endAt: new Date(ending.auction.endAt).toISOString(),
        currentPrice: 253000,
        myBestBid: 253000,
        myBidCount: 2,
        status: 'leading',
        acceptedBySeller: false,
      },
      {
        bienId: later.property.id,
        enchereId: later.auction.id,
        nom: 'Appartement à Lyon',
        ville: 'Annecy',
        codePostal: '74000',
        photoUrl: null,
        phase: 'live',
        endAt: new Date(later.auction.endAt).toISOString(),
        currentPrice: 252000,
        myBestBid: 250000,
        myBidCount: 1,
        status: 'outbid',
        acceptedBySeller: false,
      },
    ]);
  });

  it("shows the rival their own bids only, never the viewer's", async () => {
    const items = (await myOffers(rival)).items;
    expect(items.map((i: { myBestBid: number; status: string }) => [i.myBestBid, i.status])).to.deep.equal([
      [251000, 'outbid'],
      [252000, 'leading'],
    ]);
    expect((await json(await t.request('buyer', 'GET', '/api/me/offres'))).items).to.deep.equal([]);
  });

  it('gives the server time the countdowns run on', async () => {
    const answer = await myOffers(rival);
    expect(answer.serverNow).to.equal(new Date(t.clock.now()).toISOString());
  });

  it('tells won and lost once the sale ended, then the running sale first', async () => {
    t.clock.set(ending.auction.endAt);
    try {
      const mine = (await myOffers(me)).items;
      expect(
        mine.map((i: { bienId: number; phase: string; status: string }) => [i.bienId, i.phase, i.status]),
      ).to.deep.equal([
        [later.property.id, 'live', 'outbid'],
        [ending.property.id, 'ended', 'won'],
      ]);
      const theirs = (await myOffers(rival)).items;
      expect(theirs.find((i: { bienId: number }) => i.bienId === ending.property.id).status).to.equal('lost');
    } finally {
      t.clock.set(ending.auction.endAt - HOUR);
    }
  });

  it('tells the offer the seller accepted: won, acceptedBySeller, ended at the acceptance', async () => {
    const auction = (await t.api.ports.repos.auctions.findById(later.auction.id))!;
    const accepted = await t.request('seller', 'POST', `/api/vendeur/offres/${auction.lastBidId}/accepter`);
    expect(accepted.status).to.equal(200);

    const theirs = (await myOffers(rival)).items;
    expect(theirs.find((i: { bienId: number }) => i.bienId === later.property.id)).to.include({
      phase: 'ended',
      status: 'won',
      acceptedBySeller: true,
      endAt: new Date(t.clock.now()).toISOString(),
    });
    const mine = (await myOffers(me)).items;
    expect(mine.find((i: { bienId: number }) => i.bienId === later.property.id)).to.include({
      status: 'lost',
      acceptedBySeller: false,
    });
  });

  it('refuses an anonymous visitor: 401 unauthenticated', async () => {
    const res = await t.request('anonymous', 'GET', '/api/me/offres');
    expect(res.status).to.equal(401);
    expect((await json(res)).error.code).to.equal('unauthenticated');
  });
});
