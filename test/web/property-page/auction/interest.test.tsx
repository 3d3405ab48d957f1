import '../../../support/dom.js';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import {
  ANONYMOUS,
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  apiError,
  pageData,
  setup,
  teardown,
  type Viewer,
} from './harness.js';

const UPCOMING = { serverNow: CLIENT_NOW, startAt: CLIENT_NOW + 3 * DAY, endAt: CLIENT_NOW + 10 * DAY };
const NEWCOMER: Viewer = {
  ...BUYER,
  currentUser: 51,
  registered: false,
  visitDone: false,
  mustRegister: true,
};
const REGISTER = '/api/bien/inscription/3';
const CONFIRM_TEXT = 'Êtes-vous sûr ? Vous serez redirigé vers votre espace utilisateur';

function openWith(viewer: Viewer, register: () => unknown) {
  const api = new FakeApi()
    .on('GET', '/api/bien/3/page', pageData(UPCOMING, viewer))
    .on('GET', REGISTER, register);
  return setup(api).then((harness) => ({ ...harness, api }));
}

/** 'Ce bien m'intéresse', then 'Continuer' in the confirmation. */
async function confirmInterest(advance: (ms: number) => Promise<void>) {
  fireEvent.click(screen.getByTestId('register-interest'));
  await advance(0);
  fireEvent.click(screen.getByTestId('register-confirm'));
  await advance(0);
}

describe("web: property page auction — 'Ce bien m'intéresse'", () => {
  afterEach(teardown);

  it('asks to confirm first, registers only once confirmed, then goes to the buyer file', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { advance, deps, api } = await openWith(
      NEWCOMER,
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    fireEvent.click(screen.getByTestId('register-interest'));
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Inscription à la vente' });
    expect(dialog.textContent).to.contain(CONFIRM_TEXT);
    expect(api.callsTo('GET', REGISTER)).to.have.length(0);

    fireEvent.click(screen.getByTestId('register-confirm'));
    await advance(0);
    expect(api.callsTo('GET', REGISTER)).to.have.length(1);
    // On its way: the dialog stays, busy, and cannot be dismissed.
    expect(screen.getByTestId('register-confirm').textContent).to.equal('Inscription en cours…');
    expect((screen.getByTestId('register-cancel') as HTMLButtonElement).disabled).to.equal(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).to.exist;
    expect(deps.navigate.called).to.equal(false);

    answer({ message: 'ok', redirect: '/ailleurs', bienId: 3, bienInscrit: '1' });
    await advance(0);
    expect(deps.navigate.calledOnceWithExactly('/espace-utilisateur/acheteur/bien/3/show')).to.equal(true);
  });

  it('registers nothing when the buyer stays on the page', async () => {
    const { advance, deps, api } = await openWith(NEWCOMER, () => ({ message: 'ok' }));
    fireEvent.click(screen.getByTestId('register-interest'));
    await advance(0);
    fireEvent.click(screen.getByTestId('register-cancel'));
    await advance(0);
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(api.callsTo('GET', REGISTER)).to.have.length(0);
    expect(deps.navigate.called).to.equal(false);
    // Escape is a 'no' too, and the button asks again afterwards.
    fireEvent.click(screen.getByTestId('register-interest'));
    await advance(0);
    fireEvent.keyDown(document, { key: 'Escape' });
    await advance(0);
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(api.callsTo('GET', REGISTER)).to.have.length(0);
    expect((screen.getByTestId('register-interest') as HTMLButtonElement).disabled).to.equal(false);
  });

  it('sends an anonymous visitor (401) to the login page with bienVente', async () => {
    const { advance, deps } = await openWith(ANONYMOUS, () => {
      throw apiError(401, 'unauthenticated', 'Vous devez être connecté');
    });
    await confirmInterest(advance);
    expect(deps.navigate.calledOnceWithExactly('/compte-36h-immo.html?bienVente=3')).to.equal(true);
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(screen.queryByTestId('register-error')).to.equal(null);
  });

  it("shows the server's message for any other failure", async () => {
    const { advance } = await openWith(NEWCOMER, () => {
      throw apiError(
        409,
        'interest_sale_ended',
        "La vente de ce bien est terminée, l'inscription n'est plus possible",
      );
    });
    await confirmInterest(advance);
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(screen.getByTestId('register-error').textContent).to.equal(
      "La vente de ce bien est terminée, l'inscription n'est plus possible",
    );
  });

  it("falls back to 'Une erreur est survenue' when the server said nothing", async () => {
    const { advance } = await openWith(NEWCOMER, () => {
      throw apiError(500, 'http_500', '');
    });
    await confirmInterest(advance);
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(screen.getByTestId('register-error').textContent).to.equal('Une erreur est survenue');
  });

  it('is not offered to a registered buyer, nor to a negotiator', async () => {
    await openWith(BUYER, () => null);
    expect(screen.queryByTestId('register-interest')).to.equal(null);
    teardown();
    await openWith({ ...BUYER, roles: ['ROLE_NEGOCIATEUR'], mustRegister: false }, () => null);
    expect(screen.queryByTestId('register-interest')).to.equal(null);
  });
});
