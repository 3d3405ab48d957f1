import type { Property } from '@immo/core';
import { DAY_MS, HOUR_MS, defaultSearchCriteria, formatEuros } from '@immo/core';
import { aPhoto, aProperty, anApartment, anAuction } from '@immo/core/testing';
import { expect } from 'chai';
import { outboxOf } from '../support/outbox.js';
import { aSearchDocument } from '../contracts/search-index.contract.js';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { type Json } from '../support/http.js';

// DEFAULT_TEST_NOW is Saturday 21/11/2026 11:00 in Paris.
describe('http: search, saved searches and address lookup', () => {
  let t: TestApi;
  let annecy: Property;
  let bordeaux: Property;
  let lyon: Property;
  let paris: Property;
  let annecyPhotoId: number;

  const call = async (
    role: RoleName,
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string>; lang?: 'en' } = {},
  ) => {
    const res = await t.request(role, method, path, {
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.body !== undefined ? { body: options.body } : {}),
      headers: { ...options.headers, ...(options.lang ? { 'Accept-Language': options.lang } : {}) },
    });
    const text = await res.text();
    return { status: res.status, body: (text === '' ? undefined : JSON.parse(text)) as Json };
  };
  const expectError = (
    answer: { status: number; body: Json },
    status: number,
    code: string,
    message?: string,
    field?: string,
  ) => {
    expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
    expect(answer.body.error.code).to.equal(code);
    if (message !== undefined) expect(answer.body.error.message).to.equal(message);
    if (field !== undefined) expect(answer.body.error.field).to.equal(field);
  };
  const ids = (answer: { body: Json }) => answer.body['hydra:member'].map((card: Json) => card.bienId);

  before(async () => {
    t = await startTestApi();
    const { repos, events } = t.api.ports;
    const now = t.clock.now();
    const negotiatorId = t.actors.negotiator.user.id;
    annecy = await repos.properties.add(aProperty({ negotiatorId }));
    await repos.auctions.add(anAuction({ propertyId: annecy.id }));
    annecyPhotoId = (await repos.photos.add(aPhoto({ propertyId: annecy.id }))).id;

    bordeaux = await repos.properties.add(
      aProperty({
        negotiatorId,
        title: 'Échoppe bordelaise aux Chartrons',
        address: {
          street: '15 Quai des Chartrons',
          postcode: '33000',
          city: 'Bordeaux',
          inseeCode: '33063',
          department: '33',
          lat: 44.8488,
          lng: -0.5709,
        },
      }),
    );
    await repos.auctions.add(
      anAuction({
        propertyId: bordeaux.id,
        endAt: now + 5 * HOUR_MS,
        originalEndAt: now + 5 * HOUR_MS,
        firstPrice: 300000,
        currentPrice: 330000,
        bidCount: 3,
      }),
    );

    lyon = await repos.properties.add(anApartment({ negotiatorId }));
    await repos.auctions.add(
      anAuction({
        propertyId: lyon.id,
        startAt: now + 2 * DAY_MS,
        endAt: now + 9 * DAY_MS,
        originalEndAt: now + 9 * DAY_MS,
        firstPrice: 180000,
      }),
    );

    paris = await repos.properties.add(
      anApartment({
        negotiatorId,
        title: 'Appartement place Vendôme',
        address: {
          street: 'Place Vendôme',
          complement: '',
          postcode: '75001',
          city: 'Paris',
          inseeCode: '75101',
          department: '75',
          lat: 48.8675,
          lng: 2.3294,
        },
      }),
    );
    await repos.auctions.add(
      anAuction({
        propertyId: paris.id,
        startAt: now - 10 * DAY_MS,
        endAt: now - DAY_MS,
        originalEndAt: now - DAY_MS,
        firstPrice: 500000,
        currentPrice: 520000,
        bidCount: 9,
      }),
    );

    for (const property of [annecy, bordeaux, lyon, paris]) {
      await events.publish({ type: 'SaleCreated', propertyId: property.id });
    }
    await t.api.infrastructure.outbox.idle();
  });
  after(() => t.close());

  describe('GET /api/recherche', () => {
    it('finds the live and upcoming sales by default: live ending soonest first, then upcoming', async () => {
      const answer = await call('anonymous', 'GET', '/api/recherche');
      expect(answer.status).to.equal(200);
      expect(ids(answer)).to.deep.equal([bordeaux.id, annecy.id, lyon.id]);
      expect(answer.body['hydra:totalItems']).to.equal(3);
      expect(answer.body.page).to.equal(1);
    });

    it('answers each sale as a card with its French price, dates, status and main photo', async () => {
      const answer = await call('anonymous', 'GET', '/api/recherche?types=MAIS');
      const card = answer.body['hydra:member'].find((c: Json) => c.bienId === annecy.id);
      expect(card).to.deep.equal({
        bienId: annecy.id,
        reference: annecy.reference,
        title: 'Maison familiale avec jardin à Annecy',
        type: 'MAIS',
        city: 'Annecy',
        postcode: '74000',
        department: '74',
        location: { lat: 45.8988, lng: 6.1232 },
        price: 250000,
        priceDisplay: formatEuros(250000),
        rooms: 6,
        bedrooms: 4,
        livingArea: 124.5,
        landArea: 600,
        start: '2026-11-19T11:00:00+01:00',
        end: '2026-11-22T17:00:00+01:00',
        status: 'en_cours',
        photo: `/media/photos/${annecyPhotoId}?width=1024`,
      });
      expect(card.priceDisplay).to.match(/^250\s000\s€$/u);
      const bordeauxCard = answer.body['hydra:member'].find((c: Json) => c.bienId === bordeaux.id);
      expect(bordeauxCard).to.include({ price: 330000, photo: null, status: 'en_cours' });
    });

    it('filters by type, status, budget and radius around a location', async () => {
      expect(ids(await call('anonymous', 'GET', '/api/recherche?types=APPT'))).to.deep.equal([lyon.id]);
      expect(ids(await call('anonymous', 'GET', '/api/recherche?types=MAIS,APPT'))).to.have.length(3);
      const ended = await call('anonymous', 'GET', '/api/recherche?status=termine');
      expect(ids(ended)).to.deep.equal([paris.id]);
      expect(ended.body['hydra:member'][0]).to.include({ status: 'termine', price: 520000 });
      expect(
        ids(await call('anonymous', 'GET', '/api/recherche?status=en_cours,termine&types=APPT')),
      ).to.deep.equal([paris.id]);
      expect(
        ids(await call('anonymous', 'GET', '/api/recherche?budgetMin=200000&budgetMax=260000')),
      ).to.deep.equal([annecy.id]);
      expect(ids(await call('anonymous', 'GET', '/api/recherche?budget%5Bmax%5D=200000'))).to.deep.equal([
        lyon.id,
      ]);
      const around = await call(
        'buyer',
        'GET',
        '/api/recherche?address=Annecy&location=45.8992,6.1294&aroundRadius=10000',
      );
      expect(ids(around)).to.deep.equal([annecy.id]);
      expect(
        ids(await call('anonymous', 'GET', '/api/recherche?location=45.8992,6.1294&aroundRadius=0')),
      ).to.have.length(3);
    });

    it('pages the results', async () => {
      const second = await call('anonymous', 'GET', '/api/recherche?page=2&itemsPerPage=2');
      expect(second.status).to.equal(200);
      expect(ids(second)).to.deep.equal([lyon.id]);
      expect(second.body).to.include({ 'hydra:totalItems': 3, page: 2 });
      const beyond = await call('anonymous', 'GET', '/api/recherche?page=9');
      expect(beyond.body['hydra:member']).to.deep.equal([]);
    });

    it('refuses a minimum budget not below the maximum (§5.4), in French and in English', async () => {
      const path = '/api/recherche?budgetMin=300000&budgetMax=200000';
      expectError(
        await call('anonymous', 'GET', path),
        400,
        'budget_min_exceeds_max',
        'Le budget minimum dépasse le budget maximum',
        'budgetMin',
      );
      expectError(
        await call('anonymous', 'GET', path, { lang: 'en' }),
        400,
        'budget_min_exceeds_max',
        'The minimum budget exceeds the maximum budget',
      );
    });

    it('asks to change a maximum budget over 999 999 999', async () => {
      expectError(
        await call('anonymous', 'GET', '/api/recherche?budgetMax=1000000000'),
        400,
        'budget_max_change_required',
        'Modifier le montant du budget maximum',
        'budgetMax',
      );
      expect((await call('anonymous', 'GET', '/api/recherche?budgetMax=999999999')).status).to.equal(200);
    });

    it('refuses a budget that is not a number and a radius off the slider', async () => {
      expectError(
        await call('anonymous', 'GET', '/api/recherche?budgetMin=abc'),
        400,
        'budget_not_numeric',
        'Le budget doit être un nombre entier de 9 chiffres au plus',
        'budgetMin',
      );
      for (const radius of ['15000', '110000', '-10000']) {
        expectError(
          await call('anonymous', 'GET', `/api/recherche?aroundRadius=${radius}`),
          400,
          radius === '-10000' ? 'invalid_input' : 'radius_out_of_range',
          undefined,
          'aroundRadius',
        );
      }
      expectError(
        await call('anonymous', 'GET', '/api/recherche?aroundRadius=15000'),
        400,
        'radius_out_of_range',
        'Le rayon de recherche doit être compris entre 0 et 100 km, par pas de 10 km',
      );
    });

    it('refuses malformed criteria with 400 and the field', async () => {
      const cases: [string, string][] = [
        ['location=abc', 'location'],
        ['location=95,2', 'location'],
        ['types=CHATEAU', 'types'],
        ['status=vendu', 'statuses'],
        ['page=0', 'page'],
        ['page=x', 'page'],
        ['itemsPerPage=500', 'pageSize'],
        ['itemsPerPage=x', 'itemsPerPage'],
      ];
      for (const [query, field] of cases) {
        expectError(
          await call('anonymous', 'GET', `/api/recherche?${query}`),
          400,
          'invalid_input',
          undefined,
          field,
        );
      }
    });
  });

  describe('saved searches', () => {
    const criteria = {
      types: ['MAIS'],
      budgetMax: 300000,
      location: { lat: 45.8992, lng: 6.1294 },
      aroundRadius: 20000,
      page: 4,
    };

    it('POST /api/recherches saves a search for the user and answers 201', async () => {
      const { status, body } = await call('buyer', 'POST', '/api/recherches', {
        json: { name: ' Maisons autour d’Annecy ', criteria },
      });
      expect(status).to.equal(201);
      expect(body).to.deep.equal({
        id: body.id,
        name: 'Maisons autour d’Annecy',
        user: `/api/users/${t.actors.buyer.user.id}`,
        criteria: { ...defaultSearchCriteria(), ...criteria, page: 1 },
        createdAt: '2026-11-21T11:00:00+01:00',
        alert: false,
      });
      expect(body.id).to.be.a('number');
    });

    it('saves a search with its e-mail alert, which PUT /api/recherches/{id}/alerte turns off and on', async () => {
      const saved = await call('newUser', 'POST', '/api/recherches', {
        json: { name: 'Avec alerte', criteria, alert: true },
      });
      expect(saved.status).to.equal(201);
      expect(saved.body.alert).to.equal(true);
      const path = `/api/recherches/${saved.body.id}/alerte`;
      expect(await call('newUser', 'PUT', path, { json: { alert: false } })).to.deep.include({
        status: 200,
        body: { alert: false },
      });
      const listed = await call('newUser', 'GET', `/api/recherches/user/${t.actors.newUser.user.id}`);
      const mine = (listed.body['hydra:member'] as { id: number; alert: boolean }[]).find(
        (search) => search.id === saved.body.id,
      );
      expect(mine?.alert).to.equal(false);
      expectError(await call('newUser', 'PUT', path, { json: { alert: 'oui' } }), 400, 'invalid_input');
      expectError(
        await call('newUser', 'PUT', '/api/recherches/999999/alerte', { json: { alert: true } }),
        404,
        'not_found',
      );
      expectError(
        await call('newUser', 'POST', '/api/recherches', { json: { name: 'x', criteria, alert: 1 } }),
        400,
        'invalid_input',
      );
      await t.api.ports.repos.savedSearches.delete(saved.body.id as number);
    });

    it('mails the new sales of searches with an alert: the host’s daily job, one e-mail per user', async () => {
      const saved = await call('newUser', 'POST', '/api/recherches', {
        json: { name: 'Maisons à Lyon', criteria: { types: ['MAIS'] }, alert: true },
      });
      expect(saved.status).to.equal(201);
      const startedAt = t.clock.now();
      try {
        // The first run notes what already matches: nothing is new yet.
        await t.api.alerts.runNow();
        const mailsBefore = (await outboxOf(t)).length;
        await t.api.ports.search.upsert(
          aSearchDocument({
            propertyId: 987_654,
            title: 'Maison neuve',
            startAt: startedAt - HOUR_MS,
            endAt: startedAt + 48 * HOUR_MS,
          }),
        );
        // A daily job: the next day's run tells the new sale.
        t.clock.advance(DAY_MS);
        await t.api.alerts.runNow();
        const mails = (await outboxOf(t)).slice(mailsBefore);
        expect(mails.map((mail) => mail.to)).to.deep.equal([t.actors.newUser.user.email]);
        expect(mails[0]!.text).to.contain('Maison neuve').and.to.contain('/bien/987654');
        // Run again that day (a restart, another instance) and the next: told once.
        await t.api.alerts.runNow();
        t.clock.advance(DAY_MS);
        await t.api.alerts.runNow();
        expect((await outboxOf(t)).length, 'told once').to.equal(mailsBefore + 1);
      } finally {
        t.clock.set(startedAt);
        await t.api.ports.search.remove(987_654);
        await t.api.ports.repos.savedSearches.delete(saved.body.id as number);
      }
    });

    it('GET /api/recherches/user/{user} lists the own searches, newest first', async () => {
      t.clock.advance(HOUR_MS);
      try {
        await call('buyer', 'POST', '/api/recherches', {
          json: { name: 'Appartements', criteria: { types: ['APPT'] } },
        });
      } finally {
        t.clock.advance(-HOUR_MS);
      }
      const { status, body } = await call('buyer', 'GET', `/api/recherches/user/${t.actors.buyer.user.id}`);
      expect(status).to.equal(200);
      expect(body['hydra:member'].map((s: Json) => s.name)).to.deep.equal([
        'Appartements',
        'Maisons autour d’Annecy',
      ]);
      expect(body['hydra:totalItems']).to.equal(2);
      const forAdmin = await call('admin', 'GET', `/api/recherches/user/${t.actors.buyer.user.id}`);
      expect(forAdmin.body['hydra:totalItems']).to.equal(2);
      const mine = await call('newUser', 'GET', `/api/recherches/user/${t.actors.newUser.user.id}`);
      expect(mine.body).to.deep.equal({ 'hydra:member': [], 'hydra:totalItems': 0 });
    });

    it("refuses another user's list, an anonymous visitor and a malformed user id", async () => {
      const path = `/api/recherches/user/${t.actors.buyer.user.id}`;
      expectError(
        await call('newUser', 'GET', path),
        403,
        'forbidden',
        'Vous n’avez pas les droits pour cette action',
      );
      expectError(
        await call('negotiator', 'GET', path, { lang: 'en' }),
        403,
        'forbidden',
        'You are not allowed to do this',
      );
      expectError(await call('anonymous', 'GET', path), 401, 'unauthenticated');
      expectError(await call('buyer', 'GET', '/api/recherches/user/abc'), 404, 'not_found');
    });

    it('POST /api/recherches refuses a missing or too long name, bad criteria and bad bodies', async () => {
      expectError(
        await call('buyer', 'POST', '/api/recherches', { json: { name: '  ', criteria } }),
        400,
        'field_required',
        'Champ obligatoire',
        'name',
      );
      expectError(
        await call('buyer', 'POST', '/api/recherches', { json: { name: 'x'.repeat(101), criteria } }),
        400,
        'saved_search_name_too_long',
        'Le nom de la recherche ne doit pas dépasser 100 caractères',
        'name',
      );
      expectError(
        await call('buyer', 'POST', '/api/recherches', { json: { name: 5, criteria } }),
        400,
        'invalid_input',
        undefined,
        'name',
      );
      expectError(
        await call('buyer', 'POST', '/api/recherches', {
          json: { name: 'Budget', criteria: { budgetMin: 500000, budgetMax: 100000 } },
        }),
        400,
        'budget_min_exceeds_max',
        'Le budget minimum dépasse le budget maximum',
      );
      expectError(
        await call('buyer', 'POST', '/api/recherches', {
          json: { name: 'Rayon', criteria: { aroundRadius: 5000 } },
        }),
        400,
        'radius_out_of_range',
      );
      expectError(
        await call('buyer', 'POST', '/api/recherches', { json: { name: 'Liste', criteria: ['MAIS'] } }),
        400,
        'invalid_input',
        undefined,
        'criteria',
      );
      expectError(
        await call('buyer', 'POST', '/api/recherches', {
          json: { name: 'Types', criteria: { types: 'MAIS' } },
        }),
        400,
        'invalid_input',
        undefined,
        'criteria.types', // named at the edge, down to the criterion
      );
      expectError(await call('buyer', 'POST', '/api/recherches', { json: [] }), 400, 'invalid_input');
      expectError(
        await call('buyer', 'POST', '/api/recherches', {
          body: '{"name":',
          headers: { 'Content-Type': 'application/json' },
        }),
        400,
        'invalid_json',
      );
      expectError(
        await call('anonymous', 'POST', '/api/recherches', { json: { name: 'x', criteria } }),
        401,
        'unauthenticated',
      );
    });

    it('DELETE /api/recherches/{id} deletes an own search only', async () => {
      const saved = await call('newUser', 'POST', '/api/recherches', {
        json: { name: 'À supprimer', criteria: {} },
      });
      const path = `/api/recherches/${saved.body.id}`;
      expectError(await call('buyer', 'DELETE', path), 403, 'forbidden');
      expectError(await call('admin', 'DELETE', path), 403, 'forbidden');
      expectError(await call('anonymous', 'DELETE', path), 401, 'unauthenticated');
      const deleted = await call('newUser', 'DELETE', path);
      expect(deleted.status).to.equal(204);
      expect(deleted.body).to.equal(undefined);
      expectError(await call('newUser', 'DELETE', path), 404, 'not_found');
      expectError(await call('newUser', 'DELETE', '/api/recherches/abc'), 404, 'not_found');
      const left = await call('newUser', 'GET', `/api/recherches/user/${t.actors.newUser.user.id}`);
      expect(left.body['hydra:totalItems']).to.equal(0);
    });
  });

  describe('POST /api/map/search/', () => {
    const search = (options: Parameters<typeof call>[3]) =>
      call('anonymous', 'POST', '/api/map/search/', options);
    const names = (answer: { body: Json }) => answer.body.map((a: Json) => a.nom);

    it('suggests addresses as [ { nom, codePostal, type, latitude, longitude } ]', async () => {
      const answer = await search({ json: { text: 'annecy' } });
      expect(answer.status).to.equal(200);
      expect(answer.body[0]).to.deep.equal({
        nom: 'Annecy',
        codePostal: '74000',
        type: 'commune',
        latitude: 45.8992,
        longitude: 6.1294,
        ville: 'Annecy',
        codeInsee: '74010',
        departement: '74',
      });
      expect(names(answer)).to.deep.equal(['Annecy', '12 Rue Sainte-Claire']);
    });

    it('reads the hyphenated text and the postal code the widget sends (§5.4, §7)', async () => {
      expect(names(await search({ json: { text: 'Rue-Sainte-Claire', codepostal: '74000' } }))).to.deep.equal(
        ['12 Rue Sainte-Claire'],
      );
      expect(names(await search({ json: { text: 'Saint-Etienne' } }))).to.deep.equal(['Saint-Étienne']);
      // '12 rue Sainte-Claire' typed: the widget takes 12 for a postal code; it is a street number.
      expect(names(await search({ json: { text: 'rue-Sainte-Claire', codepostal: '12' } }))).to.deep.equal([
        '12 Rue Sainte-Claire',
      ]);
      expect(names(await search({ json: { text: '74000' } }))).to.deep.equal([
        'Annecy',
        '12 Rue Sainte-Claire',
      ]);
      expect(names(await search({ json: { text: '', codepostal: 69001 } }))).to.have.members([
        'Lyon 1er Arrondissement',
        '20 Place des Terreaux',
      ]);
    });

    it('accepts the raw text body and a form body', async () => {
      const raw = await search({ body: 'chamonix', headers: { 'Content-Type': 'text/plain' } });
      expect(raw.status).to.equal(200);
      expect(names(raw)).to.deep.equal(['Chamonix-Mont-Blanc']);
      const form = await search({
        body: 'text=bordeaux&codepostal=33000',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(names(form)).to.deep.equal(['Bordeaux', '15 Quai des Chartrons']);
    });

    it('answers an empty list when nothing matches', async () => {
      const answer = await search({ json: { text: 'Zzyzx-sur-Mer' } });
      expect(answer).to.deep.equal({ status: 200, body: [] });
    });

    it('asks for two characters at least, in French and in English', async () => {
      expectError(
        await search({ json: { text: 'a' } }),
        400,
        'address_lookup_too_short',
        'Saisissez au moins deux caractères',
        'text',
      );
      expectError(
        await search({ json: { text: ' a ' }, lang: 'en' }),
        400,
        'address_lookup_too_short',
        'Type at least two characters',
      );
      expectError(await search({ json: {} }), 400, 'address_lookup_empty', 'Veuillez saisir une adresse');
      expectError(
        await search({ body: '', headers: { 'Content-Type': 'text/plain' } }),
        400,
        'address_lookup_empty',
      );
    });

    it('refuses bad inputs with 400', async () => {
      expectError(await search({ json: { text: 42 } }), 400, 'invalid_input', undefined, 'text');
      expectError(await search({ json: { text: 'x'.repeat(300) } }), 400, 'invalid_input', undefined, 'text');
      expectError(
        await search({ json: { text: 'annecy', codepostal: 'abc' } }),
        400,
        'invalid_input',
        undefined,
        'codepostal',
      );
      expectError(await search({ json: ['annecy'] }), 400, 'invalid_input');
      expectError(
        await search({ body: '{"text":', headers: { 'Content-Type': 'application/json' } }),
        400,
        'invalid_json',
      );
    });

    it('is open to every role', async () => {
      expect((await call('buyer', 'POST', '/api/map/search/', { json: { text: 'lyon' } })).status).to.equal(
        200,
      );
    });
  });

  describe('GET /api/map/reverse', () => {
    it('answers the address nearest to the dropped marker', async () => {
      const { status, body } = await call('anonymous', 'GET', '/api/map/reverse?lat=45.8989&lng=6.1233');
      expect(status).to.equal(200);
      expect(body).to.deep.equal({
        nom: '12 Rue Sainte-Claire',
        codePostal: '74000',
        type: 'adresse',
        latitude: 45.8988,
        longitude: 6.1232,
        ville: 'Annecy',
        codeInsee: '74010',
        departement: '74',
      });
    });

    it('answers 404 far from any known address and 400 for bad coordinates', async () => {
      expectError(await call('anonymous', 'GET', '/api/map/reverse?lat=46.5&lng=-30'), 404, 'not_found');
      expectError(
        await call('anonymous', 'GET', '/api/map/reverse?lat=abc&lng=2'),
        400,
        'invalid_input',
        undefined,
        'lat',
      );
      expectError(
        await call('anonymous', 'GET', '/api/map/reverse?lat=95&lng=2'),
        400,
        'invalid_input',
        undefined,
        'lat',
      );
      expectError(
        await call('anonymous', 'GET', '/api/map/reverse?lat=45'),
        400,
        'invalid_input',
        undefined,
        'lng',
      );
    });
  });
});
