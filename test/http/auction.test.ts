import { expect } from 'chai';
import { formatParisIsoWithOffset, MINUTE_MS, SECOND_MS } from '@immo/core';
import { DEFAULT_TEST_NOW, aDocument, aFavourite, aPhoto } from '@immo/core/testing';
import { json } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { aSale, asBidder, bidPath, bidders, pollPath, register, type LiveSale } from './auction-fixtures.js';

const iso = formatParisIsoWithOffset;
const EN = { headers: { 'Accept-Language': 'en' } };
const BELOW_MINIMUM = "Votre prix est en dessous de l'enchère";
const OUTBID =
  "Une offre supérieure à la vôtre vient d'être émise, merci de bien vouloir renouveler une nouvelle offre.";

describe('http auction: the poll GET /api/bien/currentauction/{enchereId}', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  it('answers server time and the auction before any bid, to anyone', async () => {
    const sale = await aSale(t);
    const res = await t.request('anonymous', 'GET', pollPath(sale));
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.equal({
      AdditionalData: {
        currentAuctionNowDateTime: '2026-11-21T11:00:00+01:00',
        enchereId: sale.auction.id,
        bienId: sale.property.id,
        dateDebutEnchere: iso(sale.auction.startAt),
        dateFinEnchere: iso(sale.auction.endAt),
        dateFin: iso(sale.auction.originalEndAt),
        newDateFin: iso(sale.auction.endAt),
        premierPrix: 250_000,
        pasEnchere: 1000,
        currentPrice: null,
        currentPriceDisplay: '250\u202f000\u00a0€',
        minimumBid: 250_000,
        phase: 'live',
        inFinalPhase: true,
        dateCloture: null,
      },
      'hydra:member': [],
      'hydra:totalItems': 0,
    });
  });

  it('lists the bids oldest first, each with its user IRI, time and the auction as it stands', async () => {
    const sale = await aSale(t);
    const [first, second] = await bidders(t, sale, 2);
    await asBidder(t, first!, 'POST', bidPath(sale), { amount: 250_000 });
    t.clock.advance(90 * SECOND_MS);
    await asBidder(t, second!, 'POST', bidPath(sale), { amount: 252_000 });

    const body = await json(await t.request('buyer', 'GET', pollPath(sale)));
    const enchere = {
      currentPrice: 252_000,
      pasEnchere: 1000,
      currentPriceDisplay: '252\u202f000\u00a0€',
      dateFinWithTimezone: iso(sale.auction.endAt),
    };
    expect(body['hydra:totalItems']).to.equal(2);
    expect(body['hydra:member']).to.deep.equal([
      {
        id: body['hydra:member'][0].id,
        amount: 250_000,
        User: `/api/users/${first!.user.id}`,
        dateTimeString: '2026-11-21T11:00:00+01:00',
        Enchere: enchere,
      },
      {
        id: body['hydra:member'][1].id,
        amount: 252_000,
        User: `/api/users/${second!.user.id}`,
        dateTimeString: '2026-11-21T11:01:30+01:00',
        Enchere: enchere,
      },
    ]);
    expect(body['hydra:member'][1].id).to.be.greaterThan(body['hydra:member'][0].id);
    expect(body.AdditionalData).to.include({
      currentAuctionNowDateTime: '2026-11-21T11:01:30+01:00',
      currentPrice: 252_000,
      minimumBid: 253_000,
    });
  });

  it('tells the upcoming and ended phases from server time', async () => {
    const sale = await aSale(t, { auction: { startAt: DEFAULT_TEST_NOW + MINUTE_MS } });
    const upcoming = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(upcoming.AdditionalData).to.include({ phase: 'upcoming', inFinalPhase: true });
    t.clock.set(sale.auction.endAt);
    const ended = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(ended.AdditionalData).to.include({ phase: 'ended', inFinalPhase: false });
  });

  it('answers 404 for an unknown or malformed auction id, in French and in English', async () => {
    const unknown = await t.request('anonymous', 'GET', '/api/bien/currentauction/999999');
    expect(unknown.status).to.equal(404);
    expect(await json(unknown)).to.deep.equal({
      error: { code: 'not_found', message: 'Ressource introuvable', field: 'auctionId' },
    });
    const english = await t.request('anonymous', 'GET', '/api/bien/currentauction/999999', EN);
    expect((await json(english)).error.message).to.equal('Resource not found');
    for (const id of ['abc', '0', '-1', '1.5']) {
      const res = await t.request('anonymous', 'GET', `/api/bien/currentauction/${id}`);
      expect(res.status, id).to.equal(404);
    }
  });
});

