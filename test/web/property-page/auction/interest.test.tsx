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

describe("web: property page auction — 'Ce bien m'intéresse'", () => {
  afterEach(teardown);

  it('registers, asks to confirm with the answer, then goes to the buyer page', async () => {
    const { advance, deps, api } = await openWith(NEWCOMER, () => ({
      message: CONFIRM_TEXT,
      redirect: '/espace-utilisateur/acheteur/bien/3/show',
      bienId: 3,
      bienInscrit: '1',
    }));
    fireEvent.click(screen.getByTestId('register-interest'));
    await advance(0);
    expect(api.callsTo('GET', REGISTER)).to.have.length(1);
    expect(screen.getByRole('dialog').textContent).to.contain(CONFIRM_TEXT);
    expect(deps.navigate.called).to.equal(false);
    fireEvent.click(screen.getByTestId('register-confirm'));
    expect(deps.navigate.calledOnceWithExactly('/espace-utilisateur/acheteur/bien/3/show')).to.equal(true);
  });

  it('stays on the page when the buyer cancels, and reads it again now registered', async () => {
    let registered = false;
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', () =>
        pageData(UPCOMING, { ...NEWCOMER, registered, mustRegister: !registered }),
      )
      .on('GET', REGISTER, () => {
        registered = true;
        return { message: CONFIRM_TEXT, redirect: '/espace-utilisateur/acheteur/bien/3/show' };
      });
    const { advance, deps } = await setup(api);
    fireEvent.click(screen.getByTestId('register-interest'));
    await advance(0);
    fireEvent.click(screen.getByTestId('register-cancel'));
    await advance(0);
    expect(deps.navigate.called).to.equal(false);
    expect(api.callsTo('GET', '/api/bien/3/page')).to.have.length(2);
    expect(screen.queryByTestId('register-interest')).to.equal(null);
  });

  it('sends an anonymous visitor (401) to the login page with bienVente', async () => {
    const { advance, deps } = await openWith(ANONYMOUS, () => {
      throw apiError(401, 'unauthenticated', 'Vous devez être connecté');
    });
    fireEvent.click(screen.getByTestId('register-interest'));
    await advance(0);
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
    fireEvent.click(screen.getByTestId('register-interest'));
    await advance(0);
    expect(screen.getByTestId('register-error').textContent).to.equal(
      "La vente de ce bien est terminée, l'inscription n'est plus possible",
    );
  });

  it("falls back to 'Une erreur est survenue' when the server said nothing", async () => {
    const { advance } = await openWith(NEWCOMER, () => {
      throw apiError(500, 'http_500', '');
    });
    fireEvent.click(screen.getByTestId('register-interest'));
    await advance(0);
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
