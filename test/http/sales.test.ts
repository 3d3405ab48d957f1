import type { Property, SaleFormValues } from '@immo/core';
import { aSaleForm } from '@immo/core/testing';
import { expect } from 'chai';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { json, type Json } from '../support/http.js';
import { BUYER_ROW_JSON_KEYS } from '../support/buyer-funnel-shapes.js';

const EN = { 'Accept-Language': 'en' };

describe('http: the sale form (/v2/sell)', () => {
  let t: TestApi;
  let nextRef = 0;
  /** A valid form with a reference of its own. */
  const form = (overrides: Partial<SaleFormValues> = {}): SaleFormValues =>
    aSaleForm({ ref_client: `FORM-${++nextRef}`, ...overrides });
  const create = (values: unknown, role: RoleName = 'negotiator', headers?: Record<string, string>) =>
    t.request(role, 'POST', '/v2/sell/agence-immo/create', {
      json: values,
      ...(headers ? { headers } : {}),
    });
  const update = (bienId: number | string, values: unknown, role: RoleName = 'negotiator') =>
    t.request(role, 'PUT', `/v2/sell/agence-immo/update/${bienId}`, { json: values });
  const read = (bienId: number | string, role: RoleName = 'negotiator') =>
    t.request(role, 'GET', `/v2/sell/${bienId}`);
  const created = async (values: SaleFormValues, role: RoleName = 'negotiator'): Promise<number> => {
    const res = await create(values, role);
    expect(res.status, JSON.stringify(await res.clone().json())).to.equal(201);
    return (await json(res)).bienId;
  };

  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  describe('the round trip create → get → update → get', () => {
    it('creates a sale: 201 { bienId }', async () => {
      const res = await create(form());
      expect(res.status).to.equal(201);
      const body = await json(res);
      expect(body).to.have.keys(['bienId']);
      expect(body.bienId).to.be.a('number').above(0);
    });

    it('gives every value back by the spec’s names, afficher_adresse and vendeurs included', async () => {
      const values = form({ afficher_adresse: false, h36: '1' });
      const bienId = await created(values);
      const res = await read(bienId);
      expect(res.status).to.equal(200);
      const body = await json(res);
      expect(body).to.deep.equal({ bienId, ...values });
      expect(body.afficher_adresse).to.equal(false);
      expect(body.vendeurs).to.deep.equal([
        { email: 'claire.moreau@example.fr', primary: true },
        { email: 'marc.moreau@example.fr', primary: false },
      ]);
      for (const name of [
        'ref_client',
        'premiere_offre_possible_nv',
        'premier_prix',
        'pas_enchere',
        'dpe_lettre',
      ])
        expect(body).to.have.property(name);
    });

    it('updates the sale: 200 { bienId }, and the next load shows the new values', async () => {
      const values = form();
      const bienId = await created(values);
      const changed: SaleFormValues = {
        ...values,
        nom: 'Appartement lumineux, vue sur la Garonne',
        afficher_adresse: false,
        piscine: true,
        chauffage: ['electrique'],
        copropriete: 'non',
        nb_lots: '',
        charge: '',
        nom_syndic: '',
        vendeurs: [{ email: 'nouveau.vendeur@example.fr', primary: true }],
      };
      const res = await update(bienId, changed);
      expect(res.status).to.equal(200);
      expect(await json(res)).to.deep.equal({ bienId });
      expect(await json(await read(bienId))).to.deep.equal({ bienId, ...changed });
    });

    it('reads numbers sent as JSON numbers and booleans sent as "1"/"0"', async () => {
      const bienId = await created({
        ...form(),
        premier_prix: 265000,
        pas_enchere: 1000,
        afficher_adresse: '0',
      } as unknown as SaleFormValues);
      const body = await json(await read(bienId));
      expect(body.premier_prix).to.equal('265000');
      expect(body.afficher_adresse).to.equal(false);
    });

    it('lets an assistance negotiator attach a notary, and keeps a plain negotiator’s notary fields at their defaults', async () => {
      const assisted = await created(form({ assistance_tiers_assoc: 2, showNotaire: false }), 'assistance');
      const assistedBody = await json(await read(assisted, 'assistance'));
      expect(assistedBody.assistance_tiers_assoc).to.equal(2);
      expect(assistedBody.showNotaire).to.equal(false);

      const plain = await created(form({ assistance_tiers_assoc: 2, showNotaire: false }));
      const plainBody = await json(await read(plain));
      expect(plainBody.assistance_tiers_assoc).to.equal(null);
      expect(plainBody.showNotaire).to.equal(true);
    });

    it('lets an administrator read and update any sale', async () => {
      const values = form();
      const bienId = await created(values);
      expect((await read(bienId, 'admin')).status).to.equal(200);
      const res = await update(bienId, { ...values, nom: 'Modifié par l’administration' }, 'admin');
      expect(res.status).to.equal(200);
      expect((await json(await read(bienId))).nom).to.equal('Modifié par l’administration');
    });
  });

  describe('a rejected form', () => {
    it('answers 400 sale_form_invalid with each field’s code and French message', async () => {
      const res = await create(
        form({
          ref_client: '',
          nom: 'x'.repeat(121),
          vendeurs: [{ email: 'pas-une-adresse', primary: true }],
        }),
      );
      expect(res.status).to.equal(400);
      expect((await json(res)).error).to.deep.equal({
        code: 'sale_form_invalid',
        message: 'Le formulaire contient 3 erreur(s), merci de les corriger',
        field: 'ref_client',
        fields: {
          ref_client: { code: 'field_required', message: 'Champ obligatoire' },
          nom: { code: 'sale_max_length_exclaimed', message: '120 caractères maximum !' },
          'vendeurs.0.email': {
            code: 'sale_vendor_email_invalid',
            message: "Cette adresse email n'est pas valide",
          },
        },
      });
    });

    it('answers the field messages in English with Accept-Language: en', async () => {
      const res = await create(
        form({ ref_client: 'R'.repeat(22), premier_prix: '240000' }),
        'negotiator',
        EN,
      );
      expect(res.status).to.equal(400);
      const { error } = await json(res);
      expect(error.code).to.equal('sale_form_invalid');
      expect(error.message).to.equal('The form contains 2 error(s), please correct them');
      expect(error.fields.ref_client).to.deep.equal({
        code: 'sale_max_length_exclaimed',
        message: '21 characters maximum!',
      });
      expect(error.fields.premier_prix.code).to.equal('sale_price_not_above_net');
    });

    it('gives the §5.1 messages: dates, prices, choices, DPE', async () => {
      const res = await create(
        form({
          dateDebut: '2026-12-20T10:00',
          premiere_offre_possible_nv: '250000,5',
          flat_price_answer: false,
          flat_price: '',
          premier_prix: '300000',
          reserve_price: '275000,50',
          travauxAPrevoir: '',
          description_quartier: '',
        }),
      );
      expect(res.status).to.equal(400);
      const { fields } = (await json(res)).error;
      expect(fields.dateDebut).to.deep.equal({
        code: 'sale_start_not_before_end',
        message: 'La date de début doit être avant celle de fin',
      });
      expect(fields.premiere_offre_possible_nv.message).to.equal('Nombre entier uniquement');
      expect(fields.reserve_price.message).to.equal('Merci de saisir un "." à la place de la virgule ');
      expect(fields.travauxAPrevoir.message).to.equal('Merci de choisir une valeur');
      expect(fields.description_quartier.message).to.equal('Champ Obligatoire');
    });

    it('refuses a text where a number goes: premier_prix "abc" is sale_form_invalid on premier_prix', async () => {
      const res = await create(form({ premier_prix: 'abc' }));
      expect(res.status).to.equal(400);
      const { error } = await json(res);
      expect(error.code).to.equal('sale_form_invalid');
      expect(error.fields.premier_prix).to.deep.equal({
        code: 'sale_whole_number_only',
        message: 'Nombre entier uniquement',
      });
    });

    it('refuses a field of the wrong type: 400 invalid_input naming it', async () => {
      const cases: [string, unknown][] = [
        ['lat', 'quarante-quatre'],
        ['vendeurs', { email: 'a@b.fr' }],
        ['chauffage', 'gaz'],
        ['type', 'CHATEAU'],
        ['afficher_adresse', 'peut-être'],
        ['assistance_tiers_assoc', 'notaire'],
        ['nom', { fr: 'Titre' }],
      ];
      for (const [field, value] of cases) {
        const res = await create({ ...form(), [field]: value }, 'assistance');
        expect(res.status, field).to.equal(400);
        expect((await json(res)).error, field).to.deep.include({
          code: 'invalid_input',
          message: 'Les données envoyées ne sont pas valides',
          field,
        });
      }
    });

    it('refuses malformed JSON with invalid_json, and a body that is not an object with invalid_input', async () => {
      const malformed = await t.request('negotiator', 'POST', '/v2/sell/agence-immo/create', {
        body: '{"ref_client": "X",',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(malformed.status).to.equal(400);
      expect((await json(malformed)).error.code).to.equal('invalid_json');

      const array = await create([form()]);
      expect(array.status).to.equal(400);
      expect((await json(array)).error.code).to.equal('invalid_input');
      // The strict JSON parser takes objects and arrays only.
      for (const body of ['texte', 42]) {
        const res = await create(body);
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect((await json(res)).error.code).to.equal('invalid_json');
      }
      const onUpdate = await update(await created(form()), [1, 2]);
      expect(onUpdate.status).to.equal(400);
      expect((await json(onUpdate)).error.code).to.equal('invalid_input');
    });

    it('an empty form lists every required field', async () => {
      const res = await create({});
      expect(res.status).to.equal(400);
      const { error } = await json(res);
      expect(error.code).to.equal('sale_form_invalid');
      expect(error.fields).to.include.keys(['ref_client', 'type', 'nom', 'dateDebut', 'dateFin', 'adresse']);
      expect(error.fields.dateDebut.message).to.equal(
        'Veillez à renseigner les 2 zones concernant les dates',
      );
    });
  });

  describe('the save errors of §8', () => {
    it('commune_not_found: 400 with the spec’s exact text', async () => {
      const res = await create(form({ ville: 'Atlantide', codePostal: '33000' }));
      expect(res.status).to.equal(400);
      expect((await json(res)).error).to.deep.equal({
        code: 'commune_not_found',
        message: "Une erreur s'est produite, cette commune n'existe pas",
        field: 'ville',
      });
    });

    it('commune_not_found in English', async () => {
      const res = await create(form({ ville: 'Bordeaux', codePostal: '75001' }), 'negotiator', EN);
      expect(res.status).to.equal(400);
      expect((await json(res)).error.message).to.equal('An error occurred, this municipality does not exist');
    });

    it('sale_reference_exists: 409 on create and on an update taking another sale’s reference', async () => {
      const first = form();
      await created(first);
      const again = await create(form({ ref_client: first.ref_client }));
      expect(again.status).to.equal(409);
      expect((await json(again)).error).to.deep.equal({
        code: 'sale_reference_exists',
        message: 'La référence existe déjà',
        field: 'ref_client',
      });

      const other = form();
      const otherId = await created(other);
      const clash = await update(otherId, { ...other, ref_client: first.ref_client });
      expect(clash.status).to.equal(409);
      expect((await json(clash)).error.code).to.equal('sale_reference_exists');
    });

    it('sale_third_party_not_found: an unknown notary', async () => {
      const res = await create(form({ assistance_tiers_assoc: 999 }), 'assistance');
      expect(res.status).to.equal(400);
      expect((await json(res)).error).to.deep.equal({
        code: 'sale_third_party_not_found',
        message: "Ce notaire associé n'existe pas",
        field: 'assistance_tiers_assoc',
      });
    });

    it('sale_has_bids: 409 when the step changes after a bid', async () => {
      const values = form();
      const bienId = await created(values);
      const { auctions } = t.api.ports.repos;
      const auction = (await auctions.findByPropertyId(bienId))!;
      await auctions.update({ ...auction, bidCount: 1, currentPrice: 265000 });
      const res = await update(bienId, { ...values, pas_enchere: '2000' });
      expect(res.status).to.equal(409);
      expect((await json(res)).error).to.deep.equal({
        code: 'sale_has_bids',
        message:
          "Des offres ont déjà été faites : la date de début, le premier prix et le pas d'enchère ne peuvent plus changer",
        field: 'pas_enchere',
      });
      // Other fields may still change.
      expect((await update(bienId, { ...values, nom: 'Titre corrigé' })).status).to.equal(200);
    });

    it('sale_end_locked: 409 when the end moves once the sale opened', async () => {
      const values = form();
      const bienId = await created(values);
      const { auctions } = t.api.ports.repos;
      const auction = (await auctions.findByPropertyId(bienId))!;
      await auctions.update({ ...auction, startAt: t.clock.now() - 3_600_000 });
      const res = await update(bienId, { ...values, dateFin: '2026-12-16T18:00' }, 'negotiator');
      expect(res.status).to.equal(409);
      expect((await json(res)).error).to.deep.include({ code: 'sale_end_locked', field: 'dateFin' });
    });
  });

  describe('unknown sales', () => {
    it('answers 404 not_found for a bienId that names no sale, on get and update', async () => {
      for (const res of [await read(999999), await update(999999, form())]) {
        expect(res.status).to.equal(404);
        expect((await json(res)).error).to.deep.include({
          code: 'not_found',
          message: 'Ressource introuvable',
        });
      }
    });

    it('answers 404 for a malformed bienId', async () => {
      for (const id of ['abc', '0', '-3', '1.5']) {
        expect((await read(id)).status, id).to.equal(404);
        expect((await update(id, form())).status, id).to.equal(404);
      }
    });

    it('answers 404 in English too', async () => {
      const res = await t.request('negotiator', 'GET', '/v2/sell/999999', { headers: EN });
      expect((await json(res)).error.message).to.equal('Resource not found');
    });
  });

  describe('rights', () => {
    it('refuses another negotiator’s sale: 403 forbidden on get and update', async () => {
      const values = form();
      const bienId = await created(values);
      for (const res of [await read(bienId, 'assistance'), await update(bienId, values, 'assistance')]) {
        expect(res.status).to.equal(403);
        expect((await json(res)).error).to.deep.equal({
          code: 'forbidden',
          message: 'Vous n’avez pas les droits pour cette action',
        });
      }
    });

    it('refuses a buyer (403) and an anonymous visitor (401)', async () => {
      const buyer = await create(form(), 'buyer');
      expect(buyer.status).to.equal(403);
      const anonymous = await read(1, 'anonymous');
      expect(anonymous.status).to.equal(401);
      expect((await json(anonymous)).error.code).to.equal('unauthenticated');
    });

    it('answers a save without a valid session with the §8 save error session_expiree (401)', async () => {
      const expired = await t.request('anonymous', 'POST', '/v2/sell/agence-immo/create', {
        json: form(),
        headers: { Authorization: 'Bearer not-a-valid-token' },
      });
      expect(expired.status).to.equal(401);
      expect((await json(expired)).error).to.deep.equal({
        code: 'session_expiree',
        message: 'Votre session est peut être expirée, veuillez vous reconnecter',
      });
      const onUpdate = await update(await created(form()), form(), 'anonymous');
      expect(onUpdate.status).to.equal(401);
      expect((await json(onUpdate)).error.code).to.equal('session_expiree');
      const en = await create(form(), 'anonymous', EN);
      expect((await json(en)).error.message).to.equal('Your session may have expired, please log in again');
    });

    it('accepts the BEARER cookie from the site’s own pages and refuses a foreign origin (CSRF)', async () => {
      const own = await t.request('negotiator', 'POST', '/v2/sell/agence-immo/create', {
        json: form(),
        cookie: true,
      });
      expect(own.status).to.equal(201);
      const foreign = await t.request('negotiator', 'POST', '/v2/sell/agence-immo/create', {
        json: form(),
        cookie: true,
        headers: { Origin: 'https://pirate.example' },
      });
      expect(foreign.status).to.equal(403);
      expect((await json(foreign)).error.code).to.equal('csrf_rejected');
    });
  });
});

describe('http: the negotiator’s lists', () => {
  let t: TestApi;
  let ids: { live: number; upcoming: number; ended: number; others: number };

  before(async () => {
    t = await startTestApi();
    const { aProperty, anAuction } = await import('@immo/core/testing');
    const { repos } = t.api.ports;
    const now = t.clock.now();
    const HOUR = 3_600_000;
    const add = async (
      negotiatorId: number,
      title: string,
      city: string,
      startAt: number,
      endAt: number,
    ): Promise<number> => {
      const property: Property = await repos.properties.add(
        aProperty({
          negotiatorId,
          title,
          address: { city },
          offersStartAt: startAt,
          offersEndAt: endAt,
        }),
      );
      await repos.auctions.add(anAuction({ propertyId: property.id, startAt, endAt, originalEndAt: endAt }));
      return property.id;
    };
    const negotiatorId = t.actors.negotiator.user.id;
    ids = {
      live: await add(negotiatorId, 'Maison en vente', 'Annecy', now - 48 * HOUR, now + 30 * HOUR),
      upcoming: await add(
        negotiatorId,
        'Chalet à venir',
        'Chamonix-Mont-Blanc',
        now + 48 * HOUR,
        now + 96 * HOUR,
      ),
      ended: await add(negotiatorId, 'Villa vendue', 'Nice', now - 96 * HOUR, now - 48 * HOUR),
      others: await add(t.actors.assistance.user.id, 'Ferme d’un collègue', 'Lyon', now - HOUR, now + HOUR),
    };
  });
  after(() => t.close());

  describe('GET /find-tiers-assistance', () => {
    it('lists the notaries as { data: [{ tiers_id, tiers_name, tiers_crpcen }] } for an assistance negotiator', async () => {
      const res = await t.request('assistance', 'GET', '/find-tiers-assistance');
      expect(res.status).to.equal(200);
      const body = await json(res);
      expect(body).to.have.keys(['data']);
      expect(body.data).to.have.length.above(0);
      for (const party of body.data) expect(party).to.have.keys(['tiers_id', 'tiers_name', 'tiers_crpcen']);
      expect(body.data).to.deep.include({
        tiers_id: 3,
        tiers_name: 'Office notarial des Chartrons, Bordeaux',
        tiers_crpcen: null,
      });
      expect(body.data).to.deep.include({
        tiers_id: 1,
        tiers_name: 'Office notarial du Lac, Annecy',
        tiers_crpcen: '74002',
      });
    });

    it('refuses a negotiator without the assistance role: 403, in French and English', async () => {
      const fr = await t.request('negotiator', 'GET', '/find-tiers-assistance');
      expect(fr.status).to.equal(403);
      expect((await json(fr)).error.message).to.equal('Vous n’avez pas les droits pour cette action');
      const en = await t.request('negotiator', 'GET', '/find-tiers-assistance', { headers: EN });
      expect((await json(en)).error.message).to.equal('You are not allowed to do this');
    });
  });

  describe('GET /ajax/biens/list', () => {
    const list = async (query = '', role: RoleName = 'negotiator'): Promise<Json> => {
      const res = await t.request(role, 'GET', `/ajax/biens/list${query}`);
      expect(res.status, query).to.equal(200);
      return json(res);
    };

    it('lists the negotiator’s own sales with their status at server time', async () => {
      const body = await list();
      expect(body).to.have.keys(['items', 'total', 'page', 'pageSize']);
      expect(body.total).to.equal(3);
      const byId = new Map(body.items.map((item: Json) => [item.bienId, item]));
      expect((byId.get(ids.live) as Json).status).to.equal('en_cours');
      expect((byId.get(ids.upcoming) as Json).status).to.equal('a_venir');
      expect((byId.get(ids.ended) as Json).status).to.equal('termine');
      expect(byId.has(ids.others)).to.equal(false);
      const live = byId.get(ids.live) as Json;
      expect(live).to.have.keys([
        'bienId',
        'reference',
        'title',
        'type',
        'city',
        'status',
        'startAt',
        'endAt',
        'firstPrice',
        'currentPrice',
        'bidCount',
        'published',
        'outcome',
      ]);
      expect(live.startAt).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    });

    it('filters by status, by text, and pages', async () => {
      for (const [status, id] of [
        ['en_cours', ids.live],
        ['a_venir', ids.upcoming],
        ['termine', ids.ended],
      ] as const) {
        const body = await list(`?status=${status}`);
        expect(
          body.items.map((i: Json) => i.bienId),
          status,
        ).to.deep.equal([id]);
      }
      expect((await list('?q=chalet')).items.map((i: Json) => i.bienId)).to.deep.equal([ids.upcoming]);
      expect((await list('?q=nice')).items.map((i: Json) => i.bienId)).to.deep.equal([ids.ended]);
      const page = await list('?page=2&pageSize=2');
      expect(page).to.deep.include({ total: 3, page: 2, pageSize: 2 });
      expect(page.items).to.have.length(1);
      expect((await list('?status=')).total).to.equal(3);
    });

    it('gives an administrator every sale', async () => {
      expect((await list('', 'admin')).total).to.equal(4);
    });

    it('refuses a bad status, page or pageSize: 400 invalid_input naming it', async () => {
      for (const [query, field] of [
        ['?status=vendu', 'status'],
        ['?page=abc', 'page'],
        ['?page=0', 'page'],
        ['?pageSize=1000', 'pageSize'],
        ['?page=1&page=2', 'page'],
      ]) {
        const res = await t.request('negotiator', 'GET', `/ajax/biens/list${query}`);
        expect(res.status, query).to.equal(400);
        expect((await json(res)).error, query).to.deep.include({ code: 'invalid_input', field });
      }
    });
  });

  describe('GET /api/bien/{bien}/acteurs', () => {
    let bienId: number;
    let fileId: number;

    before(async () => {
      const { aProperty, anAuction, aBuyerFile, aQualifiedBuyerFile } = await import('@immo/core/testing');
      const { repos } = t.api.ports;
      const property = await repos.properties.add(
        aProperty({
          negotiatorId: t.actors.negotiator.user.id,
          vendors: [
            { email: 'seller@test.immo', primary: true },
            { email: 'co.vendeur@example.fr', primary: false },
          ],
        }),
      );
      bienId = property.id;
      await repos.auctions.add(anAuction({ propertyId: bienId }));
      const now = t.clock.now();
      fileId = (
        await repos.buyerFiles.add(
          aQualifiedBuyerFile({
            propertyId: bienId,
            userId: t.actors.buyer.user.id,
            visitDoneAt: now - 86_400_000,
            negotiatorComment: 'Acquéreur sérieux, financement validé',
          }),
        )
      ).id;
      await repos.buyerFiles.add(
        aBuyerFile({ propertyId: bienId, userId: t.actors.newUser.user.id, interest: 'undecided' }),
      );
    });

    it('gives the sale’s negotiator the negotiator, the vendors and the buyers with their file', async () => {
      const res = await t.request('negotiator', 'GET', `/api/bien/${bienId}/acteurs`);
      expect(res.status).to.equal(200);
      const body = await json(res);
      expect(body).to.have.keys(['bienId', 'view', 'negociateur', 'vendeurs', 'acheteurs']);
      expect(body.view).to.equal('negotiator');
      const negotiator = t.actors.negotiator.user;
      expect(body.negociateur).to.deep.equal({
        id: negotiator.id,
        firstName: negotiator.firstName,
        lastName: negotiator.lastName,
        email: negotiator.email,
        phone: negotiator.phone,
      });
      expect(body.vendeurs).to.deep.equal([
        { email: 'seller@test.immo', primary: true },
        { email: 'co.vendeur@example.fr', primary: false },
      ]);
      expect(body.acheteurs).to.have.length(2);
      const buyer = t.actors.buyer.user;
      const [first, second] = body.acheteurs;
      expect(first).to.have.keys([...BUYER_ROW_JSON_KEYS]);
      expect(first).to.deep.include({
        id: fileId,
        userId: buyer.id,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        email: buyer.email,
        phone: buyer.phone,
        interest: 'interested',
        identity: {
          status: 'approved',
          accountVerified: true,
          fileName: 'carte-identite.pdf',
          uploadedAt: '2026-11-17T11:00:00+01:00',
          refusalReason: null,
        },
        agrement: {
          status: 'approved',
          signedAt: '2026-11-17T11:00:00+01:00',
          signedName: 'Camille Martin',
          refusalReason: null,
        },
        financing: { kind: 'loan', loanAmount: 350_000 },
        readyToBid: true,
        bidderBlocks: [],
        commentaireSurAcquereur: 'Acquéreur sérieux, financement validé',
      });
      expect(first.visit).to.deep.equal({ booked: null, doneAt: '2026-11-20T11:00:00+01:00' });
      expect(second).to.deep.include({
        userId: t.actors.newUser.user.id,
        interest: 'undecided',
        visit: { booked: null, doneAt: null },
        financing: null,
        readyToBid: false,
        bidderBlocks: ['visit_not_validated', 'identity_missing', 'agrement_missing'],
      });
      expect(second.identity).to.include({ status: 'missing', fileName: null });
      expect(second.agrement).to.include({ status: 'missing', signedAt: null });
    });

    it('lets a seller of the property read the actors, without the buyers’ contacts and the comments', async () => {
      const res = await t.request('seller', 'GET', `/api/bien/${bienId}/acteurs`);
      expect(res.status).to.equal(200);
      const body = await json(res);
      expect(body.view).to.equal('seller');
      expect(body.acheteurs[0]).to.not.have.any.keys(['email', 'phone', 'commentaireSurAcquereur']);
      expect(body.acheteurs[0]).to.deep.include({ id: fileId, readyToBid: true });
      expect(body.acheteurs[0].identity.fileName).to.equal(null);
    });

    it('refuses a seller of another property, another negotiator and a buyer: 403', async () => {
      for (const role of ['seller', 'assistance', 'buyer'] as const) {
        const res = await t.request(role, 'GET', `/api/bien/${ids.live}/acteurs`);
        expect(res.status, role).to.equal(403);
      }
    });

    it('answers 404 for an unknown sale', async () => {
      const res = await t.request('negotiator', 'GET', '/api/bien/999999/acteurs');
      expect(res.status).to.equal(404);
      expect((await json(res)).error.code).to.equal('not_found');
    });
  });
});