describe('http auction: bidding POST /enchere/make-enchere/{enchereId}', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  /** A live sale the cast's buyer may bid on (registered, visit done). */
  const aBiddableSale = async (options: Parameters<typeof aSale>[1] = {}): Promise<LiveSale> => {
    const sale = await aSale(t, options);
    await register(t, sale, t.actors.buyer.user.id);
    return sale;
  };

  const bid = (sale: LiveSale, amount: unknown, options: { headers?: Record<string, string> } = {}) =>
    t.request('buyer', 'POST', bidPath(sale), { json: { amount }, ...options });

  it('places a bid at the first price: 201 with the bid and the auction, seen by the next poll', async () => {
    const sale = await aBiddableSale();
    const res = await bid(sale, 250_000);
    expect(res.status).to.equal(201);
    const body = await json(res);
    expect(body).to.deep.equal({
      id: body.id,
      amount: 250_000,
      User: `/api/users/${t.actors.buyer.user.id}`,
      dateTimeString: '2026-11-21T11:00:00+01:00',
      Enchere: {
        currentPrice: 250_000,
        pasEnchere: 1000,
        currentPriceDisplay: '250\u202f000\u00a0€',
        dateFinWithTimezone: iso(sale.auction.endAt),
      },
    });
    const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(poll['hydra:member'].map((b: { id: number }) => b.id)).to.deep.equal([body.id]);
    expect(poll.AdditionalData).to.include({ currentPrice: 250_000, minimumBid: 251_000 });
  });

  it('accepts the amount as a string of digits', async () => {
    const sale = await aBiddableSale();
    const res = await bid(sale, '251000');
    expect(res.status).to.equal(201);
    expect((await json(res)).amount).to.equal(251_000);
  });

  it('accepts a bid several steps above the minimum, on the step grid', async () => {
    const sale = await aBiddableSale();
    expect((await bid(sale, 250_000)).status).to.equal(201);
    expect((await bid(sale, 255_000)).status).to.equal(201);
    const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(poll.AdditionalData).to.include({ currentPrice: 255_000, minimumBid: 256_000 });
  });

  it('refuses a bid below the minimum with the spec’s text (422 bid_below_minimum), in French and English', async () => {
    const sale = await aBiddableSale();
    const res = await bid(sale, 249_000);
    expect(res.status).to.equal(422);
    expect(await json(res)).to.deep.equal({
      error: { code: 'bid_below_minimum', message: BELOW_MINIMUM, field: 'amount' },
    });
    const english = await bid(sale, 249_000, EN);
    expect((await json(english)).error.message).to.equal('Your price is below the current bid');
  });

  it('refuses a bid at or under the current price as outbid (409 bid_outbid) with the spec’s text', async () => {
    const sale = await aBiddableSale();
    expect((await bid(sale, 252_000)).status).to.equal(201);
    for (const amount of [252_000, 251_000]) {
      const res = await bid(sale, amount);
      expect(res.status, String(amount)).to.equal(409);
      expect(await json(res)).to.deep.equal({
        error: { code: 'bid_outbid', message: OUTBID, field: 'amount' },
      });
    }
    const english = await bid(sale, 252_000, EN);
    expect((await json(english)).error.message).to.equal(
      'A higher offer than yours has just been made, please place a new offer.',
    );
  });

  it('refuses an absurd bid (422 bid_above_maximum) and the sale goes on taking normal bids', async () => {
    const sale = await aBiddableSale();
    const res = await bid(sale, 9_007_199_254_740_000);
    expect(res.status).to.equal(422);
    expect((await json(res)).error).to.deep.equal({
      code: 'bid_above_maximum',
      message: 'Votre offre dépasse le montant maximum accepté pour ce bien (25\u202f000\u202f000\u00a0€)',
      field: 'amount',
    });
    expect((await bid(sale, 250_000)).status).to.equal(201);
    expect((await bid(sale, 251_000)).status).to.equal(201);
  });

  it('refuses an amount off the step grid (422 bid_not_on_step)', async () => {
    const sale = await aBiddableSale();
    const res = await bid(sale, 250_500);
    expect(res.status).to.equal(422);
    expect((await json(res)).error).to.include({ code: 'bid_not_on_step', field: 'amount' });
  });

  it('refuses amounts that are not whole euros (400 invalid_input) and malformed JSON (400 invalid_json)', async () => {
    const sale = await aBiddableSale();
    for (const amount of ['abc', '12.5', ' 251000', 12.5, -1000, 0, null, true, [251_000], { value: 1 }]) {
      const res = await bid(sale, amount);
      expect(res.status, JSON.stringify(amount)).to.equal(400);
      expect((await json(res)).error, JSON.stringify(amount)).to.include({
        code: 'invalid_input',
        field: 'amount',
      });
    }
    const missing = await t.request('buyer', 'POST', bidPath(sale), { json: {} });
    expect(missing.status).to.equal(400);
    const array = await t.request('buyer', 'POST', bidPath(sale), { json: [251_000] });
    expect(array.status).to.equal(400);
    expect((await json(array)).error.code).to.equal('invalid_input');
    const malformed = await t.request('buyer', 'POST', bidPath(sale), {
      body: '{"amount": 25',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).to.equal(400);
    expect((await json(malformed)).error.code).to.equal('invalid_json');
    expect((await json(await t.request('anonymous', 'GET', pollPath(sale))))['hydra:totalItems']).to.equal(0);
  });

  it('extends the end by exactly 2 minutes for a bid in the last 2 minutes, visible in the next poll', async () => {
    const sale = await aBiddableSale();
    const end = sale.auction.endAt;
    t.clock.set(end - 90 * SECOND_MS);
    const res = await bid(sale, 250_000);
    expect(res.status).to.equal(201);
    expect((await json(res)).Enchere.dateFinWithTimezone).to.equal(iso(end + 2 * MINUTE_MS));

    t.clock.advance(SECOND_MS);
    const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(poll.AdditionalData).to.include({
      dateFin: iso(end),
      newDateFin: iso(end + 2 * MINUTE_MS),
      dateFinEnchere: iso(end + 2 * MINUTE_MS),
      phase: 'live',
    });
    expect(poll['hydra:member'][0].Enchere.dateFinWithTimezone).to.equal(iso(end + 2 * MINUTE_MS));

    // Past the original end, the sale is still live until the new one.
    t.clock.set(end + MINUTE_MS);
    expect((await bid(sale, 251_000)).status).to.equal(201);
    const extended = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(extended.AdditionalData.newDateFin).to.equal(iso(end + 4 * MINUTE_MS));
  });

  it('extends at exactly 2 minutes left, not at 2 minutes and 1 second', async () => {
    const early = await aBiddableSale();
    t.clock.set(early.auction.endAt - 2 * MINUTE_MS - SECOND_MS);
    expect((await bid(early, 250_000)).status).to.equal(201);
    const notExtended = await json(await t.request('anonymous', 'GET', pollPath(early)));
    expect(notExtended.AdditionalData.newDateFin).to.equal(iso(early.auction.endAt));

    t.clock.set(DEFAULT_TEST_NOW);
    const edge = await aBiddableSale();
    t.clock.set(edge.auction.endAt - 2 * MINUTE_MS);
    expect((await bid(edge, 250_000)).status).to.equal(201);
    const extended = await json(await t.request('anonymous', 'GET', pollPath(edge)));
    expect(extended.AdditionalData.newDateFin).to.equal(iso(edge.auction.endAt + 2 * MINUTE_MS));
  });

  it('refuses a bid at or after the end (409 auction_ended) and before the start (409 auction_not_open)', async () => {
    const sale = await aBiddableSale();
    t.clock.set(sale.auction.endAt);
    const ended = await bid(sale, 250_000);
    expect(ended.status).to.equal(409);
    expect(await json(ended)).to.deep.equal({
      error: { code: 'auction_ended', message: 'Enchère terminée' },
    });
    const english = await bid(sale, 250_000, EN);
    expect((await json(english)).error.message).to.equal('Auction over');

    t.clock.set(DEFAULT_TEST_NOW);
    const upcoming = await aBiddableSale({ auction: { startAt: DEFAULT_TEST_NOW + MINUTE_MS } });
    const early = await bid(upcoming, 250_000);
    expect(early.status).to.equal(409);
    expect(await json(early)).to.deep.equal({
      error: {
        code: 'auction_not_open',
        message: "La salle des ventes n'est pas encore ouverte pour ce bien",
      },
    });
    expect((await json(await t.request('anonymous', 'GET', pollPath(sale))))['hydra:totalItems']).to.equal(0);
  });

  it('refuses who may not bid: anonymous 401; negotiator, no identity, seller, not registered, no visit 403', async () => {
    const sale = await aSale(t);
    for (const role of ['negotiator', 'unverifiedBuyer', 'seller'] as const) {
      await register(t, sale, t.actors[role].user.id);
    }
    await register(t, sale, t.actors.newUser.user.id, { visited: false });
    const cases = [
      ['anonymous', 401, 'unauthenticated'],
      ['negotiator', 403, 'negotiator_cannot_bid'],
      ['unverifiedBuyer', 403, 'bid_identity_missing'],
      ['seller', 403, 'bid_buyers_only'],
      ['buyer', 403, 'bid_registration_required'],
    ] as const;
    for (const [role, status, code] of cases) {
      const res = await t.request(role, 'POST', bidPath(sale), { json: { amount: 250_000 } });
      expect(res.status, role).to.equal(status);
      expect((await json(res)).error.code, role).to.equal(code);
    }
    const [noVisit] = await bidders(t, sale, 1);
    await t.api.ports.repos.buyerFiles.update({
      ...(await t.api.ports.repos.buyerFiles.find(sale.property.id, noVisit!.user.id))!,
      visitDoneAt: null,
    });
    const res = await asBidder(t, noVisit!, 'POST', bidPath(sale), { amount: 250_000 });
    expect(res.status).to.equal(403);
    expect(await json(res)).to.deep.equal({
      error: { code: 'bid_visit_required', message: 'Vous devez avoir visité ce bien pour enchérir' },
    });
    const english = await t.request('negotiator', 'POST', bidPath(sale), {
      json: { amount: 250_000 },
      ...EN,
    });
    expect((await json(english)).error.message).to.equal('Negotiators may not bid');
    expect((await json(await t.request('anonymous', 'GET', pollPath(sale))))['hydra:totalItems']).to.equal(0);
  });

  it('answers 404 for an unknown auction', async () => {
    const res = await t.request('buyer', 'POST', '/enchere/make-enchere/999999', {
      json: { amount: 250_000 },
    });
    expect(res.status).to.equal(404);
    expect((await json(res)).error.code).to.equal('not_found');
  });

  it('bids with the BEARER cookie from the site, and refuses it from another origin (CSRF)', async () => {
    const sale = await aBiddableSale();
    const own = await t.request('buyer', 'POST', bidPath(sale), { json: { amount: 250_000 }, cookie: true });
    expect(own.status).to.equal(201);
    const forged = await t.request('buyer', 'POST', bidPath(sale), {
      json: { amount: 251_000 },
      cookie: true,
      headers: { Origin: 'https://evil.example' },
    });
    expect(forged.status).to.equal(403);
    expect((await json(forged)).error.code).to.equal('csrf_rejected');
  });

  it('keeps a consistent history under waves of 30 concurrent HTTP bids, extended exactly per the rule', async () => {
    const sale = await aSale(t);
    const crowd = await bidders(t, sale, 10);
    const end = sale.auction.endAt;
    // Wave 1 before the anti-sniping window, wave 2 inside it (the end moves 2 min back), wave 3
    // past the original end but inside the extended window (the end moves 2 min back again).
    const waves = [end - 150 * SECOND_MS, end - 90 * SECOND_MS, end + MINUTE_MS];
    const accepted: { id: number; amount: number }[] = [];
    let rejected = 0;
    for (const at of waves) {
      t.clock.set(at);
      const seen = await json(await t.request('anonymous', 'GET', pollPath(sale)));
      const minimum: number = seen.AdditionalData.minimumBid;
      // Everyone read the same price: they bid the minimum or a few steps more, and collide.
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          asBidder(t, crowd[i % crowd.length]!, 'POST', bidPath(sale), { amount: minimum + (i % 4) * 1000 }),
        ),
      );
      for (const res of responses) {
        const body = await json(res);
        expect(res.status, JSON.stringify(body)).to.be.oneOf([201, 409, 422]);
        if (res.status === 201) accepted.push(body);
        else {
          rejected += 1;
          expect(['bid_outbid', 'bid_below_minimum']).to.include(body.error.code);
        }
      }
    }
    expect(accepted.length + rejected).to.equal(90);
    expect(accepted.length).to.be.at.least(waves.length);

    const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    const history: { id: number; amount: number }[] = poll['hydra:member'];
    expect(history.map((b) => b.id)).to.have.members(accepted.map((b) => b.id));
    for (let i = 1; i < history.length; i += 1) {
      expect(history[i]!.id).to.be.greaterThan(history[i - 1]!.id);
      expect(history[i]!.amount - history[i - 1]!.amount).to.be.at.least(1000);
      expect((history[i]!.amount - 250_000) % 1000).to.equal(0);
    }
    expect(poll.AdditionalData.currentPrice).to.equal(history[history.length - 1]!.amount);
    expect(poll['hydra:totalItems']).to.equal(accepted.length);
    expect(poll.AdditionalData.dateFin).to.equal(iso(end));
    expect(poll.AdditionalData.newDateFin).to.equal(iso(end + 4 * MINUTE_MS));
  });
});

