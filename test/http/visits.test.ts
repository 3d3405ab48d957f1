import type { Property, Visit } from '@immo/core';
import { DAY_MS, HOUR_MS } from '@immo/core';
import { aBuyer, aBuyerFile, aProperty, aVisit, anAuction } from '@immo/core/testing';
import { expect } from 'chai';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { json, type Json } from '../support/http.js';

// DEFAULT_TEST_NOW is Saturday 21/11/2026 11:00 in Paris.
const TOMORROW_2PM = '2026-11-22 14:00:00';
const MONDAY_10AM = '2026-11-23 10:00:00';

describe('http: visits of a property', () => {
  let t: TestApi;
  let property: Property;
  let otherProperty: Property;
  let buyerFileId: number;
  let secondBuyerId: number;

  const base = (bienId = property.id) => `/api/bien/${bienId}/visites`;
  const addVisit = (overrides: Parameters<typeof aVisit>[0] = {}): Promise<Visit> =>
    t.api.ports.repos.visits.add(
      aVisit({ propertyId: property.id, createdBy: t.actors.negotiator.user.id, ...overrides }),
    );
  const call = async (role: RoleName, method: string, path: string, body?: unknown, lang?: 'en') => {
    const res = await t.request(role, method, path, {
      ...(body !== undefined ? { json: body } : {}),
      ...(lang ? { headers: { 'Accept-Language': lang } } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text === '' ? undefined : JSON.parse(text)) as Json };
  };
  const expectError = (
    answer: { status: number; body: Json },
    status: number,
    code: string,
    message?: string,
  ) => {
    expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
    expect(answer.body.error.code).to.equal(code);
    if (message !== undefined) expect(answer.body.error.message).to.equal(message);
  };

  before(async () => {
    t = await startTestApi();
    const { repos } = t.api.ports;
    const negotiatorId = t.actors.negotiator.user.id;
    property = await repos.properties.add(aProperty({ negotiatorId }));
    otherProperty = await repos.properties.add(aProperty({ negotiatorId }));
    await repos.auctions.add(anAuction({ propertyId: property.id }));
    buyerFileId = (
      await repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: t.actors.buyer.user.id }))
    ).id;
    const second = await repos.users.add(aBuyer({ firstName: 'Léa', lastName: 'Petit' }));
    secondBuyerId = second.id;
    await repos.buyerFiles.add(
      aBuyerFile({ propertyId: property.id, userId: second.id, registeredAt: t.clock.now() - DAY_MS }),
    );
  });
  after(() => t.close());

  describe('GET /api/bien/{bien}/visites', () => {
    let free: Visit;
    let mine: Visit;
    let full: Visit;
    let past: Visit;
    before(async () => {
      const now = t.clock.now();
      full = await addVisit({ startsAt: now + 2 * DAY_MS, attendeeIds: [secondBuyerId] });
      free = await addVisit({ startsAt: now + DAY_MS, kind: 'grouped', capacity: 5 });
      mine = await addVisit({ startsAt: now + 3 * DAY_MS, attendeeIds: [t.actors.buyer.user.id] });
      past = await addVisit({ startsAt: now - DAY_MS });
    });
    after(async () => {
      for (const visit of [free, mine, full, past]) await t.api.ports.repos.visits.delete(visit.id);
    });

    it('shows the negotiator every slot by start, with its attendees', async () => {
      const { status, body } = await call('negotiator', 'GET', base());
      expect(status).to.equal(200);
      expect(body['hydra:totalItems']).to.equal(4);
      expect(body['hydra:member'].map((v: Json) => v.id)).to.deep.equal([past.id, free.id, full.id, mine.id]);
      const grouped = body['hydra:member'][1];
      expect(grouped).to.deep.equal({
        id: free.id,
        bienId: property.id,
        kind: 'grouped',
        start: '2026-11-22 11:00:00',
        end: '2026-11-22 11:30:00',
        durationMinutes: 30,
        capacity: 5,
        freePlaces: 5,
        bookedByViewer: false,
        attendees: [],
      });
      expect(body['hydra:member'][2].attendees).to.deep.equal([
        {
          id: secondBuyerId,
          user: `/api/users/${secondBuyerId}`,
          firstName: 'Léa',
          lastName: 'Petit',
          email: (await t.api.ports.repos.users.findById(secondBuyerId))!.email,
          phone: '06 12 34 56 78',
        },
      ]);
    });

    it('shows an administrator every slot too', async () => {
      const { status, body } = await call('admin', 'GET', base());
      expect(status).to.equal(200);
      expect(body['hydra:totalItems']).to.equal(4);
    });

    it('shows a registered buyer the upcoming slots with places and their own bookings, never who comes', async () => {
      const { status, body } = await call('buyer', 'GET', base());
      expect(status).to.equal(200);
      expect(body['hydra:member'].map((v: Json) => v.id)).to.deep.equal([free.id, mine.id]);
      expect(body['hydra:member'][1]).to.include({ bookedByViewer: true, freePlaces: 0 });
      for (const slot of body['hydra:member']) expect(slot).to.not.have.property('attendees');
    });

    it('refuses a user who did not register on the property, in French and in English', async () => {
      expectError(
        await call('newUser', 'GET', base()),
        403,
        'visit_registration_required',
        'Veuillez vous inscrire à ce bien pour réserver une visite',
      );
      expectError(
        await call('newUser', 'GET', base(), undefined, 'en'),
        403,
        'visit_registration_required',
        'Please register for this property to book a visit',
      );
    });

    it('asks an anonymous visitor to log in and answers 404 for an unknown or malformed property', async () => {
      expectError(await call('anonymous', 'GET', base()), 401, 'unauthenticated', 'Vous devez être connecté');
      expectError(await call('negotiator', 'GET', base(999999)), 404, 'not_found');
      expectError(await call('negotiator', 'GET', '/api/bien/abc/visites'), 404, 'not_found');
    });

    it("GET …/user lists only the viewer's own bookings on the property", async () => {
      const { status, body } = await call('buyer', 'GET', `${base()}/user`);
      expect(status).to.equal(200);
      expect(body).to.deep.equal({
        'hydra:member': [
          {
            id: mine.id,
            bienId: property.id,
            kind: 'individual',
            start: '2026-11-24 11:00:00',
            end: '2026-11-24 11:30:00',
            durationMinutes: 30,
            capacity: 1,
            freePlaces: 0,
            bookedByViewer: true,
          },
        ],
        'hydra:totalItems': 1,
      });
      const none = await call('newUser', 'GET', `${base()}/user`);
      expect(none.status).to.equal(200);
      expect(none.body['hydra:member']).to.deep.equal([]);
      expectError(await call('buyer', 'GET', `${base(999999)}/user`), 404, 'not_found');
      expectError(await call('anonymous', 'GET', `${base()}/user`), 401, 'unauthenticated');
    });

    it('POST …/fetch narrows the slots to a date range (whole days or exact times)', async () => {
      const days = await call('negotiator', 'POST', `${base()}/fetch`, {
        from: '2026-11-22',
        to: '2026-11-23',
      });
      expect(days.status).to.equal(200);
      expect(days.body['hydra:member'].map((v: Json) => v.id)).to.deep.equal([free.id, full.id]);
      const exact = await call('negotiator', 'POST', `${base()}/fetch`, { from: '2026-11-23 11:00:01' });
      expect(exact.body['hydra:member'].map((v: Json) => v.id)).to.deep.equal([mine.id]);
      const buyerView = await call('buyer', 'POST', `${base()}/fetch`, { to: '2026-11-22 23:59:59' });
      expect(buyerView.body['hydra:member'].map((v: Json) => v.id)).to.deep.equal([free.id]);
    });

    it('POST …/fetch without a body lists everything the listing shows', async () => {
      const res = await t.request('negotiator', 'POST', `${base()}/fetch`);
      expect(res.status).to.equal(200);
      expect((await json(res))['hydra:totalItems']).to.equal(4);
    });

    it('POST …/fetch refuses a malformed date and an inverted range', async () => {
      const bad = await call('negotiator', 'POST', `${base()}/fetch`, { from: '22/11/2026' });
      expectError(
        bad,
        400,
        'visit_date_invalid',
        "La date n'est pas valide, le format doit être Y-m-d H:i:s",
      );
      expect(bad.body.error.field).to.equal('from');
      const inverted = await call('negotiator', 'POST', `${base()}/fetch`, {
        from: '2026-11-25',
        to: '2026-11-22',
      });
      expectError(inverted, 400, 'visit_range_inverted', 'La date de fin est antérieure à la date de début');
      expectError(
        await call('negotiator', 'POST', `${base()}/fetch`, { from: 20261122 }),
        400,
        'visit_date_invalid',
      );
      expectError(await call('negotiator', 'POST', `${base()}/fetch`, [1]), 400, 'invalid_input');
    });
  });

  describe('POST /api/bien/{bien}/visites/new', () => {
    it('opens an individual slot and answers 201 with it', async () => {
      const { status, body } = await call('negotiator', 'POST', `${base()}/new`, {
        kind: 'individual',
        start: MONDAY_10AM,
        durationMinutes: 45,
      });
      expect(status).to.equal(201);
      expect(body).to.deep.include({
        bienId: property.id,
        kind: 'individual',
        start: MONDAY_10AM,
        end: '2026-11-23 10:45:00',
        durationMinutes: 45,
        capacity: 1,
        freePlaces: 1,
        bookedByViewer: false,
        attendeeIds: [],
      });
      expect(body.id).to.be.a('number');
      const stored = await t.api.ports.repos.visits.findById(body.id);
      expect(stored).to.include({ propertyId: property.id, durationMinutes: 45 });
      await t.api.ports.repos.visits.delete(body.id);
    });

    it('opens a grouped slot with or without a capacity', async () => {
      const limited = await call('admin', 'POST', `${base()}/new`, {
        kind: 'grouped',
        start: TOMORROW_2PM,
        durationMinutes: 60,
        capacity: 8,
      });
      expect(limited.status).to.equal(201);
      expect(limited.body).to.include({ capacity: 8, freePlaces: 8 });
      const open = await call('negotiator', 'POST', `${base()}/new`, {
        kind: 'grouped',
        start: TOMORROW_2PM,
        durationMinutes: 15,
      });
      expect(open.body).to.include({ capacity: null, freePlaces: null });
      for (const id of [limited.body.id, open.body.id]) await t.api.ports.repos.visits.delete(id);
    });

    it('accepts a start later today but not on a past day (§5.6)', async () => {
      const today = await call('negotiator', 'POST', `${base()}/new`, {
        kind: 'individual',
        start: '2026-11-21 08:00:00',
        durationMinutes: 15,
      });
      expect(today.status).to.equal(201);
      await t.api.ports.repos.visits.delete(today.body.id);
      const yesterday = await call('negotiator', 'POST', `${base()}/new`, {
        kind: 'individual',
        start: '2026-11-20 18:00:00',
        durationMinutes: 15,
      });
      expectError(
        yesterday,
        400,
        'visit_start_before_today',
        'La date de début est antérieur à la date du jour',
      );
      expect(yesterday.body.error.field).to.equal('start');
    });

    it('refuses a date not in the Y-m-d H:i:s format, in French and in English', async () => {
      const body = { kind: 'individual', start: '2026-11-23T10:00', durationMinutes: 30 };
      expectError(
        await call('negotiator', 'POST', `${base()}/new`, body),
        400,
        'visit_date_invalid',
        "La date n'est pas valide, le format doit être Y-m-d H:i:s",
      );
      expectError(
        await call('negotiator', 'POST', `${base()}/new`, body, 'en'),
        400,
        'visit_date_invalid',
        'The date is not valid, the format must be Y-m-d H:i:s',
      );
      expectError(
        await call('negotiator', 'POST', `${base()}/new`, { ...body, start: '2026-02-30 10:00:00' }),
        400,
        'visit_date_invalid',
      );
    });

    it('refuses a slot length outside 5–60 minutes or not among 15, 30, 45, 60', async () => {
      const slot = { kind: 'individual', start: MONDAY_10AM };
      expectError(
        await call('negotiator', 'POST', `${base()}/new`, { ...slot, durationMinutes: 90 }),
        400,
        'visit_duration_out_of_range',
        "La durée d'un créneau de visite doit être comprise entre 5 et 60 minutes",
      );
      expectError(
        await call('negotiator', 'POST', `${base()}/new`, { ...slot, durationMinutes: 20 }),
        400,
        'visit_duration_not_a_choice',
        "La durée d'un créneau de visite doit être l'une des valeurs suivantes : 15, 30, 45, 60 minutes",
      );
      expectError(
        await call('negotiator', 'POST', `${base()}/new`, { ...slot, durationMinutes: '30' }),
        400,
        'visit_duration_out_of_range',
      );
    });

    it('refuses bad inputs with 4xx, never a 500', async () => {
      const good = { kind: 'grouped', start: MONDAY_10AM, durationMinutes: 30 };
      const kind = await call('negotiator', 'POST', `${base()}/new`, { ...good, kind: 'collective' });
      expectError(kind, 400, 'invalid_input');
      expect(kind.body.error.field).to.equal('kind');
      const capacity = await call('negotiator', 'POST', `${base()}/new`, { ...good, capacity: 'ten' });
      expectError(capacity, 400, 'invalid_input');
      expect(capacity.body.error.field).to.equal('capacity');
      expectError(await call('negotiator', 'POST', `${base()}/new`, ['x']), 400, 'invalid_input');
      expectError(await call('negotiator', 'POST', `${base()}/new`, {}), 400, 'invalid_input');
      const malformed = await t.request('negotiator', 'POST', `${base()}/new`, {
        body: '{"kind":',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(malformed.status).to.equal(400);
      expect((await json(malformed)).error.code).to.equal('invalid_json');
      expectError(await call('negotiator', 'POST', `${base(999999)}/new`, good), 404, 'not_found');
    });
  });

  describe('changing a slot', () => {
    let visit: Visit;
    beforeEach(async () => {
      visit = await addVisit({ kind: 'grouped', capacity: 3, attendeeIds: [t.actors.buyer.user.id] });
    });
    afterEach(() => t.api.ports.repos.visits.delete(visit.id));
    const path = (suffix = '', bienId = property.id) => `${base(bienId)}/${visit.id}${suffix}`;

    it('PUT …/edit moves, lengthens and resizes a slot', async () => {
      const { status, body } = await call('negotiator', 'PUT', path('/edit'), {
        start: TOMORROW_2PM,
        durationMinutes: 60,
        capacity: 10,
      });
      expect(status).to.equal(200);
      expect(body).to.deep.include({
        id: visit.id,
        start: TOMORROW_2PM,
        end: '2026-11-22 15:00:00',
        durationMinutes: 60,
        capacity: 10,
        freePlaces: 9,
        attendeeIds: [t.actors.buyer.user.id],
      });
      const only = await call('negotiator', 'PUT', path('/edit'), { capacity: null });
      expect(only.body).to.include({ start: TOMORROW_2PM, capacity: null, freePlaces: null });
    });

    it('PUT …/edit keeps the slot rules and never shrinks below the bookings', async () => {
      expectError(
        await call('negotiator', 'PUT', path('/edit'), { start: '2026-11-01 10:00:00' }),
        400,
        'visit_start_before_today',
      );
      expectError(
        await call('negotiator', 'PUT', path('/edit'), { start: 'demain' }),
        400,
        'visit_date_invalid',
      );
      expectError(
        await call('negotiator', 'PUT', path('/edit'), { durationMinutes: 4 }),
        400,
        'visit_duration_out_of_range',
      );
      await t.api.ports.repos.visits.update({
        ...visit,
        attendeeIds: [t.actors.buyer.user.id, secondBuyerId],
      });
      expectError(
        await call('negotiator', 'PUT', path('/edit'), { capacity: 1 }),
        400,
        'visit_capacity_below_attendees',
        "La capacité du créneau ne peut pas être inférieure au nombre d'inscrits (2)",
      );
      expectError(await call('negotiator', 'PUT', path('/edit'), 'x'), 400, 'invalid_json');
    });

    it('answers 404 for a slot of another property or an unknown slot', async () => {
      expectError(
        await call('negotiator', 'PUT', path('/edit', otherProperty.id), { capacity: 4 }),
        404,
        'not_found',
      );
      expectError(
        await call('negotiator', 'PUT', `${base()}/999999/edit`, { capacity: 4 }),
        404,
        'not_found',
      );
      expectError(
        await call('negotiator', 'PUT', path('/add-user', otherProperty.id), { userId: secondBuyerId }),
        404,
        'not_found',
      );
      expectError(await call('negotiator', 'DELETE', path('', otherProperty.id)), 404, 'not_found');
      expectError(await call('buyer', 'POST', path('/book', otherProperty.id)), 404, 'not_found');
      expectError(await call('negotiator', 'GET', path('/users', otherProperty.id)), 404, 'not_found');
      expectError(
        await call('negotiator', 'PUT', path('/remove-user', otherProperty.id), { userId: secondBuyerId }),
        404,
        'not_found',
      );
      expect(await t.api.ports.repos.visits.findById(visit.id)).to.not.equal(null);
    });

    it('PUT …/add-user puts a registered buyer on the slot', async () => {
      const { status, body } = await call('negotiator', 'PUT', path('/add-user'), { userId: secondBuyerId });
      expect(status).to.equal(200);
      expect(body).to.include({ freePlaces: 1 });
      expect(body.attendeeIds).to.deep.equal([t.actors.buyer.user.id, secondBuyerId]);
    });

    it('PUT …/add-user refuses a non-buyer, a buyer already there, a full slot and bad ids', async () => {
      expectError(
        await call('negotiator', 'PUT', path('/add-user'), { userId: t.actors.newUser.user.id }),
        403,
        'visit_user_not_buyer',
        "Cet utilisateur n'est pas inscrit comme acquéreur sur ce bien",
      );
      expectError(
        await call('negotiator', 'PUT', path('/add-user'), { userId: t.actors.buyer.user.id }),
        409,
        'visit_user_already_attending',
      );
      await t.api.ports.repos.visits.update({ ...visit, capacity: 1 });
      expectError(
        await call('negotiator', 'PUT', path('/add-user'), { userId: secondBuyerId }),
        409,
        'visit_full',
        'Ce créneau de visite est complet',
      );
      expectError(await call('negotiator', 'PUT', path('/add-user'), { userId: '12' }), 400, 'invalid_input');
      expectError(await call('negotiator', 'PUT', path('/add-user'), { userId: 999999 }), 404, 'not_found');
      expectError(await call('negotiator', 'PUT', path('/add-user'), {}), 400, 'invalid_input');
    });

    it('GET …/users lists who is booked on the slot', async () => {
      await t.api.ports.repos.visits.update({
        ...visit,
        attendeeIds: [t.actors.buyer.user.id, secondBuyerId],
      });
      const { status, body } = await call('negotiator', 'GET', path('/users'));
      expect(status).to.equal(200);
      expect(body['hydra:totalItems']).to.equal(2);
      expect(body['hydra:member'].map((u: Json) => u.user)).to.deep.equal([
        `/api/users/${t.actors.buyer.user.id}`,
        `/api/users/${secondBuyerId}`,
      ]);
      expect(body['hydra:member'][1]).to.include({ id: secondBuyerId, firstName: 'Léa', lastName: 'Petit' });
      expectError(await call('negotiator', 'GET', `${base()}/999999/users`), 404, 'not_found');
    });

    it('PUT …/remove-user takes a buyer off the slot', async () => {
      const { status, body } = await call('negotiator', 'PUT', path('/remove-user'), {
        userId: t.actors.buyer.user.id,
      });
      expect(status).to.equal(200);
      expect(body).to.include({ freePlaces: 3 });
      expect(body.attendeeIds).to.deep.equal([]);
      expectError(
        await call('negotiator', 'PUT', path('/remove-user'), { userId: t.actors.buyer.user.id }),
        400,
        'visit_user_not_attending',
        "Cet acquéreur n'est pas inscrit à ce créneau de visite",
      );
      expectError(
        await call('negotiator', 'PUT', path('/remove-user'), { userId: -1 }),
        400,
        'invalid_input',
      );
    });

    it('DELETE withdraws the slot with its bookings', async () => {
      const res = await t.request('negotiator', 'DELETE', path());
      expect(res.status).to.equal(204);
      expect(await t.api.ports.repos.visits.findById(visit.id)).to.equal(null);
      expectError(await call('negotiator', 'DELETE', path()), 404, 'not_found');
    });
  });

  describe('POST /api/bien/{bien}/visites/{visite}/book', () => {
    it('lets a registered buyer book a place, without seeing who else comes', async () => {
      const visit = await addVisit({ kind: 'grouped', capacity: 4, attendeeIds: [secondBuyerId] });
      const { status, body } = await call('buyer', 'POST', `${base()}/${visit.id}/book`);
      expect(status).to.equal(200);
      expect(body).to.deep.equal({
        id: visit.id,
        bienId: property.id,
        kind: 'grouped',
        start: '2026-11-22 11:00:00',
        end: '2026-11-22 11:30:00',
        durationMinutes: 30,
        capacity: 4,
        freePlaces: 2,
        bookedByViewer: true,
      });
      expectError(
        await call('buyer', 'POST', `${base()}/${visit.id}/book`),
        409,
        'visit_already_booked',
        'Vous êtes déjà inscrit à ce créneau de visite',
      );
      await t.api.ports.repos.visits.delete(visit.id);
    });

    it('refuses a full slot, a past slot and a buyer not registered on the property', async () => {
      const full = await addVisit({ attendeeIds: [secondBuyerId] });
      expectError(await call('buyer', 'POST', `${base()}/${full.id}/book`), 409, 'visit_full');
      const past = await addVisit({ startsAt: t.clock.now() - HOUR_MS });
      expectError(
        await call('buyer', 'POST', `${base()}/${past.id}/book`),
        400,
        'visit_in_past',
        'Ce créneau de visite est déjà passé',
      );
      const open = await addVisit({});
      expectError(
        await call('newUser', 'POST', `${base()}/${open.id}/book`, undefined, 'en'),
        403,
        'visit_registration_required',
        'Please register for this property to book a visit',
      );
      expectError(await call('negotiator', 'POST', `${base()}/${open.id}/book`), 403, 'forbidden');
      expectError(await call('buyer', 'POST', `${base()}/999999/book`), 404, 'not_found');
      expectError(await call('buyer', 'POST', `${base()}/abc/book`), 404, 'not_found');
      for (const visit of [full, past, open]) await t.api.ports.repos.visits.delete(visit.id);
    });
  });

  describe('GET /api/bien/{bien}/visites/buyers', () => {
    it("lists the property's registered buyers for the negotiator, in registration order", async () => {
      const { status, body } = await call('negotiator', 'GET', `${base()}/buyers`);
      expect(status).to.equal(200);
      expect(body['hydra:totalItems']).to.equal(2);
      const [first, second] = body['hydra:member'];
      expect(first).to.deep.include({
        id: t.actors.buyer.user.id,
        user: `/api/users/${t.actors.buyer.user.id}`,
        dossierAcheteur: buyerFileId,
        interest: 'interested',
        registeredAt: '2026-11-16T11:00:00+01:00',
      });
      expect(first).to.have.keys(
        'id',
        'user',
        'dossierAcheteur',
        'firstName',
        'lastName',
        'email',
        'phone',
        'interest',
        'registeredAt',
        'visitDone',
        'visitDoneAt',
      );
      expect(second).to.include({ id: secondBuyerId, firstName: 'Léa', lastName: 'Petit' });
      const empty = await call('negotiator', 'GET', `${base(otherProperty.id)}/buyers`);
      expect(empty.body['hydra:member']).to.deep.equal([]);
      expectError(await call('negotiator', 'GET', `${base(999999)}/buyers`), 404, 'not_found');
      expectError(await call('buyer', 'GET', `${base()}/buyers`), 403, 'forbidden');
    });
  });

  describe('POST /espace-negociateur/dossier/{dossierAcheteur}/validation/visite', () => {
    const path = (id: number | string) => `/espace-negociateur/dossier/${id}/validation/visite`;

    it('answers 409 visit_not_started while no slot the buyer booked has started', async () => {
      const slot = await addVisit({
        startsAt: t.clock.now() + HOUR_MS,
        attendeeIds: [t.actors.buyer.user.id],
      });
      try {
        expectError(await call('negotiator', 'POST', path(buyerFileId)), 409, 'visit_not_started');
        expect((await t.api.ports.repos.buyerFiles.findById(buyerFileId))!.visitDoneAt).to.equal(null);
      } finally {
        await t.api.ports.repos.visits.delete(slot.id);
      }
    });

    it('records the visit once the booked slot started, answering the buyer’s file (BuyerFileJson)', async () => {
      const slot = await addVisit({
        startsAt: t.clock.now() - HOUR_MS,
        attendeeIds: [t.actors.buyer.user.id],
      });
      try {
        const { status, body } = await call('negotiator', 'POST', path(buyerFileId));
        expect(status).to.equal(200);
        expect(body).to.include({
          id: buyerFileId,
          bienId: property.id,
          visitDoneAt: '2026-11-21T11:00:00+01:00',
        });
        expect(body.visit).to.deep.equal({
          visitId: slot.id,
          startsAt: '2026-11-21T10:00:00+01:00',
          durationMinutes: 30,
        });
        expect(body.checklist[1]).to.deep.equal({ step: 'visit', state: 'done' });
        expect(body.bidderBlocks).to.not.include('visit_not_validated');
        expect((await t.api.ports.repos.buyerFiles.findById(buyerFileId))!.visitDoneAt).to.equal(
          t.clock.now(),
        );
        const buyers = await call('negotiator', 'GET', `${base()}/buyers`);
        expect(buyers.body['hydra:member'][0]).to.include({ visitDone: true, visitDoneAt: body.visitDoneAt });
      } finally {
        await t.api.ports.repos.visits.delete(slot.id);
      }
    });

    it('keeps the first date when validated again', async () => {
      t.clock.advance(HOUR_MS);
      try {
        const { status, body } = await call('admin', 'POST', path(buyerFileId));
        expect(status).to.equal(200);
        expect(body.visitDoneAt).to.equal('2026-11-21T11:00:00+01:00');
      } finally {
        t.clock.advance(-HOUR_MS);
      }
    });

    it('answers 404 for an unknown or malformed file, 403 for another negotiator, 401 anonymous', async () => {
      expectError(await call('negotiator', 'POST', path(999999)), 404, 'not_found');
      expectError(await call('negotiator', 'POST', path('x')), 404, 'not_found');
      expectError(
        await call('assistance', 'POST', path(buyerFileId), undefined, 'en'),
        403,
        'forbidden',
        'You are not allowed to do this',
      );
      expectError(await call('anonymous', 'POST', path(buyerFileId)), 401, 'unauthenticated');
    });
  });
});
