import '../../support/dom.js';
import { BUYER_UPLOAD_MAX_BYTES } from '@immo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import sinon from 'sinon';
import { BuyerSpace } from '../../../microfrontends/accounts/src/space/buyer-space-screen.js';
import type { BuyerFileJson } from '../../../microfrontends/accounts/src/space/wire.js';
import type { UploadProgress } from '../../../microfrontends/accounts/src/upload.js';
import { aCompleteFile, aFile, aSlot } from './buyer-space-fixtures.js';
import { deferred, fakeApi, refusal, renderAccounts, type FakeApi } from './render-accounts.js';

const FILE_PAGE = '/espace-utilisateur/acheteur/bien/12/show';
const VISIT_PAGE = '/espace-utilisateur/acheteur/bien/12/visite';

const renderFile = (api: FakeApi, upload?: sinon.SinonStub) =>
  renderAccounts(<BuyerSpace />, { path: FILE_PAGE, api, ...(upload ? { upload: upload as never } : {}) });

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const pdf = (name = 'cni.pdf') => new File([PDF], name, { type: 'application/pdf' });

const choose = (label: string | RegExp, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

const stateOf = (step: string) =>
  within(screen.getByTestId(`step-${step}`)).getByTestId('step-state').textContent;

describe('web: accounts — the buyer file page (acheteur_bien_show)', () => {
  it('shows the property, the five steps with their states linking to their sections, and the recap', async () => {
    renderFile(
      fakeApi({
        '/api/bien/12/dossier': aFile({
          visit: { visitId: 70, startsAt: '2026-11-24T14:30:00+01:00', durationMinutes: 30 },
          agrement: {
            ...aFile().agrement,
            status: 'refused',
            refusalReason: 'Nom illisible',
            signedName: 'C M',
          },
          checklist: [
            { step: 'interest', state: 'done' },
            { step: 'visit', state: 'waiting', visitStartsAt: '2026-11-24T14:30:00+01:00' },
            { step: 'identity', state: 'todo' },
            { step: 'agrement', state: 'refused', refusalReason: 'Nom illisible' },
            { step: 'financing', state: 'optional' },
          ],
        }),
      }),
    );
    const file = await screen.findByTestId('buyer-file');
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Mon dossier acheteur');
    expect(
      within(file).getByRole('link', { name: 'Maison de village avec jardin' }).getAttribute('href'),
    ).to.equal('/bien/12');
    expect(file.textContent).to.contain('Annecy (74000)');
    expect(file.textContent).to.contain('Vente du 20/11/2026 à 10:00 au 22/11/2026 à 10:00');
    expect(['interest', 'visit', 'identity', 'agrement', 'financing'].map(stateOf)).to.deep.equal([
      'Fait',
      'En attente du négociateur',
      'À faire',
      'Refusé',
      'Conseillé',
    ]);
    const links = within(screen.getByTestId('checklist'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).to.deep.equal([
      '/bien/12#inscription-vente',
      '#visite',
      '#identite',
      '#agrement',
      '#financement',
    ]);
    for (const id of ['visite', 'identite', 'agrement', 'financement'])
      expect(document.getElementById(id)).to.exist;
    expect(screen.getByTestId('step-agrement').textContent).to.contain('Motif : Nom illisible');
    expect(screen.getByTestId('step-visit').textContent).to.contain('Visite réservée le 24/11/2026 à 14:30');
    expect(within(screen.getByTestId('recap-done')).getByRole('list').textContent).to.equal(
      'Intérêt pour le bien',
    );
    expect(within(screen.getByTestId('recap-waiting')).getAllByRole('listitem')).to.have.length(1);
    expect(
      within(screen.getByTestId('recap-missing'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).to.deep.equal(["Pièce d'identité", "Demande d'agrément"]);
    expect(document.title).to.equal('Mon dossier acheteur — Immo Enchères');
  });

  it('goes to the step a link asks for once the file is there', async () => {
    const scrolled = sinon.spy();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    try {
      renderAccounts(<BuyerSpace />, {
        path: `${FILE_PAGE}#agrement`,
        api: fakeApi({ '/api/bien/12/dossier': aFile() }),
      });
      await screen.findByTestId('buyer-file');
      await waitFor(() => expect(scrolled.calledWith('agrement')).to.equal(true));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('says a complete file is ready', async () => {
    renderFile(fakeApi({ '/api/bien/12/dossier': aCompleteFile({ bienId: 12 }) }));
    expect((await screen.findByTestId('file-ready')).textContent).to.contain('Votre dossier est complet');
    expect(screen.getByTestId('section-visit').textContent).to.contain('Visite effectuée le 05/11/2026.');
  });

  it('tells a buyer with no file on the property to register from the property page', async () => {
    renderFile(fakeApi({ '/api/bien/12/dossier': refusal(404, 'not_found') }));
    const none = await screen.findByTestId('no-file');
    expect(none.textContent).to.contain(
      "Ouvrez d'abord votre dossier sur ce bien avec « Ce bien m'intéresse »",
    );
    expect(within(none).getByRole('link').getAttribute('href')).to.equal('/bien/12#inscription-vente');
  });

  it("says the file could not be loaded, and 'Réessayer' loads it again", async () => {
    let calls = 0;
    renderFile(
      fakeApi({ '/api/bien/12/dossier': () => (++calls === 1 ? refusal(500, 'unexpected_error') : aFile()) }),
    );
    const failed = await screen.findByTestId('space-load-failed');
    expect(failed.textContent).to.contain('Votre dossier n’a pas pu être chargé.');
    fireEvent.click(within(failed).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('buyer-file')).to.exist;
  });

  describe('the visit section', () => {
    it('leads to the booking page when no slot is booked', async () => {
      renderFile(fakeApi({ '/api/bien/12/dossier': aFile() }));
      const section = await screen.findByTestId('section-visit');
      expect(
        within(section).getByRole('link', { name: 'Réserver une visite' }).getAttribute('href'),
      ).to.equal(VISIT_PAGE);
    });

    it('shows the booked slot in Paris time', async () => {
      renderFile(
        fakeApi({
          '/api/bien/12/dossier': aFile({
            visit: { visitId: 70, startsAt: '2026-11-24T13:30:00Z', durationMinutes: 45 },
          }),
        }),
      );
      expect((await screen.findByTestId('file-visit-booked')).textContent).to.equal(
        'Visite réservée le 24/11/2026, de 14:30 à 15:15',
      );
    });
  });

  describe('the identity section', () => {
    it('checks the file by its content before sending it: not a PDF, JPEG or PNG', async () => {
      const upload = sinon.stub();
      renderFile(fakeApi({ '/api/bien/12/dossier': aFile() }), upload);
      await screen.findByTestId('section-identity');
      choose(
        'Déposer ma pièce d’identité',
        new File(['MZ not a document'], 'cni.pdf', { type: 'application/pdf' }),
      );
      expect((await screen.findByTestId('identity-upload-error')).textContent).to.equal(
        'Seuls les fichiers PDF, JPEG ou PNG sont acceptés',
      );
      expect(upload.called).to.equal(false);
    });

    it('refuses a file over 10 MB before sending it', async () => {
      const upload = sinon.stub();
      renderFile(fakeApi({ '/api/bien/12/dossier': aFile() }), upload);
      await screen.findByTestId('section-identity');
      const big = new Uint8Array(BUYER_UPLOAD_MAX_BYTES + 1);
      big.set(PDF);
      choose('Déposer ma pièce d’identité', new File([big], 'scan.pdf'));
      expect((await screen.findByTestId('identity-upload-error')).textContent).to.equal(
        'Le fichier ne doit pas dépasser 10 Mo',
      );
      expect(upload.called).to.equal(false);
    });

    it('sends the document with its progress, then shows it waiting for the negotiator', async () => {
      const answer = deferred<BuyerFileJson>();
      let progress: UploadProgress = () => {};
      const upload = sinon.stub().callsFake((_path: string, _file: File, onProgress: UploadProgress) => {
        progress = onProgress;
        return answer.promise;
      });
      renderFile(fakeApi({ '/api/bien/12/dossier': aFile() }), upload);
      await screen.findByTestId('section-identity');
      choose('Déposer ma pièce d’identité', pdf());
      await waitFor(() => expect(upload.calledOnce).to.equal(true));
      expect(upload.firstCall.args[0]).to.equal('/api/bien/12/dossier/piece-identite');
      expect((upload.firstCall.args[1] as File).name).to.equal('cni.pdf');
      progress(0.4);
      const bar = await screen.findByRole('progressbar', { name: 'Envoi de cni.pdf…' });
      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).to.equal('40'));
      answer.resolve(
        aFile({
          identity: {
            ...aFile().identity,
            status: 'pending',
            fileName: 'cni.pdf',
            uploadedAt: '2026-11-21T09:15:00+01:00',
          },
          checklist: aFile().checklist.map((step) =>
            step.step === 'identity' ? { ...step, state: 'waiting' } : step,
          ),
        }),
      );
      const section = screen.getByTestId('section-identity');
      await waitFor(() => expect(section.textContent).to.contain('Pièce d’identité déposée le 21/11/2026'));
      expect(stateOf('identity')).to.equal('En attente du négociateur');
      expect(
        within(section).getByRole('link', { name: 'Télécharger cni.pdf' }).getAttribute('href'),
      ).to.equal('/api/dossiers/40/piece-identite');
      expect(screen.queryByRole('progressbar', { name: /Envoi/ })).to.equal(null);
    });

    it("shows the server's refusal of the upload", async () => {
      const upload = sinon.stub().rejects(
        refusal(409, 'review_already_pending', {
          message: 'Votre document est déjà en attente de validation',
        }),
      );
      renderFile(fakeApi({ '/api/bien/12/dossier': aFile() }), upload);
      await screen.findByTestId('section-identity');
      choose('Déposer ma pièce d’identité', pdf());
      expect((await screen.findByTestId('identity-upload-error')).textContent).to.equal(
        'Votre document est déjà en attente de validation',
      );
    });

    it('asks for nothing when the identity is already approved on the account', async () => {
      renderFile(
        fakeApi({
          '/api/bien/12/dossier': aFile({ identity: { ...aFile().identity, accountVerified: true } }),
        }),
      );
      expect((await screen.findByTestId('identity-account-verified')).textContent).to.contain(
        'Votre identité est déjà validée sur votre compte',
      );
      expect(screen.queryByLabelText('Déposer ma pièce d’identité')).to.equal(null);
    });

    it('shows a refusal with its reason and takes a new document', async () => {
      renderFile(
        fakeApi({
          '/api/bien/12/dossier': aFile({
            identity: {
              ...aFile().identity,
              status: 'refused',
              fileName: 'flou.jpg',
              refusalReason: 'Document illisible',
            },
          }),
        }),
      );
      const section = await screen.findByTestId('section-identity');
      expect(within(section).getByTestId('refusal-reason').textContent).to.equal(
        'Motif : Document illisible',
      );
      expect(within(section).getByLabelText('Déposer une nouvelle pièce')).to.exist;
    });
  });

  describe('the agrément section', () => {
    it("lists core's conditions and signs with the account holder's name and the box ticked", async () => {
      const api = fakeApi({
        '/api/bien/12/dossier': aFile(),
        'POST /api/bien/12/dossier/agrement': aFile({
          agrement: {
            status: 'pending',
            signedAt: '2026-11-21T09:20:00+01:00',
            signedName: 'camille martin',
            refusalReason: null,
            copyAvailable: true,
          },
        }),
      });
      renderFile(api);
      const section = await screen.findByTestId('section-agrement');
      const conditions = within(screen.getByTestId('agrement-conditions')).getAllByRole('listitem');
      expect(conditions).to.have.length(5);
      expect(conditions[0]!.textContent).to.equal('La participation à la vente est gratuite.');

      fireEvent.click(within(section).getByTestId('agrement-sign'));
      expect(await within(section).findByText('Vous devez accepter les conditions pour signer la demande')).to
        .exist;
      fireEvent.click(within(section).getByLabelText('J’ai lu et j’accepte ces conditions'));
      fireEvent.change(within(section).getByLabelText('Nom complet'), { target: { value: 'Claude Martin' } });
      expect(
        await within(section).findByText(
          'Saisissez votre nom complet tel qu’il figure sur votre compte : Camille Martin',
        ),
      ).to.exist;
      fireEvent.change(within(section).getByLabelText('Nom complet'), {
        target: { value: ' camille martin ' },
      });
      await waitFor(() => expect(within(section).queryByText(/Saisissez votre nom complet/)).to.equal(null));
      expect(api.callCount).to.equal(1);
      fireEvent.click(within(section).getByTestId('agrement-sign'));
      expect((await within(section).findByTestId('agrement-signed')).textContent).to.equal(
        'Demande signée par « camille martin » le 21/11/2026 à 09:20, en attente de la réponse du négociateur.',
      );
      expect(api.lastCall.args).to.deep.equal([
        '/api/bien/12/dossier/agrement',
        { method: 'POST', json: { fullName: 'camille martin', accepted: true } },
      ]);
      expect(
        within(section)
          .getByRole('link', { name: 'Télécharger la copie PDF de ma demande' })
          .getAttribute('href'),
      ).to.equal('/api/dossiers/40/agrement.pdf');
      expect(screen.queryByTestId('agrement-form')).to.equal(null);
    });

    it("puts the server's refusal of the name under the name", async () => {
      renderFile(
        fakeApi({
          '/api/bien/12/dossier': aFile(),
          'POST /api/bien/12/dossier/agrement': refusal(400, 'agrement_name_mismatch', {
            message: 'Nom refusé par le serveur',
          }),
        }),
      );
      const section = await screen.findByTestId('section-agrement');
      fireEvent.click(within(section).getByLabelText('J’ai lu et j’accepte ces conditions'));
      fireEvent.change(within(section).getByLabelText('Nom complet'), {
        target: { value: 'Camille Martin' },
      });
      fireEvent.click(within(section).getByTestId('agrement-sign'));
      const error = await within(section).findByText('Nom refusé par le serveur');
      expect(error.classList.contains('accounts-field-error')).to.equal(true);
    });

    it('shows an approved agrément with its copy, and no form', async () => {
      renderFile(fakeApi({ '/api/bien/12/dossier': aCompleteFile({ bienId: 12 }) }));
      expect((await screen.findByTestId('agrement-signed')).textContent).to.equal(
        'Agrément accordé. Demande signée par « Camille Martin » le 06/11/2026 à 10:30.',
      );
      expect(screen.queryByTestId('agrement-form')).to.equal(null);
    });
  });

  describe('the financing section', () => {
    it('declares a loan of a valid amount, and cash', async () => {
      const api = fakeApi({
        '/api/bien/12/dossier': aFile(),
        'PUT /api/bien/12/dossier/financement': (options?: {
          json?: { kind: 'cash' | 'loan'; loanAmount?: number };
        }) =>
          aFile({
            financing: {
              kind: options!.json!.kind,
              loanAmount: options!.json!.loanAmount ?? null,
              certificateFileName: null,
            },
          }),
      });
      renderFile(api);
      const section = await screen.findByTestId('section-financing');
      expect(section.textContent).to.contain('Conseillé, non obligatoire');
      fireEvent.click(within(section).getByLabelText('Prêt bancaire'));
      const amount = await within(section).findByLabelText('Montant du prêt (€)');
      fireEvent.change(amount, { target: { value: '12a' } });
      expect(await within(section).findByText(/Le montant du prêt doit être un nombre entier entre 1 et/)).to
        .exist;
      fireEvent.change(amount, { target: { value: '250 000' } });
      fireEvent.click(within(section).getByTestId('financing-save'));
      const declared = await within(section).findByTestId('financing-declared');
      expect(declared.textContent).to.contain('Prêt bancaire — 250\u202f000\u00a0€');
      expect(api.lastCall.args).to.deep.equal([
        '/api/bien/12/dossier/financement',
        { method: 'PUT', json: { kind: 'loan', loanAmount: 250000 } },
      ]);

      fireEvent.click(within(section).getByRole('button', { name: 'Modifier' }));
      fireEvent.click(within(section).getByLabelText('Fonds propres (comptant)'));
      fireEvent.click(within(section).getByTestId('financing-save'));
      expect((await within(section).findByTestId('financing-declared')).textContent).to.contain(
        'Fonds propres (comptant)',
      );
      expect(api.lastCall.args[1]).to.deep.equal({ method: 'PUT', json: { kind: 'cash' } });
    });

    it('takes a financing certificate through the same checked upload', async () => {
      const upload = sinon.stub().resolves(
        aFile({
          financing: { kind: 'certificate', loanAmount: null, certificateFileName: 'attestation.pdf' },
        }),
      );
      renderFile(fakeApi({ '/api/bien/12/dossier': aFile() }), upload);
      const section = await screen.findByTestId('section-financing');
      fireEvent.click(within(section).getByLabelText('Attestation de financement'));
      choose('Déposer mon attestation', pdf('attestation.pdf'));
      const declared = await within(section).findByTestId('financing-declared');
      expect(upload.firstCall.args[0]).to.equal('/api/bien/12/dossier/financement/attestation');
      expect(
        within(declared).getByRole('link', { name: 'Télécharger attestation.pdf' }).getAttribute('href'),
      ).to.equal('/api/dossiers/40/financement/attestation');
    });
  });
});

describe('web: accounts — booking a visit (…/bien/{bien}/visite)', () => {
  const renderBooking = (api: FakeApi) => renderAccounts(<BuyerSpace />, { path: VISIT_PAGE, api });

  it('lists the open slots, individual or grouped with the places left, and books one', async () => {
    const api = fakeApi({
      '/api/bien/12/dossier': aFile(),
      '/api/bien/12/visites': {
        'hydra:member': [
          aSlot({ id: 71, start: '2026-11-26 10:00:00', kind: 'individual', capacity: 1, freePlaces: 1 }),
          aSlot(),
          aSlot({ id: 72, start: '2026-11-27 17:00:00', freePlaces: 0 }),
        ],
        'hydra:totalItems': 3,
      },
      'POST /api/bien/12/visites/70/book': aSlot({ bookedByViewer: true, freePlaces: 3 }),
    });
    renderBooking(api);
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Réserver une visite');
    const slots = await screen.findAllByTestId('visit-slot');
    expect(slots.map((slot) => slot.querySelector('.bs-when')?.textContent)).to.deep.equal([
      '24/11/2026, de 14:30 à 15:00',
      '26/11/2026, de 10:00 à 10:30',
      '27/11/2026, de 17:00 à 17:30',
    ]);
    expect(slots[0]!.textContent).to.contain('Visite groupée');
    expect(slots[0]!.textContent).to.contain('4 places restantes');
    expect(slots[1]!.textContent).to.contain('Sur rendez-vous, pour vous seul');
    expect((within(slots[2]!).getByRole('button') as HTMLButtonElement).disabled).to.equal(true);
    expect(screen.getByTestId('my-booking').textContent).to.contain(
      'Vous n’avez pas encore réservé de créneau.',
    );

    fireEvent.click(within(slots[0]!).getByRole('button', { name: 'Réserver ce créneau' }));
    await waitFor(() =>
      expect(screen.getByTestId('my-booking-when').textContent).to.equal('24/11/2026, de 14:30 à 15:00'),
    );
    expect(api.lastCall.args).to.deep.equal(['/api/bien/12/visites/70/book', { method: 'POST' }]);
    expect(screen.getAllByTestId('visit-slot')).to.have.length(2);
    expect(screen.queryByRole('button', { name: 'Réserver ce créneau' })).to.equal(null);
    expect(screen.getByText('Pour choisir un autre créneau, annulez d’abord votre réservation.')).to.exist;
  });

  it('cancels the booking after a confirmation, the slot open again', async () => {
    const api = fakeApi({
      '/api/bien/12/dossier': aFile(),
      '/api/bien/12/visites': {
        'hydra:member': [
          aSlot({ bookedByViewer: true, freePlaces: 3 }),
          aSlot({ id: 71, start: '2026-11-26 10:00:00' }),
        ],
        'hydra:totalItems': 2,
      },
      'DELETE /api/bien/12/visites/70/reservation': null,
    });
    renderBooking(api);
    const booking = await screen.findByTestId('my-booking');
    expect(screen.getAllByTestId('visit-slot')).to.have.length(1);
    fireEvent.click(within(booking).getByRole('button', { name: 'Annuler la visite' }));
    fireEvent.click(within(booking).getByRole('button', { name: 'Oui, annuler' }));
    await waitFor(() => expect(screen.getAllByTestId('visit-slot')).to.have.length(2));
    expect(api.lastCall.args).to.deep.equal(['/api/bien/12/visites/70/reservation', { method: 'DELETE' }]);
    expect(screen.getAllByTestId('visit-slot')[0]!.textContent).to.contain('4 places restantes');
    expect(screen.getAllByRole('button', { name: 'Réserver ce créneau' })).to.have.length(2);
  });

  it("shows the server's refusal of a booking", async () => {
    renderBooking(
      fakeApi({
        '/api/bien/12/dossier': aFile(),
        '/api/bien/12/visites': { 'hydra:member': [aSlot()], 'hydra:totalItems': 1 },
        'POST /api/bien/12/visites/70/book': refusal(409, 'visit_full', {
          message: 'Ce créneau de visite est complet',
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Réserver ce créneau' }));
    expect((await screen.findByRole('alert')).textContent).to.equal('Ce créneau de visite est complet');
  });

  it('says when no slot is open, and when the slots could not be loaded', async () => {
    let calls = 0;
    renderBooking(
      fakeApi({
        '/api/bien/12/dossier': aFile(),
        '/api/bien/12/visites': () =>
          ++calls === 1 ? refusal(500, 'unexpected_error') : { 'hydra:member': [], 'hydra:totalItems': 0 },
      }),
    );
    const failed = await screen.findByTestId('space-load-failed');
    expect(failed.textContent).to.contain('Les créneaux de visite n’ont pas pu être chargés.');
    fireEvent.click(within(failed).getByRole('button', { name: 'Réessayer' }));
    expect((await screen.findByTestId('space-empty')).textContent).to.contain('Aucun créneau n’est ouvert');
  });

  it('tells a visitor with no file on the property to register from the property page first', async () => {
    const api = fakeApi({ '/api/bien/12/dossier': refusal(404, 'not_found') });
    renderBooking(api);
    expect((await screen.findByTestId('no-file')).textContent).to.contain("Ce bien m'intéresse");
    expect(api.calledWith('/api/bien/12/visites')).to.equal(false);
  });
});
