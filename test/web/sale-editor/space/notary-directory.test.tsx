import '../../../support/dom.js';
import { ApiError, type Me } from '@immo/kit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { Route, Routes } from 'react-router';
import { NegotiatorSpaceRoutes } from '../../../../microfrontends/sale-editor/src/space/space-routes.js';
import {
  ASSISTANCE_NEGOTIATOR,
  click,
  deferred,
  fakeApi,
  NEGOTIATOR,
  renderInApp,
  TEST_TABS,
  type SetupOptions,
} from '../form/harness.js';

const ADMIN: Me = { ...NEGOTIATOR, id: 1, roles: ['ROLE_USER', 'ROLE_ADMIN'], assistance: false };

const DIRECTORY = '/espace-negociateur/annuaire-notaires';

/** As GET /find-tiers-assistance answers: sorted by name. */
const NOTARIES = {
  data: [
    { tiers_id: 3, tiers_name: 'Maître Anne Durand', tiers_crpcen: '69001' },
    { tiers_id: 5, tiers_name: 'Office notarial du Rhône', tiers_crpcen: null },
    { tiers_id: 4, tiers_name: 'Étude Lefèvre & Associés', tiers_crpcen: '38012' },
  ],
};

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

function renderSpace(options: SetupOptions = {}) {
  return renderInApp(
    <Routes>
      <Route path="/espace-negociateur/*" element={<NegotiatorSpaceRoutes tabs={TEST_TABS} />} />
    </Routes>,
    { user: ASSISTANCE_NEGOTIATOR, ...options },
  );
}

/** Each row as 'CRPCEN cell | name cell' (the cells' text, screen-reader text included). */
const rowTexts = () =>
  screen
    .getAllByTestId('notary-row')
    .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent!.trim()).join(' | '));

const search = (text: string) =>
  fireEvent.change(screen.getByTestId('notary-search'), { target: { value: text } });