describe('http auction: the property page GET /api/bien/{bien}/page', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  async function aFurnishedSale(options: Parameters<typeof aSale>[1] = {}) {
    const sale = await aSale(t, options);
    const { repos } = t.api.ports;
    const second = await repos.photos.add(
      aPhoto({ propertyId: sale.property.id, position: 1, legend: 'Jardin' }),
    );
    const main = await repos.photos.add(
      aPhoto({ propertyId: sale.property.id, position: 0, legend: 'Façade' }),
    );
    const free = await repos.documents.add(
      aDocument({
        propertyId: sale.property.id,
        free: true,
        name: 'DPE.pdf',
        uploadedAt: Date.UTC(2026, 10, 1, 9, 30),
      }),
    );
    const restricted = await repos.documents.add(
      aDocument({ propertyId: sale.property.id, free: false, name: 'Titre.pdf', kind: 'titre_propriete' }),
    );
    return { ...sale, main, second, free, restricted };
  }

  it('gives an anonymous visitor the whole page with the spec’s names', async () => {
    const sale = await aFurnishedSale();
    await register(t, sale, t.actors.buyer.user.id);
    const res = await t.request('anonymous', 'GET', `/api/bien/${sale.property.id}/page`);
    expect(res.status).to.equal(200);
    const page = await json(res);

    expect(page).to.include({
      bienId: sale.property.id,
      enchereId: sale.auction.id,
      currentAuctionNowDateTime: '2026-11-21T11:00:00+01:00',
      phase: 'live',
      inFinalPhase: true,
      bienInscrit: '0',
      currentUser: 0,
      userVerified: '0',
      canAuction: '0',
      visitDone: false,
      mustRegister: true,
      isFavourite: false,
      showDocumentsButton: true,
    });
    expect(page.userInfos).to.deep.equal([]);
    expect(page.acheteurs).to.deep.equal([{ id: t.actors.buyer.user.id }]);
    expect(page.bien).to.include({
      nom: sale.property.title,
      type: 'MAIS',
      typeLabel: 'Maison',
      sous_nature: 'Maison individuelle',
      ville: 'Annecy',
      codePostal: '74000',
      departement: '74',
      adresse: '12 Rue Sainte-Claire',
      premier_prix: 250_000,
      pas_enchere: 1000,
      honoraires: 10_000,
      charge_honoraire: 'A',
      surface_habitable: 124.5,
      nombre_pieces: 6,
      nombre_chambres: 4,
      dpe_nrj: 182,
      dpe_lettre: 'D',
      ges_lettre: 'C',
      annee_construction: 1978,
    });
    expect(page.bien.chauffage).to.deep.equal(['gaz']);
    expect(page.bien.equipements).to.include('jardin');
    const text = JSON.stringify(page);
    expect(text).not.to.match(/reserve/i);
    expect(text).not.to.contain(String(sale.property.reservePrice));
    expect(text).not.to.contain('@');
    expect(page.bienJson).to.deep.equal({
      lienVideo: '',
      lienVisiteVirtuelle: '',
      lienRhinov: '',
      publicType: 'Maison',
      ville: 'Annecy',
      codePostal: '74000',
      departement: '74',
      chargeHonoraire: 'A',
    });
    expect(page.bienInfos).to.deep.equal({ surfaceHabitable: 124.5, nombrePieces: 6 });
    expect(page.bienData).to.deep.equal({
      imageUrl: `/media/photos/${sale.main.id}?width=1920`,
      mediaPrefix: '/media/photos/',
      photos: [
        {
          id: sale.main.id,
          itemName: 'Façade',
          position: 0,
          url: `/media/photos/${sale.main.id}?width=1920`,
          thumbnailUrl: `/media/photos/${sale.main.id}?width=1024`,
        },
        {
          id: sale.second.id,
          itemName: 'Jardin',
          position: 1,
          url: `/media/photos/${sale.second.id}?width=1920`,
          thumbnailUrl: `/media/photos/${sale.second.id}?width=1024`,
        },
      ],
    });
    expect(page.enchere).to.include({
      enchereId: sale.auction.id,
      premierPrix: 250_000,
      pasEnchere: 1000,
      currentPrice: null,
      minimumBid: 250_000,
      phase: 'live',
      dateFin: iso(sale.auction.originalEndAt),
      newDateFin: iso(sale.auction.endAt),
    });
    // Within the last 36 hours a non-buyer sees the free documents only.
    expect(page.documents).to.deep.equal([
      {
        id: sale.free.id,
        nom: 'DPE.pdf',
        filetype: 'application/pdf',
        acces: true,
        date: { date: '2026-11-01 10:30:00.000000', timezone_type: 3, timezone: 'Europe/Paris' },
      },
    ]);
    expect(page.bidControls).to.deep.equal({ enabled: false, reasons: ['not_registered'] });
    expect(page).to.deep.include({ bidderBlocks: [], checklist: null });
  });

  it('gives a registered, visited buyer their state: bienInscrit 1, restricted documents, bid controls on, favourite', async () => {
    const sale = await aFurnishedSale();
    const buyer = t.actors.buyer.user;
    await register(t, sale, buyer.id);
    await t.api.ports.repos.favourites.add(aFavourite({ userId: buyer.id, propertyId: sale.property.id }));
    const page = await json(await t.request('buyer', 'GET', `/api/bien/${sale.property.id}/page`));
    expect(page).to.include({
      bienInscrit: '1',
      currentUser: buyer.id,
      userVerified: '1',
      canAuction: '1',
      visitDone: true,
      mustRegister: false,
      isFavourite: true,
    });
    expect(page.userInfos).to.deep.equal(['ROLE_USER']);
    expect(page.bidControls).to.deep.equal({ enabled: true, reasons: [] });
    expect(page.documents.map((d: { id: number }) => d.id)).to.deep.equal([sale.free.id, sale.restricted.id]);
    expect(page.documents[1].acces).to.equal(false);
  });

  it('withholds the street and coordinates when afficher_adresse is off; labels in English', async () => {
    const sale = await aSale(t, { property: { showAddress: false } });
    const page = await json(await t.request('anonymous', 'GET', `/api/bien/${sale.property.id}/page`, EN));
    expect(page.bien).to.include({
      afficher_adresse: false,
      adresse: null,
      complement: null,
      lat: null,
      lng: null,
      ville: 'Annecy',
      typeLabel: 'House',
    });
    expect(page.bienJson.publicType).to.equal('House');
  });

  it('tells a negotiator they cannot bid and shows them every document', async () => {
    const sale = await aFurnishedSale();
    const page = await json(await t.request('negotiator', 'GET', `/api/bien/${sale.property.id}/page`));
    expect(page.bidControls.reasons).to.include('negotiator');
    expect(page.mustRegister).to.equal(false);
    expect(page.userInfos).to.deep.equal(['ROLE_NEGOCIATEUR']);
    expect(page.documents).to.have.length(2);
  });

  it('shows the ended panel data after the end', async () => {
    const sale = await aSale(t);
    t.clock.set(sale.auction.endAt + 1);
    const page = await json(await t.request('anonymous', 'GET', `/api/bien/${sale.property.id}/page`));
    expect(page).to.include({ phase: 'ended', inFinalPhase: false });
    expect(page.bidControls.reasons).to.include('ended');
  });

  it('answers 404 for an unknown or malformed property', async () => {
    const res = await t.request('anonymous', 'GET', '/api/bien/999999/page');
    expect(res.status).to.equal(404);
    expect(await json(res)).to.deep.equal({
      error: { code: 'not_found', message: 'Ressource introuvable', field: 'propertyId' },
    });
    expect((await t.request('anonymous', 'GET', '/api/bien/abc/page')).status).to.equal(404);
  });
});

