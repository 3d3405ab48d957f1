import '../../../support/dom.js';
import { defaultSaleFormValues, SALE_FORM_DRAFT_KEY } from '@immo/core';
import { ApiError } from '@immo/kit';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import {
  click,
  deferred,
  errorOf,
  fakeApi,
  field,
  flush,
  memoryStorage,
  renderSaleForm,
  submit,
  type,
  validSaleValues,
} from './harness.js';

const selectedTab = () =>
  ['tab-general', 'tab-precisions', 'tab-photos', 'tab-vendors'].filter(
    (id) => screen.getByTestId(id).getAttribute('aria-selected') === 'true',
  );
const location = () => screen.getByTestId('location').textContent;
const withDraft = (values = validSaleValues()) =>
  memoryStorage({ [SALE_FORM_DRAFT_KEY]: JSON.stringify(values) });

/** The server's refusal as the kit's client throws it: status, code, message and the parsed body. */
const refusal = (status: number, error: Record<string, unknown>) =>
  new ApiError(status, String(error.code), String(error.message ?? ''), { error });

describe('web: sale editor — the sale form', () => {
  afterEach(cleanup);

  describe('tabs', () => {
    for (const [onglet, expected] of [
      [undefined, 'tab-general'],
      ['general', 'tab-general'],
      ['PRECISION', 'tab-precisions'],
      ['precision', 'tab-precisions'],
      ['photos', 'tab-photos'],
      ['vendeurs', 'tab-vendors'],
      ['nimporte', 'tab-general'],
    ] as const) {
      it(`opens on ${expected} for onglet=${onglet ?? '(none)'}`, async () => {
        renderSaleForm(onglet ? { onglet } : {});
        await screen.findByTestId('sale-form');
        expect(selectedTab()).to.deep.equal([expected]);
      });
    }

    it('shows the four tabs with the spec’s names, and a click puts the tab in the address', async () => {
      renderSaleForm();
      await screen.findByTestId('sale-form');
      expect(
        ['tab-general', 'tab-precisions', 'tab-photos', 'tab-vendors'].map(
          (id) => screen.getByTestId(id).textContent,
        ),
      ).to.deep.equal(['Général', 'Précisions', 'Photos', 'Vendeur(s)']);
      await click(screen.getByTestId('tab-photos'));
      expect(selectedTab()).to.deep.equal(['tab-photos']);
      expect(location()).to.equal('/espace-negociateur/bien/nouveau?onglet=photos');
      expect(screen.getByTestId('stub-photos').textContent).to.contain('no sale yet');
      // A tab visited stays built (an upload goes on behind another tab).
      await click(screen.getByTestId('tab-general'));
      expect(screen.getByTestId('stub-photos')).to.exist;
    });
  });

  describe('loading', () => {
    it('update mode loads GET /v2/sell/{id} into the form, and ignores any draft', async () => {
      const api = fakeApi({
        'GET /v2/sell/42': { bienId: 42, ...validSaleValues({ nom: 'Maison de maître' }) },
      });
      renderSaleForm({ bienId: 42, api: api.api, storage: withDraft(validSaleValues({ nom: 'Brouillon' })) });
      await waitFor(() => expect(field('nom').value).to.equal('Maison de maître'));
      expect(field('ref_client').value).to.equal('LYO-APPT-003');
      expect(screen.queryByTestId('draft-restored')).to.equal(null);
      expect(screen.getByTestId('sale-submit').textContent).to.equal('Enregistrer');
    });

    it('says when the sale belongs to another negotiator (403) or does not exist (404)', async () => {
      renderSaleForm({
        bienId: 5,
        api: fakeApi({ 'GET /v2/sell/5': () => Promise.reject(refusal(403, { code: 'forbidden' })) }).api,
      });
      expect((await screen.findByTestId('sale-form-load-error')).textContent).to.contain(
        'Cette vente est gérée par un autre négociateur',
      );
      cleanup();
      renderSaleForm({ bienId: 6, api: fakeApi().api });
      expect((await screen.findByTestId('sale-form-load-error')).textContent).to.contain(
        "Cette vente n'existe pas.",
      );
    });
  });

  describe('draft kept locally (spec §4)', () => {
    it('a new sale restores the draft a save attempt left behind, and can start afresh', async () => {
      renderSaleForm({ storage: withDraft(validSaleValues({ nom: 'Loft rue Oberkampf' })) });
      expect(await screen.findByTestId('draft-restored')).to.exist;
      expect(field('nom').value).to.equal('Loft rue Oberkampf');
      await click(screen.getByText('Repartir d’un formulaire vide'));
      expect(field('nom').value).to.equal('');
      expect(screen.queryByTestId('draft-restored')).to.equal(null);
    });

    it('a draft that no longer reads as form values is not restored', async () => {
      renderSaleForm({ storage: memoryStorage({ [SALE_FORM_DRAFT_KEY]: '{"type":"CHATEAU"}' }) });
      await screen.findByTestId('sale-form');
      expect(screen.queryByTestId('draft-restored')).to.equal(null);
      expect(field('ref_client').value).to.equal('');
    });

    it('saves the values on submit while the call runs, and removes them once it is over', async () => {
      const answer = deferred();
      const api = fakeApi({
        'POST /v2/sell/agence-immo/create': () => answer.promise,
        'GET /v2/sell/77': { bienId: 77, ...validSaleValues() },
      });
      const storage = withDraft();
      renderSaleForm({ api: api.api, storage });
      await screen.findByTestId('draft-restored');
      storage.items.clear();
      await type('nom', 'Villa néo-basque');
      await submit();
      await waitFor(() => expect(api.calls).to.have.length(1));
      expect(JSON.parse(storage.items.get(SALE_FORM_DRAFT_KEY) ?? 'null')).to.include({
        nom: 'Villa néo-basque',
      });
      answer.resolve({ bienId: 77 });
      await waitFor(() => expect(storage.items.has(SALE_FORM_DRAFT_KEY)).to.equal(false));
      expect(storage.setItem.calledBefore(storage.removeItem)).to.equal(true);
      await screen.findByTestId('stub-precisions');
    });

    it('removes the draft after a failed attempt too', async () => {
      const storage = withDraft();
      const api = fakeApi({
        'POST /v2/sell/agence-immo/create': () => Promise.reject(refusal(400, { code: 'commune_not_found' })),
      });
      renderSaleForm({ api: api.api, storage });
      await screen.findByTestId('draft-restored');
      await submit();
      await screen.findByTestId('save-error');
      expect(storage.setItem.calledWith(SALE_FORM_DRAFT_KEY)).to.equal(true);
      expect(storage.items.has(SALE_FORM_DRAFT_KEY)).to.equal(false);
    });
  });

  describe('submit', () => {
    it('an empty form is not sent: each required field says so and the tabs count their errors', async () => {
      const api = fakeApi();
      renderSaleForm({ api: api.api });
      await screen.findByTestId('sale-form');
      await submit();
      expect(errorOf('ref_client')).to.equal('Champ obligatoire');
      expect(errorOf('nom')).to.equal('Champ obligatoire');
      expect(errorOf('type')).to.equal('Champ Obligatoire');
      expect(errorOf('dateDebut')).to.equal('Veillez à renseigner les 2 zones concernant les dates');
      expect(errorOf('premiere_offre_possible_nv')).to.equal('Champ obligatoire');
      expect(errorOf('travauxAPrevoir')).to.equal('Merci de choisir une valeur');
      expect(Number(screen.getByTestId('tab-general-errors').textContent)).to.be.greaterThan(5);
      expect(Number(screen.getByTestId('tab-precisions-errors').textContent)).to.be.greaterThan(3);
      expect(screen.queryByTestId('tab-vendors-errors')).to.equal(null);
      expect(api.calls.filter((call) => call.method !== 'GET')).to.be.empty;
    });

    it('after a refused submit, shows a tab that has errors when the current one has none', async () => {
      renderSaleForm({ storage: withDraft(validSaleValues({ vendeurs: [{ email: 'x', primary: true }] })) });
      await screen.findByTestId('draft-restored');
      await submit();
      await waitFor(() => expect(selectedTab()).to.deep.equal(['tab-vendors']));
      expect(errorOf('vendeurs.0.email')).to.equal("Cette adresse email n'est pas valide");
    });

    it('creates: ‘Chargement...’ and disabled while saving, then on to /espace-negociateur/bien/{id}/informations?onglet=precision', async () => {
      const answer = deferred();
      const api = fakeApi({
        'POST /v2/sell/agence-immo/create': () => answer.promise,
        'GET /v2/sell/42': { bienId: 42, ...validSaleValues() },
      });
      renderSaleForm({ api: api.api, storage: withDraft() });
      const button = await screen.findByTestId('sale-submit');
      expect(button.textContent).to.equal('Créer la vente');
      await submit();
      await waitFor(() => expect(button.textContent).to.equal('Chargement...'));
      expect((button as HTMLButtonElement).disabled).to.equal(true);
      const sent = api.callsTo('POST', '/v2/sell/agence-immo/create')[0]!;
      expect(sent.json).to.deep.equal(validSaleValues());
      answer.resolve({ bienId: 42 });
      await waitFor(() =>
        expect(location()).to.equal('/espace-negociateur/bien/42/informations?onglet=precision'),
      );
      await waitFor(() => expect(selectedTab()).to.deep.equal(['tab-precisions']));
      expect(api.callsTo('GET', '/v2/sell/42')).to.have.length(1);
    });

    it('updates with PUT /v2/sell/agence-immo/update/{id} and lands on the Précisions tab', async () => {
      const api = fakeApi({
        'GET /v2/sell/42': { bienId: 42, ...validSaleValues() },
        'PUT /v2/sell/agence-immo/update/42': { bienId: 42 },
      });
      renderSaleForm({ bienId: 42, api: api.api, onglet: 'vendeurs' });
      await waitFor(() => expect(field('vendeurs.0.email').value).to.equal('vendeur@demo.immo'));
      await type('vendeurs.0.email', 'nouveau.vendeur@exemple.fr');
      await submit();
      await waitFor(() =>
        expect(location()).to.equal('/espace-negociateur/bien/42/informations?onglet=precision'),
      );
      const put = api.callsTo('PUT', '/v2/sell/agence-immo/update/42');
      expect(put).to.have.length(1);
      expect((put[0]!.json as { vendeurs: unknown }).vendeurs).to.deep.equal([
        { email: 'nouveau.vendeur@exemple.fr', primary: true },
      ]);
      expect(selectedTab()).to.deep.equal(['tab-precisions']);
    });

    it('stays disabled with ‘Chargement...’ while the Photos tab uploads', async () => {
      renderSaleForm({ onglet: 'photos' });
      await screen.findByTestId('stub-photos');
      const button = screen.getByTestId('sale-submit') as HTMLButtonElement;
      await click(screen.getByTestId('stub-upload'));
      expect(button.disabled).to.equal(true);
      expect(button.textContent).to.equal('Chargement...');
      await click(screen.getByTestId('stub-upload'));
      expect(button.disabled).to.equal(false);
      expect(button.textContent).to.equal('Créer la vente');
    });
  });

  describe('save errors (spec §8)', () => {
    async function failWith(error: unknown) {
      const api = fakeApi({ 'POST /v2/sell/agence-immo/create': () => Promise.reject(error) });
      renderSaleForm({ api: api.api, storage: withDraft() });
      await screen.findByTestId('draft-restored');
      await submit();
      await flush();
      return api;
    }

    it('commune_not_found: ‘Une erreur s’est produite, cette commune n’existe pas’, persistent', async () => {
      await failWith(refusal(400, { code: 'commune_not_found', message: 'An error occurred' }));
      const notice = await screen.findByTestId('save-error');
      expect(notice.textContent).to.equal("Une erreur s'est produite, cette commune n'existe pas");
      await type('nom', 'Autre titre');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByTestId('save-error').textContent).to.equal(
        "Une erreur s'est produite, cette commune n'existe pas",
      );
      expect((screen.getByTestId('sale-submit') as HTMLButtonElement).disabled).to.equal(false);
    });

    it('session_expiree: ‘Votre session est peut être expirée, veuillez vous reconnecter’ (the form stays)', async () => {
      const api = await failWith(refusal(401, { code: 'session_expiree', message: 'x' }));
      expect((await screen.findByTestId('save-error')).textContent).to.equal(
        'Votre session est peut être expirée, veuillez vous reconnecter',
      );
      expect(api.calls[0]!.expectUnauthorized).to.equal(true);
      expect(screen.getByTestId('sale-form')).to.exist;
    });

    it('any other error string is shown as is, and under its field when it names one', async () => {
      await failWith(
        refusal(409, {
          code: 'sale_reference_exists',
          message: 'La référence existe déjà',
          field: 'ref_client',
        }),
      );
      expect((await screen.findByTestId('save-error')).textContent).to.equal('La référence existe déjà');
      expect(errorOf('ref_client')).to.equal('La référence existe déjà');
      await type('ref_client', 'LYO-APPT-099');
      expect(errorOf('ref_client')).to.equal(null);
    });

    it('sale_form_invalid: each field’s message under its field, counted on its tab', async () => {
      await failWith(
        refusal(400, {
          code: 'sale_form_invalid',
          message: 'Le formulaire contient 2 erreur(s), merci de les corriger',
          field: 'nom',
          fields: {
            nom: { code: 'sale_max_length_exclaimed', message: '120 caractères maximum !' },
            'vendeurs.0.email': {
              code: 'sale_vendor_email_invalid',
              message: "Cette adresse email n'est pas valide",
            },
          },
        }),
      );
      expect((await screen.findByTestId('save-error')).textContent).to.equal(
        'Le formulaire contient 2 erreur(s), merci de les corriger',
      );
      expect(errorOf('nom')).to.equal('120 caractères maximum !');
      expect(screen.getByTestId('tab-vendors-errors').textContent).to.equal('1');
      await click(screen.getByTestId('tab-vendors'));
      expect(errorOf('vendeurs.0.email')).to.equal("Cette adresse email n'est pas valide");
    });

    for (const [what, error] of [
      ['a network failure', new ApiError(0, 'network_error', 'network_error')],
      ['a server failure', new ApiError(500, 'http_500', '')],
      ['an unexpected error', new TypeError('boom')],
    ] as const) {
      it(`${what}: the dialog ‘Erreur’ / ‘Une erreur s’est produite lors de la sauvegarde. Veuillez réessayer.’`, async () => {
        await failWith(error);
        const dialog = await screen.findByRole('alertdialog');
        expect(dialog.textContent).to.contain('Erreur');
        expect(dialog.textContent).to.contain(
          "Une erreur s'est produite lors de la sauvegarde. Veuillez réessayer.",
        );
        expect(screen.queryByTestId('save-error')).to.equal(null);
        await click(screen.getByText('Fermer'));
        expect(screen.queryByRole('alertdialog')).to.equal(null);
        expect(field('nom').value).to.equal(validSaleValues().nom);
      });
    }
  });

  it('speaks English when asked', async () => {
    renderSaleForm({ locale: 'en' });
    await screen.findByTestId('sale-form');
    expect(screen.getByTestId('tab-vendors').textContent).to.equal('Seller(s)');
    expect(screen.getByTestId('sale-submit').textContent).to.equal('Create the sale');
    expect(defaultSaleFormValues().charge_honoraire).to.equal('A');
  });
});
