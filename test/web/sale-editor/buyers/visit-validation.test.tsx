import '../../../support/dom.js';
import { ApiError } from '@immo/kit';
import { cleanup, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { ALICE, actors, BRUNO, CHLOE, click, deferred, fakeApi, renderSpaceAt, SALE } from './harness.js';

const PAGE = '/espace-negociateur/dossier/41/validation/visite?bien=3';
const VALIDATE = '/espace-negociateur/dossier/41/validation/visite';

/** What the validation answers (a BuyerFileJson; the page reads bienId and visitDoneAt). */
const VALIDATED = { id: 41, bienId: 3, visitDoneAt: '2026-01-15T11:00:00+01:00' };

function pageApi(more: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /api/bien/3/acteurs': actors([ALICE, BRUNO, CHLOE]),
    'GET /v2/sell/3': SALE,
    [`POST ${VALIDATE}`]: VALIDATED,
    ...more,
  });
}

describe('web: sale editor — one buyer’s visit validation (/espace-negociateur/dossier/{id}/validation/visite)', () => {
  afterEach(cleanup);

  it('shows the buyer, the sale and the booked slot, then validates on confirmation and leads back to the buyers', async () => {
    const api = pageApi();
    renderSpaceAt(PAGE, { api: api.api });
    const page = await screen.findByTestId('visit-validation');
    expect(within(page).getByRole('heading', { level: 1, name: 'Validation de la visite' })).to.exist;
    await screen.findByText('Confirmez-vous que Alice Martin a visité le bien ?');
    expect(page.textContent)
      .to.contain('LYO-APPT-003')
      .and.contain('Dossier acheteur n° 41')
      .and.contain('alice.martin@example.fr');
    expect(screen.getByTestId('validation-slot').textContent).to.equal('14/01/2026 14:00');
    expect(api.callsTo('POST', VALIDATE)).to.have.length(0);

    await click(screen.getByRole('button', { name: 'Confirmer la visite' }));
    expect((await screen.findByTestId('validation-done')).textContent).to.equal(
      'Visite validée le 15/01/2026 11:00.',
    );
    expect(api.callsTo('POST', VALIDATE)).to.have.length(1);
    const back = screen.getByRole('link', { name: 'Retour aux acquéreurs de la vente' });
    expect(back.getAttribute('href')).to.equal('/espace-negociateur/bien/3/acteurs');
    await click(back);
    expect(screen.getByTestId('location').textContent).to.equal('/espace-negociateur/bien/3/acteurs');
  });

  it('says clearly when the server refuses because the slot has not started (409 visit_not_started)', async () => {
    renderSpaceAt(PAGE, {
      api: pageApi({
        [`POST ${VALIDATE}`]: () =>
          Promise.reject(new ApiError(409, 'visit_not_started', 'Le créneau n’a pas commencé')),
      }).api,
    });
    await click(await screen.findByTestId('validation-confirm'));
    const error = await screen.findByTestId('validation-error');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.equal(
      "Le créneau de cet acquéreur n'a pas encore commencé : la visite ne peut être validée qu'à partir de son début.",
    );
    expect(screen.queryByTestId('validation-done')).to.equal(null);
  });

  it('says other failures in the server’s words, and lets one try again', async () => {
    let fail = true;
    const api = pageApi({
      [`POST ${VALIDATE}`]: () =>
        fail
          ? Promise.reject(new ApiError(403, 'forbidden', 'Vous n’avez pas les droits pour cette action'))
          : VALIDATED,
    });
    renderSpaceAt(PAGE, { api: api.api });
    await click(await screen.findByTestId('validation-confirm'));
    expect((await screen.findByTestId('validation-error')).textContent).to.equal(
      'Vous n’avez pas les droits pour cette action',
    );
    fail = false;
    await click(screen.getByTestId('validation-confirm'));
    expect(await screen.findByTestId('validation-done')).to.exist;
  });

  it('keeps the confirmation disabled before the slot starts, and says from when', async () => {
    const api = pageApi();
    renderSpaceAt('/espace-negociateur/dossier/42/validation/visite?bien=3', { api: api.api });
    const button = (await screen.findByTestId('validation-confirm')) as HTMLButtonElement;
    expect(button.disabled).to.equal(true);
    expect(screen.getByTestId('validation-not-started').textContent).to.equal(
      'Possible dès le début du créneau, le 20/01/2026 10:30',
    );
    expect(button.getAttribute('aria-describedby')).to.equal(screen.getByTestId('validation-not-started').id);
  });

  it('says when the visit was already validated, without asking again', async () => {
    renderSpaceAt('/espace-negociateur/dossier/43/validation/visite?bien=3', { api: pageApi().api });
    expect((await screen.findByTestId('validation-already')).textContent).to.equal(
      'La visite de cet acquéreur a déjà été validée le 14/01/2026 15:10.',
    );
    expect(screen.queryByTestId('validation-confirm')).to.equal(null);
  });

  it('says when the file is not one of the sale’s buyers', async () => {
    renderSpaceAt('/espace-negociateur/dossier/99/validation/visite?bien=3', { api: pageApi().api });
    const alert = await screen.findByTestId('validation-unknown-file');
    expect(alert.textContent).to.contain('Ce dossier ne fait pas partie des acquéreurs de cette vente.');
    expect(within(alert).getByRole('link').getAttribute('href')).to.equal(
      '/espace-negociateur/bien/3/acteurs',
    );
  });

  it('says it is loading, then why the buyers could not be read', async () => {
    const answer = deferred();
    renderSpaceAt(PAGE, {
      api: fakeApi({ 'GET /api/bien/3/acteurs': () => answer.promise, 'GET /v2/sell/3': SALE }).api,
    });
    expect(await screen.findByText('Chargement...')).to.exist;
    answer.reject(new ApiError(0, 'network_error', ''));
    expect((await screen.findByRole('alert')).textContent).to.contain(
      "Les acquéreurs de cette vente n'ont pas pu être chargés.",
    );
  });

  it('reached without the sale, asks about the file alone and learns the sale from the answer', async () => {
    const api = pageApi();
    renderSpaceAt(VALIDATE, { api: api.api });
    expect(await screen.findByText("Confirmez-vous que l'acquéreur de ce dossier a visité le bien ?")).to
      .exist;
    expect(api.callsTo('GET', '/api/bien')).to.have.length(0);
    await click(screen.getByTestId('validation-confirm'));
    await screen.findByTestId('validation-done');
    expect(screen.getByTestId('validation-back').getAttribute('href')).to.equal(
      '/espace-negociateur/bien/3/acteurs',
    );
  });

  it('speaks English too', async () => {
    renderSpaceAt(PAGE, { api: pageApi().api, locale: 'en' });
    expect(await screen.findByText('Do you confirm that Alice Martin visited the property?')).to.exist;
    expect(screen.getByRole('button', { name: 'Confirm the visit' })).to.exist;
  });
});
