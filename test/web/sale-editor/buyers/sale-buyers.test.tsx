import '../../../support/dom.js';
import { ApiError } from '@immo/kit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import {
  ALICE,
  actors,
  BRUNO,
  CHLOE,
  click,
  DAVID,
  deferred,
  fakeApi,
  renderSpaceAt,
  SALE,
} from './harness.js';

const PAGE = '/espace-negociateur/bien/3/acteurs';

function pageApi(rows = [ALICE, BRUNO, CHLOE, DAVID], more: Record<string, unknown> = {}) {
  return fakeApi({ 'GET /api/bien/3/acteurs': actors(rows), 'GET /v2/sell/3': SALE, ...more });
}

const rowOf = (name: string) =>
  screen.getAllByTestId('buyer-row').find((row) => row.textContent!.includes(name))!;

const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ');

describe('web: sale editor — the sale’s buyers (issue 9, /espace-negociateur/bien/{bien}/acteurs)', () => {
  afterEach(cleanup);

  it('heads the page with the sale: reference, phase, title, and the ways to its form and public page', async () => {
    const api = pageApi();
    renderSpaceAt(PAGE, { api: api.api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acquéreurs' })).to.exist;
    const header = await screen.findByText('LYO-APPT-003');
    expect(text(header.parentElement!)).to.contain('À venir').and.contain('Duplex sous les toits');
    expect(screen.getByRole('link', { name: 'Modifier la vente' }).getAttribute('href')).to.equal(
      '/espace-negociateur/bien/3/informations',
    );
    expect(screen.getByRole('link', { name: "Voir l'annonce" }).getAttribute('href')).to.equal('/bien/3');
    expect(api.callsTo('GET', '/api/bien/3/acteurs')).to.have.length(1);
  });

  it('shows each buyer’s file: contact, interest, visit, identity, agrément, financing and whether they may bid', async () => {
    renderSpaceAt(PAGE, { api: pageApi().api });
    await screen.findAllByTestId('buyer-row');
    expect(screen.getByText('4 acquéreurs inscrits')).to.exist;

    const alice = rowOf('Alice Martin');
    expect(
      within(alice).getByRole('link', { name: 'alice.martin@example.fr' }).getAttribute('href'),
    ).to.equal('mailto:alice.martin@example.fr');
    expect(within(alice).getByRole('link', { name: '06 12 34 56 78' }).getAttribute('href')).to.equal(
      'tel:0612345678',
    );
    expect(text(alice))
      .to.contain('Intéressé')
      .and.contain('Inscrit le 05/01/2026 09:30')
      .and.contain('Visite réservée le 14/01/2026 14:00')
      .and.contain('Déposée le 10/01/2026 18:05')
      .and.contain('Signée le 11/01/2026 08:00')
      .and.contain('Prêt bancaire')
      .and.contain('Montant du prêt : 250 000 €')
      .and.contain('Ne peut pas encore enchérir')
      .and.contain('Visite non validée')
      .and.contain("Pièce d'identité à examiner");
    expect(within(alice).getAllByText('En attente du négociateur')).to.have.length(3);
    const identity = within(alice).getByTestId('open-identity');
    expect(identity.getAttribute('href')).to.equal('/api/dossiers/41/piece-identite');
    expect(identity.getAttribute('target')).to.equal('_blank');
    expect(identity.getAttribute('rel')).to.contain('noopener');
    expect(within(alice).getByTestId('open-agrement').getAttribute('href')).to.equal(
      '/api/dossiers/41/agrement.pdf',
    );

    const chloe = rowOf('Chloé Durand');
    expect(within(chloe).getByTestId('ready-to-bid').textContent).to.equal('Prêt à enchérir');
    expect(text(chloe))
      .to.contain('Visite validée le 14/01/2026 15:10')
      .and.contain('Validée sur le compte')
      .and.contain('Fonds propres (comptant)');
    expect(within(chloe).queryByTestId('approve-identity')).to.equal(null);

    const david = rowOf('David Leroy');
    expect(text(david))
      .to.contain('Sans avis')
      .and.contain('Aucun créneau réservé')
      .and.contain('Motif : Document illisible')
      .and.contain('Motif : Nom incomplet')
      .and.contain("Pièce d'identité refusée");
    expect(within(david).getAllByText('Refusé')).to.have.length(2);
    expect(within(david).getByTestId('open-certificate').getAttribute('href')).to.equal(
      '/api/dossiers/44/financement/attestation',
    );
    expect(within(david).getByRole('link', { name: 'Gérer les créneaux' }).getAttribute('href')).to.equal(
      '/espace-negociateur/bien/3/visites',
    );

    const bruno = rowOf('Bruno Petit');
    expect(text(bruno)).to.contain('Indécis').and.contain('Non renseigné').and.contain('Conseillé');
    expect(within(bruno).queryByRole('link', { name: /^tel:/ })).to.equal(null);
  });

  describe('loading, empty and failure', () => {
    it('says it is loading until the buyers come', async () => {
      const answer = deferred();
      renderSpaceAt(PAGE, {
        api: fakeApi({ 'GET /api/bien/3/acteurs': () => answer.promise, 'GET /v2/sell/3': SALE }).api,
      });
      expect((await screen.findByText('Chargement...')).getAttribute('aria-busy')).to.equal('true');
      answer.resolve(actors([ALICE]));
      expect(await screen.findAllByTestId('buyer-row')).to.have.length(1);
      expect(screen.getByText('1 acquéreur inscrit')).to.exist;
    });

    it('says when nobody has registered yet', async () => {
      renderSpaceAt(PAGE, { api: pageApi([]).api });
      expect((await screen.findByTestId('buyers-empty')).textContent).to.contain(
        'Aucun acquéreur inscrit sur cette vente',
      );
      expect(screen.queryByRole('table')).to.equal(null);
    });

    it('says when the buyers cannot be loaded, and tries again', async () => {
      let fail = true;
      const api = fakeApi({
        'GET /v2/sell/3': SALE,
        'GET /api/bien/3/acteurs': () =>
          fail ? Promise.reject(new ApiError(0, 'network_error', '')) : actors([ALICE]),
      });
      renderSpaceAt(PAGE, { api: api.api });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).to.contain("Les acquéreurs de cette vente n'ont pas pu être chargés.");
      fail = false;
      await click(within(alert).getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findAllByTestId('buyer-row')).to.have.length(1);
    });

    it('says plainly that another negotiator’s sale is not open to this one (403), without a retry', async () => {
      renderSpaceAt(PAGE, {
        api: fakeApi({
          'GET /api/bien/3/acteurs': () => Promise.reject(new ApiError(403, 'forbidden', 'Accès refusé')),
          'GET /v2/sell/3': () => Promise.reject(new ApiError(403, 'forbidden', 'Accès refusé')),
        }).api,
      });
      const refusal = await screen.findByTestId('sale-refused');
      expect(refusal.textContent).to.contain('Cette vente est suivie par un autre négociateur');
      expect(within(refusal).queryByRole('button', { name: 'Réessayer' })).to.equal(null);
      expect(screen.getByTestId('sale-header').textContent).to.equal('Vente n° 3');
    });

    it('says a sale that does not exist is not found (404)', async () => {
      renderSpaceAt(PAGE, {
        api: fakeApi({
          'GET /api/bien/3/acteurs': () => Promise.reject(new ApiError(404, 'not_found', '')),
        }).api,
      });
      expect((await screen.findByTestId('sale-refused')).textContent).to.contain("Cette vente n'existe pas");
    });
  });

  describe('filters', () => {
    const filter = (key: string) => screen.getByTestId(`buyers-filter-${key}`);
    const names = () =>
      screen.getAllByTestId('buyer-row').map((row) => row.querySelector('.nb-buyer-name')!.textContent);

    it('counts each filter and narrows the list: to review, visit to validate, ready to bid', async () => {
      renderSpaceAt(PAGE, { api: pageApi().api });
      await screen.findAllByTestId('buyer-row');
      expect(text(filter('tous'))).to.equal('Tous4');
      expect(text(filter('a-examiner'))).to.equal('À examiner1');
      expect(text(filter('visite-a-valider'))).to.equal('Visite à valider2');
      expect(text(filter('prets'))).to.equal('Prêts à enchérir1');
      expect(filter('tous').getAttribute('aria-pressed')).to.equal('true');

      await click(filter('a-examiner'));
      expect(names()).to.deep.equal(['Alice Martin']);
      expect(filter('a-examiner').getAttribute('aria-pressed')).to.equal('true');
      expect(screen.getByText('1 acquéreur sur 4')).to.exist;
      expect(screen.getByTestId('location').textContent).to.equal(`${PAGE}?filtre=a-examiner`);

      await click(filter('visite-a-valider'));
      expect(names()).to.deep.equal(['Alice Martin', 'Bruno Petit']);

      await click(filter('prets'));
      expect(names()).to.deep.equal(['Chloé Durand']);

      await click(filter('tous'));
      expect(names()).to.have.length(4);
      expect(screen.getByTestId('location').textContent).to.equal(PAGE);
    });

    it('opens on the filter of the address, says when it is empty, and goes back to everyone', async () => {
      renderSpaceAt(`${PAGE}?filtre=prets`, { api: pageApi([ALICE, BRUNO]).api });
      expect((await screen.findByTestId('buyers-empty')).textContent).to.contain(
        "Aucun acquéreur n'est encore prêt à enchérir.",
      );
      await click(screen.getByRole('button', { name: 'Voir tous les acquéreurs' }));
      expect(screen.getAllByTestId('buyer-row')).to.have.length(2);
    });
  });

  describe('validating the visit', () => {
    it('leads to the validation page once the booked slot has started', async () => {
      renderSpaceAt(PAGE, { api: pageApi().api });
      await screen.findAllByTestId('buyer-row');
      const link = within(rowOf('Alice Martin')).getByRole('link', {
        name: 'Valider la visite de Alice Martin',
      });
      expect(link.getAttribute('href')).to.equal('/espace-negociateur/dossier/41/validation/visite?bien=3');
    });

    it('is disabled before the slot starts, and says from when it will be possible', async () => {
      renderSpaceAt(PAGE, { api: pageApi().api });
      await screen.findAllByTestId('buyer-row');
      const bruno = rowOf('Bruno Petit');
      const button = within(bruno).getByTestId('validate-visit') as HTMLButtonElement;
      expect(button.tagName).to.equal('BUTTON');
      expect(button.disabled).to.equal(true);
      const why = within(bruno).getByTestId('validate-visit-why');
      expect(why.textContent).to.equal('Possible dès le début du créneau, le 20/01/2026 10:30');
      expect(button.getAttribute('aria-describedby')).to.equal(why.id);
    });

    it('comes alive when the slot starts while the page is open', async () => {
      let now = Date.parse('2026-01-20T09:29:59.990Z');
      renderSpaceAt(PAGE, { api: pageApi([BRUNO]).api, now: () => now });
      await screen.findAllByTestId('buyer-row');
      expect((screen.getByTestId('validate-visit') as HTMLButtonElement).disabled).to.equal(true);
      now = Date.parse('2026-01-20T09:30:00Z');
      await waitFor(() => expect(screen.getByTestId('validate-visit').tagName).to.equal('A'));
    });
  });

  describe('decisions on the identity document and the agrément', () => {
    it('approves the identity document after a confirmation, and shows the file as the server answers it', async () => {
      const api = pageApi([ALICE], {
        'POST /api/dossiers/41/piece-identite/decision': {
          ...ALICE,
          identity: { ...ALICE.identity, status: 'approved', accountVerified: true },
          bidderBlocks: ['visit_not_validated', 'agrement_pending'],
        },
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('buyer-row');
      await click(screen.getByRole('button', { name: "Valider la pièce d'identité de Alice Martin" }));
      const dialog = screen.getByRole('dialog', { name: "Valider la pièce d'identité de Alice Martin ?" });
      expect(dialog.textContent).to.contain('sur toutes ses ventes');
      await click(within(dialog).getByRole('button', { name: 'Valider' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
      expect(api.callsTo('POST', '/api/dossiers/41/piece-identite/decision')[0]!.json).to.deep.equal({
        decision: 'approve',
      });
      expect(text(rowOf('Alice Martin'))).to.contain('Validée sur le compte');
      expect(screen.queryByTestId('approve-identity')).to.equal(null);
      expect(screen.getByTestId('approve-agrement')).to.exist;
    });

    it('refuses only with a reason, within core’s length, and sends it', async () => {
      const api = pageApi([ALICE], {
        'POST /api/dossiers/41/agrement/decision': (call: { json?: unknown }) => ({
          ...ALICE,
          agrement: {
            ...ALICE.agrement,
            status: 'refused',
            refusalReason: (call.json as { reason: string }).reason,
          },
        }),
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('buyer-row');
      await click(screen.getByRole('button', { name: "Refuser la demande d'agrément de Alice Martin" }));
      const dialog = screen.getByRole('dialog', { name: "Refuser la demande d'agrément de Alice Martin" });
      const reason = within(dialog).getByLabelText('Motif du refus (communiqué à l’acquéreur)');
      expect(document.activeElement).to.equal(reason);

      await click(within(dialog).getByRole('button', { name: 'Refuser' }));
      await waitFor(() =>
        expect(within(dialog).getByTestId('field-error-reason').textContent).to.equal(
          'Indiquez le motif du refus',
        ),
      );
      expect(reason.getAttribute('aria-invalid')).to.equal('true');

      fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
      await click(within(dialog).getByRole('button', { name: 'Refuser' }));
      await waitFor(() =>
        expect(within(dialog).getByTestId('field-error-reason').textContent).to.equal(
          '500 caractères maximum',
        ),
      );
      expect(within(dialog).getByText('501/500')).to.exist;
      expect(api.callsTo('POST', '/api/dossiers/41/agrement/decision')).to.have.length(0);

      fireEvent.change(reason, { target: { value: '  Le nom signé ne correspond pas au compte  ' } });
      await click(within(dialog).getByRole('button', { name: 'Refuser' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
      expect(api.callsTo('POST', '/api/dossiers/41/agrement/decision')[0]!.json).to.deep.equal({
        decision: 'refuse',
        reason: 'Le nom signé ne correspond pas au compte',
      });
      expect(text(rowOf('Alice Martin'))).to.contain('Motif : Le nom signé ne correspond pas au compte');
    });

    it('keeps the dialog open with the server’s words when the decision fails', async () => {
      const api = pageApi([ALICE], {
        'POST /api/dossiers/41/piece-identite/decision': () =>
          Promise.reject(
            new ApiError(
              409,
              'review_not_pending',
              "Il n'y a rien à valider : le document n'est pas en attente de validation",
            ),
          ),
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('buyer-row');
      await click(screen.getByTestId('approve-identity'));
      await click(screen.getByTestId('dialog-confirm'));
      expect((await screen.findByTestId('dialog-error')).textContent).to.equal(
        "Il n'y a rien à valider : le document n'est pas en attente de validation",
      );
      expect(screen.getByRole('dialog')).to.exist;
    });

    it('shows the server’s refusal of the reason on the field', async () => {
      const body = {
        error: {
          code: 'review_invalid',
          message: 'Motif refusé',
          fields: { reason: { code: 'field_too_long', message: '500 caractères maximum' } },
        },
      };
      const api = pageApi([ALICE], {
        'POST /api/dossiers/41/piece-identite/decision': () =>
          Promise.reject(new ApiError(400, 'review_invalid', 'Motif refusé', body)),
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('buyer-row');
      await click(screen.getByTestId('refuse-identity'));
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Illisible' } });
      await click(screen.getByTestId('dialog-confirm'));
      await waitFor(() =>
        expect(screen.getByTestId('field-error-reason').textContent).to.equal('500 caractères maximum'),
      );
    });

    it('closes on Escape and on Annuler without deciding, giving the focus back', async () => {
      const api = pageApi([ALICE]);
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('buyer-row');
      const opener = screen.getByTestId('refuse-identity');
      opener.focus();
      await click(opener);
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      expect(screen.queryByRole('dialog')).to.equal(null);
      expect(document.activeElement).to.equal(opener);
      await click(screen.getByTestId('approve-agrement'));
      await click(screen.getByRole('button', { name: 'Annuler' }));
      expect(screen.queryByRole('dialog')).to.equal(null);
      expect(api.calls.filter((call) => call.method === 'POST')).to.have.length(0);
    });
  });

  it('edits the negotiator’s comment in place (PUT /api/dossier_acheteurs/{id}), then removes its block (§7)', async () => {
    const api = pageApi([ALICE], { 'PUT /api/dossier_acheteurs/41': { value: 'Rappeler lundi' } });
    renderSpaceAt(PAGE, { api: api.api });
    await screen.findAllByTestId('buyer-row');
    await click(screen.getByRole('button', { name: /Commentaire sur Alice Martin/ }));
    const input = screen.getByRole('textbox', { name: 'Commentaire sur Alice Martin' });
    fireEvent.change(input, { target: { value: 'Rappeler lundi' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByText('Commentaire enregistré.')).getAttribute('role')).to.equal('status');
    expect(api.callsTo('PUT', '/api/dossier_acheteurs/41')[0]!.json).to.deep.equal({
      commentaireSurAcquereur: 'Rappeler lundi',
    });
    expect(screen.queryByTestId('inline-edit')).to.equal(null);
  });

  it('speaks English too', async () => {
    renderSpaceAt(PAGE, { api: pageApi().api, locale: 'en' });
    await screen.findAllByTestId('buyer-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Buyers' })).to.exist;
    expect(screen.getByText('4 registered buyers')).to.exist;
    expect(text(screen.getByTestId('buyers-filter-a-examiner'))).to.equal('To review1');
    expect(within(rowOf('Chloé Durand')).getByTestId('ready-to-bid').textContent).to.equal('Ready to bid');
  });
});
