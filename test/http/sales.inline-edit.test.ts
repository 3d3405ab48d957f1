import type { Property } from '@immo/core';
import { LIVE_REVALIDATE_MS } from '@immo/http-koa';
import { expect } from 'chai';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';

const EN = { 'Accept-Language': 'en' };

describe('http: inline edit (PUT /api/{entity}/{id})', () => {
  let t: TestApi;
  let bienId: number;
  let fileId: number;
  const edit = (
    path: string,
    body: unknown,
    role: RoleName = 'negotiator',
    headers?: Record<string, string>,
  ) => t.request(role, 'PUT', path, { json: body, ...(headers ? { headers } : {}) });
  const stored = async (): Promise<Property> => (await t.api.ports.repos.properties.findById(bienId))!;

  before(async () => {
    t = await startTestApi();
    const { aProperty, anAuction, aBuyerFile } = await import('@immo/core/testing');
    const { repos } = t.api.ports;
    bienId = (await repos.properties.add(aProperty({ negotiatorId: t.actors.negotiator.user.id }))).id;
    await repos.auctions.add(anAuction({ propertyId: bienId }));
    fileId = (await repos.buyerFiles.add(aBuyerFile({ propertyId: bienId, userId: t.actors.buyer.user.id })))
      .id;
  });
  after(() => t.close());

  it('saves a text field of the property: 200 { entity, id, property, value, displayValue }', async () => {
    const res = await edit(`/api/bien/${bienId}`, { nom: 'Maison rénovée avec jardin' });
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.equal({
      entity: 'bien',
      id: bienId,
      property: 'nom',
      value: 'Maison rénovée avec jardin',
      displayValue: 'Maison rénovée avec jardin',
    });
    expect((await stored()).title).to.equal('Maison rénovée avec jardin');
    // The sale form shows it at once.
    expect((await json(await t.request('negotiator', 'GET', `/v2/sell/${bienId}`))).nom).to.equal(
      'Maison rénovée avec jardin',
    );
  });

  it('parses a float (§5.2): spaces stripped, comma as decimal separator', async () => {
    const res = await edit(`/api/bien/${bienId}`, { surface_habitable: '1 234,5' });
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.include({ value: 1234.5, displayValue: '1\u202f234,5' });
    expect((await stored()).livingArea).to.equal(1234.5);
  });

  it('parses an integer and accepts a JSON number', async () => {
    expect(await json(await edit(`/api/bien/${bienId}`, { nombre_pieces: '5' }))).to.deep.include({
      value: 5,
    });
    expect(await json(await edit(`/api/bien/${bienId}`, { nombre_chambres: 3 }))).to.deep.include({
      value: 3,
    });
  });

  it('saves a date dd/mm/yyyy and answers it both ways', async () => {
    const res = await edit(`/api/bien/${bienId}`, { dpe_date: '14/03/2025' });
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.include({ value: '2025-03-14', displayValue: '14/03/2025' });
  });

  it('refuses an invalid date with ‘Given date is not a valid date’, and in English', async () => {
    for (const value of ['31/02/2024', '2024-03-14', '01/01/1899', '01/01/2100']) {
      const res = await edit(`/api/bien/${bienId}`, { dpe_date: value });
      expect(res.status, value).to.equal(400);
      expect((await json(res)).error, value).to.deep.equal({
        code: 'inline_invalid_date',
        message: 'Given date is not a valid date',
        field: 'dpe_date',
      });
    }
    const en = await edit(`/api/bien/${bienId}`, { dpe_date: '32/01/2024' }, 'negotiator', EN);
    expect((await json(en)).error.message).to.equal('The given date is not a valid date');
  });

  it('refuses a number that does not parse, and an empty required field', async () => {
    const nan = await edit(`/api/bien/${bienId}`, { surface_habitable: 'grande' });
    expect(nan.status).to.equal(400);
    expect((await json(nan)).error).to.deep.include({
      code: 'inline_invalid_number',
      field: 'surface_habitable',
    });
    const empty = await edit(`/api/bien/${bienId}`, { nom: '  ' });
    expect(empty.status).to.equal(400);
    expect((await json(empty)).error).to.deep.equal({
      code: 'field_required',
      message: 'Champ obligatoire',
      field: 'nom',
    });
  });

  it('refuses a field off the whitelist: 400 inline_field_not_editable', async () => {
    for (const property of ['reserve_price', 'negotiatorId', 'dateFin', '__proto__x']) {
      const res = await edit(`/api/bien/${bienId}`, { [property]: '1' });
      expect(res.status, property).to.equal(400);
      expect((await json(res)).error, property).to.deep.equal({
        code: 'inline_field_not_editable',
        message: `Le champ ${property} de bien ne peut pas être modifié`,
        field: 'property',
      });
    }
    expect((await stored()).reservePrice).to.equal(265000);
  });

  it('refuses a body without exactly one property: 400 inline_single_property_required', async () => {
    for (const body of [{}, { nom: 'A', descriptif: 'B' }, ['nom']]) {
      const res = await edit(`/api/bien/${bienId}`, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect((await json(res)).error, JSON.stringify(body)).to.deep.equal({
        code: 'inline_single_property_required',
        message: 'La modification doit porter sur exactement un champ',
        field: 'body',
      });
    }
  });

  it('refuses malformed JSON and a value of the wrong type', async () => {
    const malformed = await t.request('negotiator', 'PUT', `/api/bien/${bienId}`, {
      body: '{"nom": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).to.equal(400);
    expect((await json(malformed)).error.code).to.equal('invalid_json');
    const object = await edit(`/api/bien/${bienId}`, { nom: { fr: 'Titre' } });
    expect(object.status).to.equal(400);
    // Refused at the edge, naming the property whose value is not a text nor a number.
    expect((await json(object)).error).to.deep.include({ code: 'invalid_input', field: 'nom' });
  });

  it('edits the negotiator’s comment on a buyer file (dossier_acheteurs)', async () => {
    const res = await edit(`/api/dossier_acheteurs/${fileId}`, {
      commentaireSurAcquereur: 'Rappeler après la visite',
    });
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.equal({
      entity: 'dossier_acheteurs',
      id: fileId,
      property: 'commentaireSurAcquereur',
      value: 'Rappeler après la visite',
      displayValue: 'Rappeler après la visite',
    });
    expect((await t.api.ports.repos.buyerFiles.findById(fileId))!.negotiatorComment).to.equal(
      'Rappeler après la visite',
    );
  });

  it('answers 404 for an unknown record, a malformed id or an entity off the list', async () => {
    for (const [path, body] of [
      ['/api/bien/999999', { nom: 'X' }],
      ['/api/dossier_acheteurs/999999', { commentaireSurAcquereur: 'X' }],
      ['/api/bien/abc', { nom: 'X' }],
      ['/api/utilisateurs/1', { nom: 'X' }],
    ] as const) {
      const res = await edit(path, body);
      expect(res.status, path).to.equal(404);
      expect((await json(res)).error.code, path).to.equal('not_found');
    }
  });

  it('refuses another negotiator’s sale (403) and anonymous visitors (401)', async () => {
    expect((await edit(`/api/bien/${bienId}`, { nom: 'X' }, 'assistance')).status).to.equal(403);
    expect(
      (await edit(`/api/dossier_acheteurs/${fileId}`, { commentaireSurAcquereur: 'X' }, 'buyer')).status,
    ).to.equal(403);
    expect((await edit(`/api/bien/${bienId}`, { nom: 'X' }, 'anonymous')).status).to.equal(401);
    expect((await edit(`/api/bien/${bienId}`, {}, 'anonymous')).status).to.equal(401);
  });

  describe('prices and the sale’s state (issue 12: the property page’s fields)', () => {
    let saleId: number;
    const auctionOf = async () => (await t.api.ports.repos.auctions.findByPropertyId(saleId))!;
    const pageOf = async (role: RoleName) => json(await t.request(role, 'GET', `/api/bien/${saleId}/page`));

    beforeEach(async () => {
      const { aProperty, anAuction } = await import('@immo/core/testing');
      const { repos } = t.api.ports;
      t.clock.set((await import('@immo/core/testing')).DEFAULT_TEST_NOW);
      // Live, nobody bid, the first price typed (no flat fee).
      saleId = (
        await repos.properties.add(
          aProperty({ negotiatorId: t.actors.negotiator.user.id, flatFee: false, flatFeeAmount: null }),
        )
      ).id;
      await repos.auctions.add(anAuction({ propertyId: saleId }));
    });

    it('moves the first price and the step of a sale nobody bid on; the poll and the page follow', async () => {
      const pollPath = `/api/bien/currentauction/${(await auctionOf()).id}`;
      expect((await json(await t.request('anonymous', 'GET', pollPath))).AdditionalData.premierPrix).to.equal(
        250000,
      );
      const res = await edit(`/api/bien/${saleId}`, { premier_prix: '262 000' });
      expect(res.status).to.equal(200);
      expect(await json(res)).to.deep.include({ value: 262000, displayValue: '262000' });
      expect((await edit(`/api/bien/${saleId}`, { pas_enchere: 2500 })).status).to.equal(200);
      const auction = await auctionOf();
      expect([auction.firstPrice, auction.step]).to.deep.equal([262000, 2500]);
      // The poll's snapshot is served as built for LIVE_REVALIDATE_MS, then rebuilt once its version moved.
      await new Promise((resolve) => setTimeout(resolve, LIVE_REVALIDATE_MS + 200));
      const poll = await json(await t.request('anonymous', 'GET', pollPath));
      expect(poll.AdditionalData).to.include({ premierPrix: 262000, pasEnchere: 2500, minimumBid: 262000 });
      expect((await pageOf('anonymous')).bien).to.include({ premier_prix: 262000, pas_enchere: 2500 });
    });

    it('keeps the form’s price rules: 400 sale_price_not_above_net, translated', async () => {
      const res = await edit(`/api/bien/${saleId}`, { premier_prix: '200000' }, 'negotiator', EN);
      expect(res.status).to.equal(400);
      expect((await json(res)).error).to.deep.equal({
        code: 'sale_price_not_above_net',
        message: 'The price must be higher than the net seller price',
        field: 'premier_prix',
      });
    });

    it('409 sale_has_bids for a price once someone bid; the title still changes', async () => {
      await t.api.ports.repos.auctions.update({ ...(await auctionOf()), currentPrice: 250000, bidCount: 1 });
      const res = await edit(`/api/bien/${saleId}`, { pas_enchere: '2000' });
      expect(res.status).to.equal(409);
      expect((await json(res)).error.code).to.equal('sale_has_bids');
      expect((await edit(`/api/bien/${saleId}`, { nom: 'Titre corrigé' })).status).to.equal(200);
      expect((await auctionOf()).step).to.equal(1000);
    });

    it('409 sale_ended_read_only for every field of an ended sale', async () => {
      t.clock.set((await auctionOf()).endAt);
      const res = await edit(`/api/bien/${saleId}`, { nom: 'Trop tard' });
      expect(res.status).to.equal(409);
      expect((await json(res)).error).to.deep.equal({
        code: 'sale_ended_read_only',
        message: 'Cette vente est terminée : elle ne peut plus être modifiée.',
      });
    });

    it('lists in the page what its negotiator may edit now, and nothing for anyone else', async () => {
      expect((await pageOf('negotiator')).editableFields).to.include.members([
        'nom',
        'descriptif',
        'descriptif_annonce',
        'description_quartier',
        'premier_prix',
        'pas_enchere',
      ]);
      expect((await pageOf('admin')).editableFields).to.include('premier_prix');
      for (const role of ['anonymous', 'buyer', 'assistance'] as const) {
        expect((await pageOf(role)).editableFields, role).to.deep.equal([]);
      }
      await t.api.ports.repos.auctions.update({ ...(await auctionOf()), currentPrice: 250000, bidCount: 1 });
      expect((await pageOf('negotiator')).editableFields)
        .to.include('nom')
        .and.not.include('premier_prix');
      t.clock.set((await auctionOf()).endAt);
      expect((await pageOf('negotiator')).editableFields).to.deep.equal([]);
    });
  });

  it('registers no /api/:param/… path that could shadow another area’s /api routes', async () => {
    const doc = await json(await t.request('anonymous', 'GET', '/api/docs.json'));
    const ours = Object.entries(doc.paths as Record<string, Record<string, { tags: string[] }>>)
      .filter(([, operations]) => Object.values(operations).some((op) => op.tags.includes('sales')))
      .map(([path]) => path);
    expect(ours).to.include.members(['/api/bien/{id}', '/api/dossier_acheteurs/{id}', '/api/qb/{table}']);
    for (const path of ours.filter((p) => p.startsWith('/api/'))) {
      expect(path.split('/')[2], path).to.not.match(/^\{/);
    }
  });

  it('documents the area in OpenAPI 3.0 terms: one type per schema, null through nullable', async () => {
    const doc = await json(await t.request('anonymous', 'GET', '/api/docs.json'));
    const ours = Object.values(doc.paths as Record<string, Record<string, { tags: string[] }>>)
      .flatMap((operations) => Object.values(operations))
      .filter((operation) => operation.tags.includes('sales'));
    expect(ours).to.have.length(13);
    expect(JSON.stringify(ours)).to.not.match(/"type":\[/);
  });
});

describe('http: table queries (/api/qb)', () => {
  let t: TestApi;
  let mine: { upcoming: number; live: number };
  let theirs: number;
  let fileId: number;
  let theirFileId: number;
  let visitId: number;
  const query = (
    table: string,
    body: unknown = {},
    role: RoleName = 'negotiator',
    headers?: Record<string, string>,
  ) => t.request(role, 'POST', `/api/qb/${table}`, { json: body, ...(headers ? { headers } : {}) });
  const change = (table: string, id: number | string, body: unknown, role: RoleName = 'negotiator') =>
    t.request(role, 'PUT', `/api/qb/${table}/${id}`, { json: body });

  before(async () => {
    t = await startTestApi();
    const { aProperty, anAuction, aBuyerFile, aVisit } = await import('@immo/core/testing');
    const { repos } = t.api.ports;
    const now = t.clock.now();
    const HOUR = 3_600_000;
    const add = async (negotiatorId: number, city: string, startAt: number, endAt: number) => {
      const property = await repos.properties.add(
        aProperty({ negotiatorId, address: { city }, offersStartAt: startAt, offersEndAt: endAt }),
      );
      await repos.auctions.add(anAuction({ propertyId: property.id, startAt, endAt, originalEndAt: endAt }));
      return property.id;
    };
    const negotiatorId = t.actors.negotiator.user.id;
    mine = {
      upcoming: await add(negotiatorId, 'Annecy', now + 48 * HOUR, now + 96 * HOUR),
      live: await add(negotiatorId, 'Bordeaux', now - HOUR, now + 30 * HOUR),
    };
    theirs = await add(t.actors.assistance.user.id, 'Lyon', now - HOUR, now + HOUR);
    fileId = (
      await repos.buyerFiles.add(
        aBuyerFile({ propertyId: mine.live, userId: t.actors.buyer.user.id, visitDoneAt: now - HOUR }),
      )
    ).id;
    await repos.buyerFiles.add(aBuyerFile({ propertyId: mine.upcoming, userId: t.actors.buyer.user.id }));
    theirFileId = (
      await repos.buyerFiles.add(aBuyerFile({ propertyId: theirs, userId: t.actors.buyer.user.id }))
    ).id;
    visitId = (
      await repos.visits.add(aVisit({ propertyId: mine.live, attendeeIds: [t.actors.buyer.user.id] }))
    ).id;
  });
  after(() => t.close());

  it('reads the negotiator’s sales from biens, with their status at server time', async () => {
    const res = await query('biens');
    expect(res.status).to.equal(200);
    const body = await json(res);
    expect(body).to.have.keys(['table', 'columns', 'items', 'total', 'page', 'pageSize']);
    expect(body).to.deep.include({ table: 'biens', total: 2, page: 1, pageSize: 20 });
    expect(body.items.map((row: { id: number }) => row.id)).to.deep.equal([mine.upcoming, mine.live]);
    expect(body.items[0]).to.deep.include({ city: 'Annecy', status: 'a_venir', bidCount: 0 });
    expect(body.items[1]).to.deep.include({ city: 'Bordeaux', status: 'en_cours' });
  });

  it('filters by equality, sorts, selects columns and pages', async () => {
    const live = await json(await query('biens', { where: { status: 'en_cours' }, columns: ['id', 'city'] }));
    expect(live.items).to.deep.equal([{ id: mine.live, city: 'Bordeaux' }]);
    const sorted = await json(
      await query('biens', { orderBy: { column: 'city', direction: 'desc' }, columns: ['city'] }),
    );
    expect(sorted.items).to.deep.equal([{ city: 'Bordeaux' }, { city: 'Annecy' }]);
    const paged = await json(await query('biens', { orderBy: 'id', page: 2, pageSize: 1 }));
    expect(paged).to.deep.include({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items.map((row: { id: number }) => row.id)).to.deep.equal([mine.live]);
    const none = await json(await query('biens', { where: { id: theirs } }));
    expect(none).to.deep.include({ total: 0, items: [] });
  });

  it('reads the buyer files and the visits of the negotiator’s sales only', async () => {
    const files = await json(await query('dossier_acheteurs', { where: { bienId: mine.live } }));
    expect(files.items).to.have.length(1);
    expect(files.items[0]).to.deep.include({
      id: fileId,
      bienId: mine.live,
      userId: t.actors.buyer.user.id,
      interest: 'interested',
      visitDone: true,
      agrementSigned: false,
      negotiatorComment: '',
    });
    const all = await json(await query('dossier_acheteurs'));
    expect(all.items.map((row: { id: number }) => row.id)).to.not.include(theirFileId);
    expect(all.total).to.equal(2);
    const visits = await json(await query('visites'));
    expect(visits.items).to.deep.equal([
      {
        id: visitId,
        bienId: mine.live,
        kind: 'individual',
        startsAt: visits.items[0].startsAt,
        durationMinutes: 30,
        capacity: 1,
        attendeeCount: 1,
      },
    ]);
  });

  it('gives an administrator every sale', async () => {
    expect((await json(await query('biens', {}, 'admin'))).total).to.equal(3);
  });

  it('refuses a table off the whitelist: 400 qb_table_not_allowed, in French and English', async () => {
    for (const table of ['users', 'bids', 'sqlite_master', 'biens;DROP']) {
      const res = await query(table);
      expect(res.status, table).to.equal(400);
      expect((await json(res)).error, table).to.deep.equal({
        code: 'qb_table_not_allowed',
        message: `La table ${table} n'est pas accessible`,
        field: 'table',
      });
    }
    const en = await query('users', {}, 'negotiator', EN);
    expect((await json(en)).error.message).to.equal('The table users is not accessible');
  });

  it('refuses a column off the whitelist in where, orderBy and columns: 400 qb_column_not_allowed', async () => {
    for (const [body, field] of [
      [{ where: { reservePrice: 1 } }, 'where'],
      [{ orderBy: 'passwordHash' }, 'orderBy'],
      [{ orderBy: { column: 'vendors' } }, 'orderBy'],
      [{ columns: ['id', 'reservePrice'] }, 'columns'],
    ] as const) {
      const res = await query('biens', body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect((await json(res)).error, JSON.stringify(body)).to.deep.include({
        code: 'qb_column_not_allowed',
        field,
      });
    }
  });

  it('refuses a malformed query: 400 invalid_input naming the part, invalid_json for bad JSON', async () => {
    for (const [body, field] of [
      [{ where: [1] }, 'where'],
      [{ where: { city: { $ne: 'x' } } }, 'where.city'],
      [{ orderBy: { column: 'id', direction: 'up' } }, 'orderBy'],
      [{ page: '2' }, 'page'],
      [{ pageSize: 101 }, 'pageSize'],
      [{ columns: [] }, 'columns'],
      [{ sql: 'SELECT 1' }, 'sql'],
    ] as const) {
      const res = await query('biens', body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect((await json(res)).error, JSON.stringify(body)).to.deep.include({ code: 'invalid_input', field });
    }
    const malformed = await t.request('negotiator', 'POST', '/api/qb/biens', {
      body: '{"where": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect((await json(malformed)).error.code).to.equal('invalid_json');
  });

  it('updates the interest and the negotiator’s comment of a buyer file', async () => {
    const res = await change('dossier_acheteurs', fileId, {
      interest: 'undecided',
      negotiatorComment: 'Attend son accord de prêt',
    });
    expect(res.status).to.equal(200);
    const body = await json(res);
    expect(body).to.have.keys(['table', 'id', 'row']);
    expect(body).to.deep.include({ table: 'dossier_acheteurs', id: fileId });
    expect(body.row).to.deep.include({
      interest: 'undecided',
      negotiatorComment: 'Attend son accord de prêt',
    });
    const file = (await t.api.ports.repos.buyerFiles.findById(fileId))!;
    expect(file.interest).to.equal('undecided');
    expect(file.negotiatorComment).to.equal('Attend son accord de prêt');
  });

  it('refuses to write a column off the whitelist, or any column of a read-only table', async () => {
    for (const [table, id, body, column] of [
      ['dossier_acheteurs', fileId, { userId: 1 }, 'userId'],
      ['dossier_acheteurs', fileId, { interest: 'interested', visitDone: true }, 'visitDone'],
      ['biens', mine.live, { title: 'X' }, 'title'],
      ['visites', visitId, { capacity: 10 }, 'capacity'],
    ] as const) {
      const res = await change(table, id, body);
      expect(res.status, column).to.equal(400);
      expect((await json(res)).error, column).to.deep.equal({
        code: 'qb_column_not_allowed',
        message: `La colonne ${column} de la table ${table} n'est pas accessible`,
        field: column,
      });
    }
    expect((await t.api.ports.repos.buyerFiles.findById(fileId))!.interest).to.not.equal('interested');
  });

  it('refuses a bad value: invalid interest, a comment of the wrong type or too long, no change at all', async () => {
    for (const [body, code] of [
      [{ interest: 'passionné' }, 'invalid_input'],
      [{ negotiatorComment: 42 }, 'invalid_input'],
      [{ negotiatorComment: 'x'.repeat(5001) }, 'inline_text_too_long'],
      [{}, 'invalid_input'],
      [[1], 'invalid_input'],
    ] as const) {
      const res = await change('dossier_acheteurs', fileId, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).to.equal(400);
      expect((await json(res)).error.code).to.equal(code);
    }
    expect((await change('tiers', 1, { name: 'x' })).status).to.equal(400);
  });

  it('answers 404 for an unknown row, 403 for a row of another negotiator’s sale', async () => {
    expect((await change('dossier_acheteurs', 999999, { interest: 'undecided' })).status).to.equal(404);
    expect((await change('dossier_acheteurs', 'abc', { interest: 'undecided' })).status).to.equal(404);
    const other = await change('dossier_acheteurs', theirFileId, { interest: 'undecided' });
    expect(other.status).to.equal(403);
    expect((await json(other)).error.code).to.equal('forbidden');
  });
});
