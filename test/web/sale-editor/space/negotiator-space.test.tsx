import '../../../support/dom.js';
import { ApiError, selectSession } from '@immo/kit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { Route, Routes } from 'react-router';
import { NegotiatorSpaceRoutes } from '../../../../microfrontends/sale-editor/src/space/space-routes.js';
import {
  click,
  fakeApi,
  NEGOTIATOR,
  renderInApp,
  TEST_TABS,
  useJsdomFormData,
  type SetupOptions,
} from '../form/harness.js';

const ITEM = {
  bienId: 3,
  reference: 'LYO-APPT-003',
  title: 'Duplex sous les toits, presqu’île d’Ainay',
  type: 'APPT',
  city: 'Lyon',
  status: 'en_cours',
  startAt: '2026-11-12T06:00:00+01:00',
  endAt: '2026-11-21T21:45:00+01:00',
  firstPrice: 752500,
  currentPrice: 812500,
  bidCount: 10,
};

const page = (items: unknown[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 20,
});

/** The space as the shell mounts it: under its '/espace-negociateur/*' route. */
function renderSpace(options: SetupOptions = {}) {
  return renderInApp(
    <Routes>
      <Route path="/espace-negociateur/*" element={<NegotiatorSpaceRoutes tabs={TEST_TABS} />} />
    </Routes>,
    { user: NEGOTIATOR, ...options },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('web: sale editor — the negotiator space', () => {
  afterEach(cleanup);

  useJsdomFormData();

  describe('who may enter (spec §6)', () => {
    it('refuses an anonymous visitor politely, with the way to log in', async () => {
      renderSpace({ user: null });
      const refusal = await screen.findByTestId('negotiator-space-refused');
      expect(refusal.textContent).to.contain('Cet espace est réservé aux négociateurs');
      expect(within(refusal).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).to.equal(
        '/compte-36h-immo.html',
      );
      expect(screen.queryByTestId('negotiator-sales')).to.equal(null);
    });

    it('refuses a buyer (ROLE_USER only)', async () => {
      renderSpace({ user: { ...NEGOTIATOR, roles: ['ROLE_USER'] } });
      expect((await screen.findByTestId('negotiator-space-refused')).textContent).to.contain(
        "votre compte n'y a pas accès",
      );
    });

    it('reads the session itself when nobody has (GET /api/me), and shares it through the store', async () => {
      const api = fakeApi({ 'GET /api/me': NEGOTIATOR, 'GET /ajax/biens/list*': page([]) });
      const { store } = renderSpace({ user: undefined, api: api.api });
      await screen.findByTestId('negotiator-sales');
      expect(selectSession(store.getState()).user?.email).to.equal('negociateur@demo.immo');
      expect(api.callsTo('GET', '/api/me')[0]!.expectUnauthorized).to.equal(true);
    });

    it('an unknown session answered 401 is an anonymous visitor', async () => {
      const api = fakeApi({ 'GET /api/me': () => Promise.reject(new ApiError(401, 'unauthenticated', '')) });
      renderSpace({ user: undefined, api: api.api });
      expect(await screen.findByTestId('negotiator-space-refused')).to.exist;
    });
  });

  describe('the sales list', () => {
    it('shows each sale: reference, title, town, French dates and euros, bids, links to edit and to the public page', async () => {
      const api = fakeApi({
        'GET /ajax/biens/list*': page([
          ITEM,
          {
            ...ITEM,
            bienId: 16,
            reference: 'PTR-BAGR-016',
            type: 'BAGR',
            city: 'Poitiers',
            currentPrice: null,
            bidCount: 0,
            firstPrice: 406000,
          },
        ]),
      });
      renderSpace({ api: api.api });
      const rows = await screen.findAllByTestId('sales-row');
      expect(api.calls[0]!.path).to.equal('/ajax/biens/list?status=en_cours&q=&page=1');
      expect(rows).to.have.length(2);
      const text = rows[0]!.textContent!.replace(/\s/g, ' ');
      expect(text).to.contain('LYO-APPT-003');
      expect(text).to.contain('Duplex sous les toits, presqu’île d’Ainay');
      expect(text).to.contain('Appartement · Lyon');
      expect(text).to.contain('12/11/2026 06:00');
      expect(text).to.contain('21/11/2026 21:45');
      expect(text).to.contain('812 500 €');
      expect(text).to.contain('Offre actuelle');
      expect(text).to.contain('10 offres');
      expect(within(rows[0]!).getByTestId('sales-row-edit').getAttribute('href')).to.equal(
        '/espace-negociateur/bien/3/informations',
      );
      expect(within(rows[0]!).getByTestId('sales-row-public').getAttribute('href')).to.equal('/bien/3');
      expect(within(rows[0]!).getByTestId('sales-row-poster').getAttribute('href')).to.equal('/affichette3');
      const second = rows[1]!.textContent!.replace(/\s/g, ' ');
      expect(second).to.contain('406 000 €');
      expect(second).to.contain('Première offre');
      expect(second).to.contain('0 offre');
      expect(screen.getByText('2 ventes')).to.exist;
    });

    it('switches status (en_cours, a_venir, termine), searches and pages through the API', async () => {
      const api = fakeApi({
        'GET /ajax/biens/list*': (call: { path: string }) =>
          call.path.includes('page=2') ? page([ITEM], 45, 2) : page([ITEM], 45),
      });
      renderSpace({ api: api.api });
      await screen.findAllByTestId('sales-row');
      expect(screen.getByText('Page 1 sur 3')).to.exist;

      await click(screen.getByTestId('sales-status-a_venir'));
      await waitFor(() =>
        expect(api.calls.at(-1)!.path).to.equal('/ajax/biens/list?status=a_venir&q=&page=1'),
      );
      expect(location()).to.equal('/espace-negociateur?statut=a_venir');

      fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' Lyon ' } });
      await click(screen.getByRole('button', { name: 'Rechercher' }));
      await waitFor(() =>
        expect(api.calls.at(-1)!.path).to.equal('/ajax/biens/list?status=a_venir&q=Lyon&page=1'),
      );

      await screen.findAllByTestId('sales-row');
      await click(screen.getByRole('button', { name: 'Page suivante' }));
      await waitFor(() =>
        expect(api.calls.at(-1)!.path).to.equal('/ajax/biens/list?status=a_venir&q=Lyon&page=2'),
      );
      await screen.findByText('Page 2 sur 3');

      await click(screen.getByTestId('sales-status-termine'));
      await waitFor(() =>
        expect(api.calls.at(-1)!.path).to.equal('/ajax/biens/list?status=termine&q=Lyon&page=1'),
      );
    });

    it('finished sales have their own entry, the termine tab', async () => {
      const api = fakeApi({ 'GET /ajax/biens/list*': page([]) });
      renderSpace({ api: api.api });
      await screen.findByTestId('negotiator-sales');
      await click(screen.getByRole('link', { name: 'Ventes terminées' }));
      await waitFor(() =>
        expect(api.calls.at(-1)!.path).to.equal('/ajax/biens/list?status=termine&q=&page=1'),
      );
      expect(screen.getByRole('heading', { name: 'Ventes terminées' })).to.exist;
      expect(screen.getByText("Aucune vente terminée pour l'instant.")).to.exist;
    });

    it('offers ‘Nouvelle vente’, which opens the sale form at /espace-negociateur/bien/nouveau', async () => {
      renderSpace({ api: fakeApi({ 'GET /ajax/biens/list*': page([]) }).api });
      const link = await screen.findByTestId('new-sale');
      expect(link.textContent).to.contain('Nouvelle vente');
      expect(link.getAttribute('href')).to.equal('/espace-negociateur/bien/nouveau');
      await click(link);
      expect(location()).to.equal('/espace-negociateur/bien/nouveau');
      expect(await screen.findByTestId('sale-form')).to.exist;
    });

    it('says when the list cannot be loaded, and tries again', async () => {
      let fail = true;
      const api = fakeApi({
        'GET /ajax/biens/list*': () =>
          fail ? Promise.reject(new ApiError(0, 'network_error', '')) : page([ITEM]),
      });
      renderSpace({ api: api.api });
      expect(await screen.findByText(/Vos ventes n'ont pas pu être chargées/)).to.exist;
      fail = false;
      await click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findAllByTestId('sales-row')).to.have.length(1);
    });

    it('edits a title in place (inline edit on the list)', async () => {
      const api = fakeApi({
        'GET /ajax/biens/list*': page([ITEM]),
        'PUT /api/bien/3': {
          entity: 'bien',
          id: 3,
          property: 'nom',
          value: 'Duplex rénové',
          displayValue: 'Duplex rénové',
        },
      });
      renderSpace({ api: api.api });
      const row = (await screen.findAllByTestId('sales-row'))[0]!;
      await click(within(row).getByRole('button', { name: /Titre de l'annonce/ }));
      const input = within(row).getByRole('textbox');
      fireEvent.change(input, { target: { value: 'Duplex rénové' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() =>
        expect(within(row).getByTestId('inline-edit').textContent).to.contain('Duplex rénové'),
      );
      expect(api.callsTo('PUT', '/api/bien/3')[0]!.json).to.deep.equal({ nom: 'Duplex rénové' });
    });

    it('shows an ended sale’s title as text: an ended sale is read-only', async () => {
      const api = fakeApi({ 'GET /ajax/biens/list*': page([{ ...ITEM, status: 'termine' }]) });
      renderSpace({ api: api.api });
      const row = (await screen.findAllByTestId('sales-row'))[0]!;
      expect(within(row).queryByTestId('inline-edit')).to.equal(null);
      expect(within(row).getByText(ITEM.title)).to.exist;
    });
  });

  it('shows the personal information from GET /api/me', async () => {
    const api = fakeApi({
      'GET /api/me': {
        ...NEGOTIATOR,
        phone: '06 12 34 56 78',
        address: '12 quai Saint-Antoine',
        postcode: '69002',
        city: 'Lyon',
        country: 'France',
        assistance: true,
        createdAt: '2025-03-12T09:00:00+01:00',
      },
    });
    renderSpace({ api: api.api, path: '/espace-negociateur/informations-personnelles' });
    const info = await screen.findByTestId('personal-info');
    await waitFor(() => expect(info.textContent).to.contain('Julie Bernard'));
    expect(info.textContent).to.contain('negociateur@demo.immo');
    expect(info.textContent).to.contain('06 12 34 56 78');
    expect(info.textContent).to.contain('12 quai Saint-Antoine, 69002 Lyon, France');
    expect(info.textContent).to.contain('Négociateur, Assistance');
    expect(info.textContent).to.contain('12 mars 2025');
  });

  it('fades the side of the section tabs where more hide, so a phone reader sees they scroll', async () => {
    // jsdom lays nothing out: the row is made 600 px wide in a 390 px window, scrolled as asked.
    const widths = { scrollWidth: 600, clientWidth: 390 };
    const saved = Object.keys(widths).map(
      (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
    );
    for (const [key, value] of Object.entries(widths))
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
    try {
      const api = fakeApi({ 'GET /ajax/biens/list*': page([ITEM]) });
      renderSpace({ api: api.api });
      const nav = await screen.findByTestId('space-nav');
      expect(nav.className).to.contain('ns-space-nav--more-after');
      expect(nav.className).to.not.contain('ns-space-nav--more-before');
      nav.scrollLeft = 210;
      fireEvent.scroll(nav);
      await waitFor(() => expect(nav.className).to.contain('ns-space-nav--more-before'));
      expect(nav.className).to.not.contain('ns-space-nav--more-after');
    } finally {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
        else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
      }
    }
  });

  it('also works mounted whole, outside any parent route (standalone)', async () => {
    const api = fakeApi({ 'GET /ajax/biens/list*': page([ITEM]) });
    renderInApp(<NegotiatorSpaceRoutes tabs={TEST_TABS} />, {
      user: NEGOTIATOR,
      api: api.api,
      path: '/espace-negociateur/bien/nouveau?onglet=vendeurs',
    });
    expect(await screen.findByTestId('vendors-tab')).to.exist;
    cleanup();
    renderInApp(<NegotiatorSpaceRoutes tabs={TEST_TABS} />, {
      user: NEGOTIATOR,
      api: api.api,
      path: '/espace-negociateur',
    });
    expect(await screen.findAllByTestId('sales-row')).to.have.length(1);
  });
});