describe('web: sale editor — the notary directory (spec §2.4)', () => {
  afterEach(cleanup);

  describe('its place in the space’s sections', () => {
    const navLink = () => screen.queryByRole('link', { name: 'Annuaire des notaires' });

    it('shows the link to assistance negotiators, and it opens the directory', async () => {
      const api = fakeApi({ 'GET /ajax/biens/list*': page([]), 'GET /find-tiers-assistance': NOTARIES });
      renderSpace({ api: api.api });
      await screen.findByTestId('negotiator-sales');
      const link = navLink()!;
      expect(link.getAttribute('href')).to.equal(DIRECTORY);
      await click(link);
      expect(screen.getByTestId('location').textContent).to.equal(DIRECTORY);
      expect(await screen.findAllByTestId('notary-row')).to.have.length(3);
      expect(navLink()!.getAttribute('aria-current')).to.equal('page');
    });

    it('shows the link to administrators', async () => {
      renderSpace({ user: ADMIN, api: fakeApi({ 'GET /ajax/biens/list*': page([]) }).api });
      await screen.findByTestId('negotiator-sales');
      expect(navLink()!.getAttribute('href')).to.equal(DIRECTORY);
    });

    it('hides it from a plain negotiator', async () => {
      renderSpace({ user: NEGOTIATOR, api: fakeApi({ 'GET /ajax/biens/list*': page([]) }).api });
      await screen.findByTestId('negotiator-sales');
      expect(screen.getByRole('link', { name: 'Informations personnelles' })).to.exist;
      expect(navLink()).to.equal(null);
    });
  });

  it('lists the notaries from GET /find-tiers-assistance: title, count, CRPCEN code (— when none) and name', async () => {
    const api = fakeApi({ 'GET /find-tiers-assistance': NOTARIES });
    renderSpace({ api: api.api, path: DIRECTORY });
    const directory = await screen.findByTestId('notary-directory');
    expect(within(directory).getByRole('heading', { name: 'Annuaire des notaires' })).to.exist;
    await screen.findAllByTestId('notary-row');
    expect(api.callsTo('GET', '/find-tiers-assistance')).to.have.length(1);
    expect(screen.getByText('3 notaires')).to.exist;
    expect(screen.getByRole('columnheader', { name: 'Code CRPCEN' })).to.exist;
    expect(screen.getByRole('columnheader', { name: 'Notaire' })).to.exist;
    expect(rowTexts()).to.deep.equal([
      '69001 | Maître Anne Durand',
      '—Non renseigné | Office notarial du Rhône',
      '38012 | Étude Lefèvre & Associés',
    ]);
    const [, noCode] = screen.getAllByTestId('notary-row');
    expect(within(noCode!).getByText('—').getAttribute('aria-hidden')).to.equal('true');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un notaire' })).to.exist;
  });

  it('says it is loading until the answer comes', async () => {
    const answer = deferred();
    renderSpace({
      api: fakeApi({ 'GET /find-tiers-assistance': () => answer.promise }).api,
      path: DIRECTORY,
    });
    expect((await screen.findByText('Chargement...')).getAttribute('aria-busy')).to.equal('true');
    expect((screen.getByTestId('notary-search') as HTMLInputElement).disabled).to.equal(true);
    answer.resolve(NOTARIES);
    expect(await screen.findAllByTestId('notary-row')).to.have.length(3);
    expect((screen.getByTestId('notary-search') as HTMLInputElement).disabled).to.equal(false);
  });

  it('filters as one types, by name or CRPCEN code, ignoring case and accents', async () => {
    renderSpace({ api: fakeApi({ 'GET /find-tiers-assistance': NOTARIES }).api, path: DIRECTORY });
    await screen.findAllByTestId('notary-row');

    search('etude lefevre');
    expect(rowTexts()).to.deep.equal(['38012 | Étude Lefèvre & Associés']);
    expect(screen.getByText('1 notaire sur 3')).to.exist;

    search('  RHÔNE ');
    expect(rowTexts()).to.deep.equal(['—Non renseigné | Office notarial du Rhône']);

    search('maitre');
    expect(rowTexts()).to.deep.equal(['69001 | Maître Anne Durand']);

    search('690');
    expect(rowTexts()).to.deep.equal(['69001 | Maître Anne Durand']);

    search('0');
    expect(rowTexts()).to.have.length(2);
    expect(screen.getByText('2 notaires sur 3')).to.exist;

    search('');
    expect(rowTexts()).to.have.length(3);
    expect(screen.getByText('3 notaires')).to.exist;
  });

  it('says when no notary matches the search, and clears it', async () => {
    renderSpace({ api: fakeApi({ 'GET /find-tiers-assistance': NOTARIES }).api, path: DIRECTORY });
    await screen.findAllByTestId('notary-row');
    search('Bordeaux ');
    expect(screen.queryAllByTestId('notary-row')).to.have.length(0);
    expect(screen.getByText('Aucun notaire ne correspond à « Bordeaux ».')).to.exist;
    expect(screen.getByText('0 notaire sur 3')).to.exist;
    await click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect((screen.getByTestId('notary-search') as HTMLInputElement).value).to.equal('');
    expect(screen.getAllByTestId('notary-row')).to.have.length(3);
  });

  it('says when the directory is empty, without a search field', async () => {
    renderSpace({ api: fakeApi({ 'GET /find-tiers-assistance': { data: [] } }).api, path: DIRECTORY });
    expect(await screen.findByText('Aucun notaire dans l’annuaire pour l’instant.')).to.exist;
    expect(screen.queryByTestId('notary-search')).to.equal(null);
    expect(screen.queryByTestId('notary-row')).to.equal(null);
  });

  it('says when the directory cannot be loaded, and tries again', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /find-tiers-assistance': () =>
        fail ? Promise.reject(new ApiError(0, 'network_error', '')) : NOTARIES,
    });
    renderSpace({ api: api.api, path: DIRECTORY });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain('L’annuaire des notaires n’a pas pu être chargé.');
    fail = false;
    await click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByTestId('notary-row')).to.have.length(3);
    expect(api.callsTo('GET', '/find-tiers-assistance')).to.have.length(2);
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  describe('refusal (core’s mayChooseAssociatedNotary: the server answers 403)', () => {
    it('explains politely to a plain negotiator who types the address, without asking the server', async () => {
      const api = fakeApi({
        'GET /find-tiers-assistance': () => Promise.reject(new ApiError(403, 'forbidden', 'Accès refusé')),
      });
      renderSpace({ user: NEGOTIATOR, api: api.api, path: DIRECTORY });
      const refusal = await screen.findByTestId('notaries-refused');
      expect(refusal.textContent).to.contain(
        'L’annuaire des notaires est réservé aux négociateurs de l’assistance et aux administrateurs',
      );
      expect(refusal.textContent).to.not.contain('Accès refusé');
      expect(
        within(refusal).getByRole('link', { name: 'Retour à mes ventes' }).getAttribute('href'),
      ).to.equal('/espace-negociateur');
      expect(api.callsTo('GET', '/find-tiers-assistance')).to.have.length(0);
      expect(screen.queryByTestId('notary-directory')).to.equal(null);
    });

    it('explains the same when the server refuses (403) a session the page thought allowed', async () => {
      const api = fakeApi({
        'GET /find-tiers-assistance': () => Promise.reject(new ApiError(403, 'forbidden', 'Accès refusé')),
      });
      renderSpace({ api: api.api, path: DIRECTORY });
      const refusal = await screen.findByTestId('notaries-refused');
      expect(refusal.textContent).to.contain('votre compte n’y a pas accès');
      expect(screen.queryByRole('button', { name: 'Réessayer' })).to.equal(null);
    });
  });

  it('speaks English too', async () => {
    renderSpace({
      api: fakeApi({ 'GET /find-tiers-assistance': NOTARIES }).api,
      path: DIRECTORY,
      locale: 'en',
    });
    await screen.findAllByTestId('notary-row');
    expect(screen.getByRole('heading', { name: 'Notary directory' })).to.exist;
    expect(screen.getByText('3 notaries')).to.exist;
    search('durand');
    await waitFor(() => expect(screen.getByText('1 notary of 3')).to.exist);
  });
});