describe('http auction: interest registration GET /api/bien/inscription/{bien} (inscription_vente)', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  it('registers the user and answers the confirmation text and the buyer-space redirect', async () => {
    const sale = await aSale(t);
    const res = await t.request('newUser', 'GET', `/api/bien/inscription/${sale.property.id}`);
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.equal({
      message: 'Êtes-vous sûr ? Vous serez redirigé vers votre espace utilisateur',
      redirect: `/espace-utilisateur/acheteur/bien/${sale.property.id}/show`,
      bienId: sale.property.id,
      bienInscrit: '1',
      created: true,
    });
    const again = await json(
      await t.request('newUser', 'GET', `/api/bien/inscription/${sale.property.id}`, EN),
    );
    expect(again).to.include({
      message: 'Are you sure? You will be taken to your user space',
      created: false,
      bienInscrit: '1',
    });
    const page = await json(await t.request('newUser', 'GET', `/api/bien/${sale.property.id}/page`));
    expect(page).to.include({ bienInscrit: '1', mustRegister: false, visitDone: false });
    expect(page.acheteurs).to.deep.equal([{ id: t.actors.newUser.user.id }]);
  });

  it('answers an anonymous visitor 401 with the login URL carrying bienVente', async () => {
    const sale = await aSale(t);
    const res = await t.request('anonymous', 'GET', `/api/bien/inscription/${sale.property.id}`);
    expect(res.status).to.equal(401);
    expect(await json(res)).to.deep.equal({
      error: {
        code: 'unauthenticated',
        message: 'Vous devez être connecté',
        redirect: `/compte-36h-immo.html?bienVente=${sale.property.id}`,
      },
    });
    const english = await t.request('anonymous', 'GET', `/api/bien/inscription/${sale.property.id}`, EN);
    expect((await json(english)).error.message).to.equal('You must be logged in');
  });

  it('refuses a negotiator (403 forbidden)', async () => {
    const sale = await aSale(t);
    const res = await t.request('negotiator', 'GET', `/api/bien/inscription/${sale.property.id}`);
    expect(res.status).to.equal(403);
    expect((await json(res)).error).to.include({ code: 'forbidden' });
  });

  it('refuses once the sale is over (409 interest_sale_ended)', async () => {
    const sale = await aSale(t);
    t.clock.set(sale.auction.endAt);
    const res = await t.request('buyer', 'GET', `/api/bien/inscription/${sale.property.id}`);
    expect(res.status).to.equal(409);
    expect(await json(res)).to.deep.equal({
      error: {
        code: 'interest_sale_ended',
        message: "La vente de ce bien est terminée, l'inscription n'est plus possible",
      },
    });
  });

  it('answers 404 for an unknown or malformed property', async () => {
    const unknown = await t.request('buyer', 'GET', '/api/bien/inscription/999999');
    expect(unknown.status).to.equal(404);
    expect((await json(unknown)).error.code).to.equal('not_found');
    expect((await t.request('buyer', 'GET', '/api/bien/inscription/x1')).status).to.equal(404);
  });

  it('refuses a cookie call from a cross-site navigation (403 csrf_rejected)', async () => {
    const sale = await aSale(t);
    const res = await t.request('buyer', 'GET', `/api/bien/inscription/${sale.property.id}`, {
      cookie: true,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).to.equal(403);
    expect((await json(res)).error.code).to.equal('csrf_rejected');
    const sameSite = await t.request('buyer', 'GET', `/api/bien/inscription/${sale.property.id}`, {
      cookie: true,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(sameSite.status).to.equal(200);
  });
});

describe('http auction: the home page cards GET /api/biens', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  const indexed = async (options: Parameters<typeof aSale>[1]) => {
    const sale = await aSale(t, options);
    await t.api.ports.events.publish({ type: 'SaleCreated', propertyId: sale.property.id });
    return sale;
  };

  it('lists live sales ending soonest first, then upcoming ones by start, with the card fields', async () => {
    const now = t.clock.now();
    const liveLate = await indexed({
      property: { title: 'Vente longue' },
      auction: { endAt: now + 5 * 86_400_000 },
    });
    const liveSoon = await indexed({
      property: { title: 'Vente courte' },
      auction: { endAt: now + 3_600_000 },
    });
    const upcoming = await indexed({
      property: { title: 'Vente à venir' },
      auction: { startAt: now + 86_400_000, endAt: now + 9 * 86_400_000 },
    });
    const ended = await indexed({ auction: { startAt: now - 9 * 86_400_000, endAt: now - 86_400_000 } });
    await t.api.ports.repos.photos.add(aPhoto({ propertyId: liveSoon.property.id }));
    await t.api.ports.events.publish({ type: 'PhotosChanged', propertyId: liveSoon.property.id });
    await t.api.infrastructure.outbox.idle();

    const res = await t.request('anonymous', 'GET', '/api/biens?status=en_cours,a_venir&page=1');
    expect(res.status).to.equal(200);
    const body = await json(res);
    expect(body.page).to.equal(1);
    expect(body['hydra:totalItems']).to.equal(3);
    expect(body['hydra:member'].map((c: { bienId: number }) => c.bienId)).to.deep.equal([
      liveSoon.property.id,
      liveLate.property.id,
      upcoming.property.id,
    ]);
    const photo = (await t.api.ports.repos.photos.listByProperty(liveSoon.property.id))[0]!;
    expect(body['hydra:member'][0]).to.deep.equal({
      bienId: liveSoon.property.id,
      enchereId: liveSoon.auction.id,
      nom: 'Vente courte',
      type: 'MAIS',
      typeLabel: 'Maison',
      ville: 'Annecy',
      codePostal: '74000',
      departement: '74',
      imageUrl: `/media/photos/${photo.id}?width=1024`,
      premierPrix: 250_000,
      currentPrice: null,
      price: 250_000,
      priceDisplay: '250\u202f000\u00a0€',
      dateDebutEnchere: iso(liveSoon.auction.startAt),
      dateFinEnchere: iso(liveSoon.auction.endAt),
      phase: 'live',
      inFinalPhase: true,
    });
    expect(body['hydra:member'][2]).to.include({ phase: 'upcoming', inFinalPhase: false, imageUrl: null });

    const finished = await json(await t.request('anonymous', 'GET', '/api/biens?status=termine'));
    expect(finished['hydra:member'].map((c: { bienId: number }) => c.bienId)).to.deep.equal([
      ended.property.id,
    ]);
    const paged = await json(await t.request('anonymous', 'GET', '/api/biens?page=2&pageSize=2'));
    expect(paged['hydra:member'].map((c: { bienId: number }) => c.bienId)).to.deep.equal([
      upcoming.property.id,
    ]);
  });

  it('refuses an unknown status or a bad page (400 invalid_input with the field)', async () => {
    const status = await t.request('anonymous', 'GET', '/api/biens?status=vendu');
    expect(status.status).to.equal(400);
    expect(await json(status)).to.deep.equal({
      error: { code: 'invalid_input', message: 'Les données envoyées ne sont pas valides', field: 'status' },
    });
    const page = await t.request('anonymous', 'GET', '/api/biens?page=0', EN);
    expect(page.status).to.equal(400);
    expect(await json(page)).to.deep.equal({
      error: { code: 'invalid_input', message: 'The data sent is not valid', field: 'page' },
    });
    expect((await t.request('anonymous', 'GET', '/api/biens?pageSize=500')).status).to.equal(400);
  });
});

describe('http auction: the seller’s offers', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  async function aSaleWithOffers() {
    const sale = await aSale(t);
    const [first, second] = await bidders(t, sale, 2);
    const low = await json(await asBidder(t, first!, 'POST', bidPath(sale), { amount: 250_000 }));
    t.clock.advance(60_000);
    const high = await json(await asBidder(t, second!, 'POST', bidPath(sale), { amount: 253_000 }));
    return { sale, low, high, first: first!, second: second! };
  }

  it('lists the offers of the sale to its seller, highest first', async () => {
    const { sale, low, high, first, second } = await aSaleWithOffers();
    const res = await t.request('seller', 'GET', `/api/vendeur/bien/${sale.property.id}/offres`);
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.equal({
      bienId: sale.property.id,
      nom: sale.property.title,
      enchereId: sale.auction.id,
      phase: 'live',
      currentPrice: 253_000,
      currentPriceDisplay: '253\u202f000\u00a0€',
      dateCloture: null,
      issue: { kind: 'open', price: null, label: 'En cours' },
      offres: [
        {
          id: high.id,
          amount: 253_000,
          amountDisplay: '253\u202f000\u00a0€',
          User: `/api/users/${second.user.id}`,
          acquereur: `Acquéreur ${second.user.id}`,
          dateTimeString: '2026-11-21T11:01:00+01:00',
          status: 'placed',
          statusLabel: 'En attente de réponse',
          dateReponse: null,
          highest: true,
          canAccept: true,
          canRefuse: true,
        },
        {
          id: low.id,
          amount: 250_000,
          amountDisplay: '250\u202f000\u00a0€',
          User: `/api/users/${first.user.id}`,
          acquereur: `Acquéreur ${first.user.id}`,
          dateTimeString: '2026-11-21T11:00:00+01:00',
          status: 'placed',
          statusLabel: 'En attente de réponse',
          dateReponse: null,
          highest: false,
          canAccept: false,
          canRefuse: true,
        },
      ],
    });
    const english = await json(
      await t.request('seller', 'GET', `/api/vendeur/bien/${sale.property.id}/offres`, EN),
    );
    expect(english.offres[0]).to.include({
      acquereur: `Buyer ${second.user.id}`,
      statusLabel: 'Awaiting an answer',
    });
  });

  it('accepting the highest offer ends the sale: the next poll shows it ended and bids are refused', async () => {
    const { sale, high } = await aSaleWithOffers();
    const res = await t.request('seller', 'POST', `/api/vendeur/offres/${high.id}/accepter`);
    expect(res.status).to.equal(200);
    const body = await json(res);
    expect(body).to.deep.include({
      message: 'Offre acceptée',
      enchereId: sale.auction.id,
      dateCloture: iso(t.clock.now()),
    });
    expect(body.offre).to.include({
      id: high.id,
      amount: 253_000,
      status: 'accepted',
      statusLabel: 'Offre acceptée',
    });

    const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(poll.AdditionalData).to.include({ phase: 'ended', currentPrice: 253_000 });
    const [late] = await bidders(t, sale, 1);
    const refused = await asBidder(t, late!, 'POST', bidPath(sale), { amount: 254_000 });
    expect(refused.status).to.equal(409);
    expect((await json(refused)).error.code).to.equal('auction_ended');

    const again = await t.request('seller', 'POST', `/api/vendeur/offres/${high.id}/accepter`);
    expect(again.status).to.equal(409);
    expect((await json(again)).error).to.include({
      code: 'offer_sale_closed',
      message: 'Une offre a déjà été acceptée pour cette vente',
    });
    const page = await json(await t.request('anonymous', 'GET', `/api/bien/${sale.property.id}/page`));
    expect(page.phase).to.equal('ended');
  });

  it('refuses to accept an offer that is not the highest (409 offer_not_highest)', async () => {
    const { low } = await aSaleWithOffers();
    const res = await t.request('seller', 'POST', `/api/vendeur/offres/${low.id}/accepter`, EN);
    expect(res.status).to.equal(409);
    expect(await json(res)).to.deep.equal({
      error: { code: 'offer_not_highest', message: 'Only the highest offer can be accepted' },
    });
  });

  it('refusing an offer keeps the sale going; refusing it twice is a conflict', async () => {
    const { sale, high } = await aSaleWithOffers();
    const res = await t.request('seller', 'POST', `/api/vendeur/offres/${high.id}/refuser`);
    expect(res.status).to.equal(200);
    const body = await json(res);
    expect(body).to.deep.include({ message: 'Offre refusée', enchereId: sale.auction.id, dateCloture: null });
    expect(body.offre).to.include({ status: 'refused', statusLabel: 'Offre refusée' });
    const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(poll.AdditionalData.phase).to.equal('live');
    const again = await t.request('seller', 'POST', `/api/vendeur/offres/${high.id}/refuser`);
    expect(again.status).to.equal(409);
    expect((await json(again)).error.code).to.equal('offer_already_answered');
  });

  it('refusing the best offer puts the price back to the best offer still standing', async () => {
    const { sale, low, high, first } = await aSaleWithOffers();
    expect((await t.request('seller', 'POST', `/api/vendeur/offres/${high.id}/refuser`)).status).to.equal(
      200,
    );
    const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(poll.AdditionalData).to.include({ currentPrice: 250_000 });
    const list = await json(await t.request('seller', 'GET', `/api/vendeur/bien/${sale.property.id}/offres`));
    expect(list.currentPrice).to.equal(250_000);
    expect(list.offres.find((o: { id: number }) => o.id === low.id)).to.include({
      highest: true,
      canAccept: true,
    });
    // The next bid starts from 250 000 € again; the refused 253 000 € stays taken.
    expect((await asBidder(t, first, 'POST', bidPath(sale), { amount: 251_000 })).status).to.equal(201);
    expect((await t.request('seller', 'POST', `/api/vendeur/offres/${low.id}/refuser`)).status).to.equal(200);
    const after = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(after.AdditionalData.currentPrice).to.equal(251_000);
  });

  it('a sale frozen by a 2^53 € bid stored before the maximum existed takes normal bids once the seller refuses it', async () => {
    const sale = await aSale(t);
    const [absurd, normal] = await bidders(t, sale, 2);
    const { repos } = t.api.ports;
    const huge = await repos.bids.add({
      auctionId: sale.auction.id,
      userId: absurd!.user.id,
      amount: 9_007_199_254_737_500,
      placedAt: t.clock.now(),
      status: 'placed',
    });
    const stored = (await repos.auctions.findById(sale.auction.id))!;
    await repos.auctions.update({ ...stored, currentPrice: huge.amount, lastBidId: huge.id, bidCount: 1 });
    expect((await asBidder(t, normal!, 'POST', bidPath(sale), { amount: 251_000 })).status).to.equal(409);
    expect((await t.request('seller', 'POST', `/api/vendeur/offres/${huge.id}/refuser`)).status).to.equal(
      200,
    );
    expect((await asBidder(t, normal!, 'POST', bidPath(sale), { amount: 250_000 })).status).to.equal(201);
    expect((await asBidder(t, absurd!, 'POST', bidPath(sale), { amount: 251_000 })).status).to.equal(201);
    const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
    expect(poll.AdditionalData.currentPrice).to.equal(251_000);
  });

  it('refuses anyone else and unknown ids', async () => {
    const { sale, high } = await aSaleWithOffers();
    const list = `/api/vendeur/bien/${sale.property.id}/offres`;
    expect((await t.request('anonymous', 'GET', list)).status).to.equal(401);
    expect((await t.request('buyer', 'GET', list)).status).to.equal(403);
    expect(
      (await t.request('negotiator', 'POST', `/api/vendeur/offres/${high.id}/accepter`)).status,
    ).to.equal(403);
    const unknown = await t.request('seller', 'POST', '/api/vendeur/offres/999999/accepter');
    expect(unknown.status).to.equal(404);
    expect((await json(unknown)).error.code).to.equal('not_found');
    expect((await t.request('seller', 'GET', '/api/vendeur/bien/999999/offres')).status).to.equal(404);
    expect((await t.request('seller', 'POST', '/api/vendeur/offres/abc/refuser')).status).to.equal(404);
  });
});
