// The buyer file routes on the real Koa app (SQLite, local storage, the pdf-lib renderer).
import type { Property } from '@immo/core';
import { DAY_MS, HOUR_MS } from '@immo/core';
import { aJpegImage, aPdfFile, aPhoto, aProperty, aVisit, anAuction } from '@immo/core/testing';
import { expect } from 'chai';
import { multipart } from './media-fixtures.js';
import { PDFDocument } from 'pdf-lib';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import type { Json } from '../support/http.js';
import { outboxOf } from '../support/outbox.js';
import { BUYER_ROW_JSON_KEYS } from '../support/buyer-funnel-shapes.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

const upload = (bytes: Uint8Array, name: string, type?: string): FormData =>
  multipart({ bytes, name, ...(type ? { type } : {}) });

describe('http: the buyer file', () => {
  let t: TestApi;
  let property: Property;
  let fileId: number;

  const call = async (
    role: RoleName,
    method: string,
    path: string,
    options: { json?: unknown; body?: FormData; headers?: Record<string, string> } = {},
  ) => {
    const res = await t.request(role, method, path, options);
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: (text === '' ? undefined : JSON.parse(text)) as Json,
    };
  };
  const base = () => `/api/bien/${property.id}/dossier`;

  before(async () => {
    t = await startTestApi();
    const { repos } = t.api.ports;
    property = await repos.properties.add(aProperty({ negotiatorId: t.actors.negotiator.user.id }));
    await repos.auctions.add(anAuction({ propertyId: property.id }));
    await repos.photos.add(aPhoto({ propertyId: property.id }));
    // The unverified buyer registers through the API, as the property page does.
    const res = await t.request('unverifiedBuyer', 'GET', `/api/bien/inscription/${property.id}`);
    expect(res.status, await res.clone().text()).to.be.within(200, 299);
    fileId = (await repos.buyerFiles.find(property.id, t.actors.unverifiedBuyer.user.id))!.id;
  });
  after(() => t.close());

  it('GET /api/bien/{bien}/dossier answers BuyerFileJson with the contract’s fields', async () => {
    const { status, body } = await call('unverifiedBuyer', 'GET', base());
    expect(status).to.equal(200);
    expect(body).to.have.keys([
      'id',
      'bienId',
      'property',
      'interest',
      'registeredAt',
      'visitDoneAt',
      'visit',
      'identity',
      'agrement',
      'financing',
      'checklist',
      'recap',
      'bidderBlocks',
    ]);
    expect(body).to.include({
      id: fileId,
      bienId: property.id,
      interest: 'interested',
      visitDoneAt: null,
      visit: null,
      financing: null,
    });
    expect(body.property).to.have.keys([
      'nom',
      'ville',
      'codePostal',
      'photoUrl',
      'phase',
      'startAt',
      'endAt',
    ]);
    expect(body.property).to.include({
      nom: property.title,
      ville: property.address.city,
      codePostal: property.address.postcode,
      phase: 'live',
    });
    expect(body.property.photoUrl).to.match(/^\/media\/photos\/\d+\?width=1024$/);
    expect(body.property.endAt).to.match(ISO);
    expect(body.registeredAt).to.match(ISO);
    expect(body.identity).to.deep.equal({
      status: 'missing',
      accountVerified: false,
      fileName: null,
      uploadedAt: null,
      documentDeleted: false,
      refusalReason: null,
    });
    expect(body.agrement).to.deep.equal({
      status: 'missing',
      signedAt: null,
      signedName: null,
      refusalReason: null,
      copyAvailable: false,
    });
    expect(body.checklist.map((s: Json) => `${s.step}:${s.state}`)).to.deep.equal([
      'interest:done',
      'visit:todo',
      'identity:todo',
      'agrement:todo',
      'financing:optional',
    ]);
    expect(body.recap).to.deep.equal({
      done: ['interest'],
      waiting: [],
      missing: ['visit', 'identity', 'agrement'],
    });
    expect(body.bidderBlocks).to.deep.equal(['visit_not_validated', 'identity_missing', 'agrement_missing']);
  });

  it('GET /api/me/dossiers lists the viewer’s files; 404 on a property where the viewer has none', async () => {
    const mine = await call('unverifiedBuyer', 'GET', '/api/me/dossiers');
    expect(mine.status).to.equal(200);
    expect(mine.body.items.map((f: Json) => f.id)).to.deep.equal([fileId]);
    expect((await call('newUser', 'GET', '/api/me/dossiers')).body).to.deep.equal({ items: [] });
    const none = await call('newUser', 'GET', base());
    expect(none.status).to.equal(404);
    expect(none.body.error.code).to.equal('not_found');
  });

  describe('the identity document', () => {
    it('refuses what is not a PDF, JPEG or PNG by its bytes (400), a JSON body (415) and a missing part (400)', async () => {
      const gif = await call('unverifiedBuyer', 'POST', `${base()}/piece-identite`, {
        body: upload(new TextEncoder().encode('GIF89a fake'), 'cni.pdf', 'application/pdf'),
      });
      expect(gif.status).to.equal(400);
      expect(gif.body.error).to.include({
        code: 'buyer_upload_type',
        message: 'Seuls les fichiers PDF, JPEG ou PNG sont acceptés',
        field: 'file',
      });
      const asJson = await call('unverifiedBuyer', 'POST', `${base()}/piece-identite`, {
        json: { file: 'x' },
      });
      expect(asJson.status).to.equal(415);
      const form = new FormData();
      form.append('other', 'x');
      const missing = await call('unverifiedBuyer', 'POST', `${base()}/piece-identite`, { body: form });
      expect(missing.status).to.equal(400);
      expect(missing.body.error.code).to.equal('field_required');
    });

    it('stores it privately and waits for review; a second one meanwhile is a conflict', async () => {
      const { status, body } = await call('unverifiedBuyer', 'POST', `${base()}/piece-identite`, {
        body: upload(aJpegImage(640, 400), 'Carte d’identité.jpeg', 'image/jpeg'),
      });
      expect(status).to.equal(200);
      expect(body.identity).to.include({ status: 'pending', fileName: 'Carte d’identité.jpg' });
      expect(body.identity.uploadedAt).to.match(ISO);
      const file = (await t.api.ports.repos.buyerFiles.findById(fileId))!;
      expect(file.identity.document!.storageKey).to.match(/^private\//);
      const again = await call('unverifiedBuyer', 'POST', `${base()}/piece-identite`, {
        body: upload(aPdfFile(), 'autre.pdf'),
      });
      expect(again.status).to.equal(409);
      expect(again.body.error.code).to.equal('review_already_pending');
    });

    it('is downloaded by the buyer and the sale’s negotiator only, never cached, under its name', async () => {
      for (const role of ['unverifiedBuyer', 'negotiator', 'admin'] as const) {
        const res = await t.request(role, 'GET', `/api/dossiers/${fileId}/piece-identite`);
        expect(res.status, role).to.equal(200);
        expect(res.headers.get('content-type')).to.equal('image/jpeg');
        expect(res.headers.get('cache-control')).to.equal('private, no-store');
        expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
        expect(res.headers.get('content-disposition')).to.equal(
          `attachment; filename="Carte d_identite.jpg"; filename*=UTF-8''Carte%20d%E2%80%99identit%C3%A9.jpg`,
        );
        expect(new Uint8Array(await res.arrayBuffer())).to.deep.equal(aJpegImage(640, 400));
      }
      for (const role of ['buyer', 'assistance', 'seller'] as const) {
        expect(
          (await t.request(role, 'GET', `/api/dossiers/${fileId}/piece-identite`)).status,
          role,
        ).to.equal(403);
      }
    });

    it('the negotiator refuses it with a reason: the buyer reads it and is e-mailed, then may give another', async () => {
      const missingReason = await call(
        'negotiator',
        'POST',
        `/api/dossiers/${fileId}/piece-identite/decision`,
        {
          json: { decision: 'refuse' },
        },
      );
      expect(missingReason.status).to.equal(400);
      expect(missingReason.body.error).to.include({ code: 'review_reason_required', field: 'reason' });
      const refused = await call('negotiator', 'POST', `/api/dossiers/${fileId}/piece-identite/decision`, {
        json: { decision: 'refuse', reason: 'Photo floue' },
      });
      expect(refused.status).to.equal(200);
      expect(refused.body.identity).to.deep.include({ status: 'refused', refusalReason: 'Photo floue' });
      const mail = (await outboxOf(t)).find((m) => m.to === t.actors.unverifiedBuyer.user.email);
      expect(mail!.subject).to.equal('Votre pièce d’identité n’a pas pu être validée');
      expect(mail!.text).to.include('Motif indiqué par le négociateur : Photo floue');
      const view = await call('unverifiedBuyer', 'GET', base());
      expect(view.body.checklist[2]).to.deep.equal({
        step: 'identity',
        state: 'refused',
        refusalReason: 'Photo floue',
      });

      const replaced = await call('unverifiedBuyer', 'POST', `${base()}/piece-identite`, {
        body: upload(aPdfFile(), 'passeport.pdf', 'application/pdf'),
      });
      expect(replaced.status).to.equal(200);
      expect(replaced.body.identity).to.include({
        status: 'pending',
        fileName: 'passeport.pdf',
        refusalReason: null,
      });
    });

    it('approving it approves the account (identityVerifiedAt) and answers the BuyerRowJson', async () => {
      const { status, body } = await call(
        'admin',
        'POST',
        `/api/dossiers/${fileId}/piece-identite/decision`,
        {
          json: { decision: 'approve' },
        },
      );
      expect(status).to.equal(200);
      expect(body).to.have.keys([...BUYER_ROW_JSON_KEYS]);
      expect(body.identity).to.deep.include({
        status: 'approved',
        accountVerified: true,
        fileName: 'passeport.pdf',
      });
      expect(
        (await t.api.ports.repos.users.findById(t.actors.unverifiedBuyer.user.id))!.identityVerifiedAt,
      ).to.equal(t.clock.now());
      const again = await call('unverifiedBuyer', 'POST', `${base()}/piece-identite`, {
        body: upload(aPdfFile(), 'x.pdf'),
      });
      expect(again.status).to.equal(409);
      expect(again.body.error.code).to.equal('review_already_approved');
    });
  });

  describe('the agrément request', () => {
    const name = () => `${t.actors.unverifiedBuyer.user.firstName} ${t.actors.unverifiedBuyer.user.lastName}`;

    it('needs the conditions accepted and the account holder’s name', async () => {
      const unticked = await call('unverifiedBuyer', 'POST', `${base()}/agrement`, {
        json: { fullName: name(), accepted: false },
      });
      expect(unticked.status).to.equal(400);
      expect(unticked.body.error.code).to.equal('agrement_conditions_required');
      const wrong = await call('unverifiedBuyer', 'POST', `${base()}/agrement`, {
        json: { fullName: 'Jean Valjean', accepted: true },
      });
      expect(wrong.status).to.equal(400);
      expect(wrong.body.error.code).to.equal('agrement_name_mismatch');
      const notJson = await call('unverifiedBuyer', 'POST', `${base()}/agrement`, {
        body: upload(aPdfFile(), 'x.pdf'),
      });
      expect(notJson.status).to.equal(400);
    });

    it('keeps the time and the client’s address (not a forged X-Forwarded-For) and makes a real PDF copy', async () => {
      const { status, body } = await call('unverifiedBuyer', 'POST', `${base()}/agrement`, {
        json: { fullName: name(), accepted: true },
        headers: { 'X-Forwarded-For': '198.51.100.66' },
      });
      expect(status).to.equal(200);
      expect(body.agrement).to.deep.include({ status: 'pending', signedName: name(), copyAvailable: true });
      const signature = (await t.api.ports.repos.buyerFiles.findById(fileId))!.agrement.signature!;
      expect(signature.signedFrom).to.match(/^(::ffff:)?127\.0\.0\.1$/);

      const res = await t.request('negotiator', 'GET', `/api/dossiers/${fileId}/agrement.pdf`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      expect(res.headers.get('cache-control')).to.equal('private, no-store');
      expect(res.headers.get('content-disposition')).to.equal(
        `attachment; filename="demande-agrement-${fileId}.pdf"`,
      );
      const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      expect(pdf.getTitle()).to.equal(`Demande d'agrément — ${property.reference}`);
    });

    it('the negotiator approves it; the buyer is e-mailed', async () => {
      const approved = await call('negotiator', 'POST', `/api/dossiers/${fileId}/agrement/decision`, {
        json: { decision: 'approve' },
      });
      expect(approved.status).to.equal(200);
      expect(approved.body.agrement).to.include({ status: 'approved' });
      const notPending = await call('negotiator', 'POST', `/api/dossiers/${fileId}/agrement/decision`, {
        json: { decision: 'approve' },
      });
      expect(notPending.status).to.equal(400);
      expect(notPending.body.error.code).to.equal('review_not_pending');
      const mails = await outboxOf(t);
      expect(mails.map((m) => m.subject)).to.include('Votre demande d’agrément est acceptée');
    });
  });

  describe('the financing plan', () => {
    it('declares a loan, refuses a bad amount, replaces it by a certificate that downloads privately', async () => {
      const bad = await call('unverifiedBuyer', 'PUT', `${base()}/financement`, {
        json: { kind: 'loan', loanAmount: -5 },
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error).to.include({ code: 'loan_amount_invalid', field: 'loanAmount' });
      const loan = await call('unverifiedBuyer', 'PUT', `${base()}/financement`, {
        json: { kind: 'loan', loanAmount: 280_000 },
      });
      expect(loan.status).to.equal(200);
      expect(loan.body.financing).to.deep.equal({
        kind: 'loan',
        loanAmount: 280_000,
        certificateFileName: null,
      });
      const certificate = await call('unverifiedBuyer', 'POST', `${base()}/financement/attestation`, {
        body: upload(aPdfFile(), 'attestation banque.pdf', 'application/pdf'),
      });
      expect(certificate.status).to.equal(200);
      expect(certificate.body.financing).to.deep.equal({
        kind: 'certificate',
        loanAmount: null,
        certificateFileName: 'attestation banque.pdf',
      });
      const res = await t.request(
        'unverifiedBuyer',
        'GET',
        `/api/dossiers/${fileId}/financement/attestation`,
      );
      expect(res.status).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('private, no-store');
      expect(
        (await t.request('buyer', 'GET', `/api/dossiers/${fileId}/financement/attestation`)).status,
      ).to.equal(403);
    });
  });

  describe('visits and their validation', () => {
    it('books a slot (e-mails to the buyer and the negotiator), lists it in /api/me/visites and cancels it', async () => {
      const { repos } = t.api.ports;
      const slot = await repos.visits.add(
        aVisit({
          propertyId: property.id,
          kind: 'grouped',
          capacity: null,
          startsAt: t.clock.now() + DAY_MS,
        }),
      );
      const booked = await call(
        'unverifiedBuyer',
        'POST',
        `/api/bien/${property.id}/visites/${slot.id}/book`,
      );
      expect(booked.status).to.equal(200);
      const mails = (await outboxOf(t)).filter(
        (m) => m.subject.includes(property.title) && m.subject.includes('isite'),
      );
      expect(mails.map((m) => m.to)).to.include.members([
        t.actors.unverifiedBuyer.user.email,
        t.actors.negotiator.user.email,
      ]);

      const mine = await call('unverifiedBuyer', 'GET', '/api/me/visites');
      expect(mine.status).to.equal(200);
      expect(mine.body.items).to.deep.equal([
        {
          visitId: slot.id,
          bienId: property.id,
          nom: property.title,
          ville: property.address.city,
          startsAt: '2026-11-22T11:00:00+01:00',
          durationMinutes: 30,
          kind: 'grouped',
          cancellable: true,
        },
      ]);
      const cancelled = await call(
        'unverifiedBuyer',
        'DELETE',
        `/api/bien/${property.id}/visites/${slot.id}/reservation`,
      );
      expect(cancelled.status).to.equal(204);
      expect((await call('unverifiedBuyer', 'GET', '/api/me/visites')).body.items).to.deep.equal([]);
      const notBooked = await call(
        'unverifiedBuyer',
        'DELETE',
        `/api/bien/${property.id}/visites/${slot.id}/reservation`,
      );
      expect(notBooked.status).to.equal(409);
      expect(notBooked.body.error.code).to.equal('visit_not_booked');
    });

    it('refuses to cancel a slot that started (409) and validates the visit only once it has', async () => {
      const { repos } = t.api.ports;
      const slot = await repos.visits.add(
        aVisit({
          propertyId: property.id,
          startsAt: t.clock.now() + HOUR_MS,
          attendeeIds: [t.actors.unverifiedBuyer.user.id],
        }),
      );
      const validate = () =>
        call('negotiator', 'POST', `/espace-negociateur/dossier/${fileId}/validation/visite`);
      const early = await validate();
      expect(early.status).to.equal(409);
      expect(early.body.error).to.include({ code: 'visit_not_started' });
      t.clock.advance(HOUR_MS);
      try {
        const late = await call(
          'unverifiedBuyer',
          'DELETE',
          `/api/bien/${property.id}/visites/${slot.id}/reservation`,
        );
        expect(late.status).to.equal(409);
        expect(late.body.error.code).to.equal('visit_already_started');
        const mine = await call('unverifiedBuyer', 'GET', '/api/me/visites');
        expect(mine.body.items[0]).to.include({ visitId: slot.id, cancellable: false });
        const validated = await validate();
        expect(validated.status).to.equal(200);
        expect(validated.body.visitDoneAt).to.match(ISO);
        // Everything done: nothing blocks a bid any more.
        expect(validated.body.bidderBlocks).to.deep.equal([]);
        expect(validated.body.recap.missing).to.deep.equal([]);
      } finally {
        t.clock.advance(-HOUR_MS);
      }
    });
  });

  describe('the negotiator’s view of the buyers', () => {
    it('GET /api/bien/{bien}/acteurs lists each buyer’s row; the old path is no longer an API route', async () => {
      const { status, body } = await call('negotiator', 'GET', `/api/bien/${property.id}/acteurs`);
      expect(status).to.equal(200);
      const row = body.acheteurs.find((r: Json) => r.id === fileId);
      expect(row).to.deep.include({ readyToBid: true, bidderBlocks: [] });
      expect(row.identity).to.include({ status: 'approved', fileName: 'passeport.pdf' });
      expect(row.financing).to.deep.equal({ kind: 'certificate', loanAmount: null });
      const old = await t.request('negotiator', 'GET', `/espace-negociateur/bien/${property.id}/acteurs`);
      expect(old.status).to.equal(404);
    });
  });

  describe('the right to bid', () => {
    it('an administrator withdraws it with a reason and restores it; the user is e-mailed each time', async () => {
      const userId = t.actors.newUser.user.id;
      const withdrawn = await call('admin', 'PUT', `/api/users/${userId}/droit-enchere`, {
        json: { allowed: false, reason: 'Compte en cours de vérification' },
      });
      expect(withdrawn.status).to.equal(200);
      expect(withdrawn.body).to.include({
        id: userId,
        canAuction: false,
        biddingSuspensionReason: 'Compte en cours de vérification',
      });
      expect(withdrawn.body.biddingSuspendedAt).to.match(ISO);
      const me = await call('newUser', 'GET', '/api/me');
      expect(me.status).to.equal(200);
      const restored = await call('admin', 'PUT', `/api/users/${userId}/droit-enchere`, {
        json: { allowed: true },
      });
      expect(restored.body).to.include({
        canAuction: true,
        biddingSuspendedAt: null,
        biddingSuspensionReason: null,
      });
      const subjects = (await outboxOf(t))
        .filter((m) => m.to === t.actors.newUser.user.email)
        .map((m) => m.subject);
      expect(subjects).to.deep.equal([
        'Votre droit d’enchérir est suspendu',
        'Votre droit d’enchérir est rétabli',
      ]);
      const bad = await call('admin', 'PUT', `/api/users/${userId}/droit-enchere`, {
        json: { allowed: 'no' },
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error).to.include({ code: 'invalid_input', field: 'allowed' });
      const unknown = await call('admin', 'PUT', '/api/users/999999/droit-enchere', {
        json: { allowed: true },
      });
      expect(unknown.status).to.equal(404);
    });
  });
});
