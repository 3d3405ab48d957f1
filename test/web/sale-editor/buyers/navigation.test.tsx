import '../../../support/dom.js';
import { cleanup, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { validSaleValues } from '../form/harness.js';
import { actors, ADMIN, ALICE, click, fakeApi, hydra, NEGOTIATOR, renderSpaceAt, SALE } from './harness.js';

const ITEM = {
  bienId: 3,
  reference: 'LYO-APPT-003',
  title: 'Duplex sous les toits',
  type: 'APPT',
  city: 'Lyon',
  status: 'en_cours',
  startAt: '2026-01-12T06:00:00+01:00',
  endAt: '2026-01-21T21:45:00+01:00',
  firstPrice: 752500,
  currentPrice: null,
  bidCount: 0,
};

const spaceApi = () =>
  fakeApi({
    'GET /ajax/biens/list*': { items: [ITEM], total: 1, page: 1, pageSize: 20 },
    'GET /ajax/users/list*': { items: [], total: 0, page: 1, pageSize: 20 },
    'GET /api/bien/3/acteurs': actors([ALICE]),
    'GET /api/bien/3/visites': hydra([]),
    'GET /api/bien/3/visites/buyers': hydra([]),
    'GET /v2/sell/3': SALE,
  });

const nav = () => screen.getByRole('navigation', { name: "Rubriques de l'espace négociateur" });
const navLink = (name: string) => within(nav()).queryByRole('link', { name });

describe('web: sale editor — the ways to the qualification screens (issue 9)', () => {
  afterEach(cleanup);

  it('each sale of the list leads to its buyers and its visits', async () => {
    renderSpaceAt('/espace-negociateur', { api: spaceApi().api });
    const [row] = await screen.findAllByTestId('sales-row');
    const buyers = within(row!).getByRole('link', { name: 'Acquéreurs de la vente LYO-APPT-003' });
    expect(buyers.getAttribute('href')).to.equal('/espace-negociateur/bien/3/acteurs');
    expect(buyers.textContent).to.equal('Acquéreurs');
    expect(
      within(row!).getByRole('link', { name: 'Visites de la vente LYO-APPT-003' }).getAttribute('href'),
    ).to.equal('/espace-negociateur/bien/3/visites');
    await click(buyers);
    expect(await screen.findByTestId('sale-buyers')).to.exist;
  });

  it('the sale form leads to the sale’s buyers and visits', async () => {
    renderSpaceAt('/espace-negociateur/bien/3/informations', {
      api: fakeApi({ 'GET /v2/sell/3': { bienId: 3, ...validSaleValues() } }).api,
    });
    expect((await screen.findByTestId('sale-form-buyers')).getAttribute('href')).to.equal(
      '/espace-negociateur/bien/3/acteurs',
    );
    expect(screen.getByTestId('sale-form-visits').getAttribute('href')).to.equal(
      '/espace-negociateur/bien/3/visites',
    );
  });

  it('the space’s sections name the buyers and visits of the sale in view, and only then', async () => {
    renderSpaceAt('/espace-negociateur', { api: spaceApi().api });
    await screen.findAllByTestId('sales-row');
    expect(navLink('Acquéreurs')).to.equal(null);
    expect(navLink('Visites')).to.equal(null);
    cleanup();

    renderSpaceAt('/espace-negociateur/bien/3/acteurs', { api: spaceApi().api });
    await screen.findAllByTestId('buyer-row');
    expect(navLink('Acquéreurs')!.getAttribute('aria-current')).to.equal('page');
    expect(navLink('Visites')!.getAttribute('href')).to.equal('/espace-negociateur/bien/3/visites');
    await click(navLink('Visites')!);
    expect(await screen.findByTestId('sale-visits')).to.exist;
    expect(navLink('Visites')!.getAttribute('aria-current')).to.equal('page');
    cleanup();

    renderSpaceAt('/espace-negociateur/dossier/41/validation/visite?bien=3', { api: spaceApi().api });
    await screen.findByTestId('visit-validation');
    expect(navLink('Acquéreurs')!.getAttribute('href')).to.equal('/espace-negociateur/bien/3/acteurs');
  });

  it('shows the users section to administrators, not to negotiators', async () => {
    renderSpaceAt('/espace-negociateur', { api: spaceApi().api, user: NEGOTIATOR });
    await screen.findAllByTestId('sales-row');
    expect(navLink('Utilisateurs')).to.equal(null);
    cleanup();

    renderSpaceAt('/espace-negociateur', { api: spaceApi().api, user: ADMIN });
    await screen.findAllByTestId('sales-row');
    await click(navLink('Utilisateurs')!);
    expect(screen.getByTestId('location').textContent).to.equal('/espace-negociateur/utilisateurs');
    expect(await screen.findByTestId('users-empty')).to.exist;
    expect(navLink('Utilisateurs')!.getAttribute('aria-current')).to.equal('page');
  });
});
