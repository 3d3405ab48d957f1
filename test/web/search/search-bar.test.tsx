import '../../support/dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@immo/kit';
import { expect } from 'chai';
import sinon from 'sinon';
import { buyer, renderSearch, useFakeClock } from './render-search.js';

const NOW = Date.parse('2026-11-21T10:00:00+01:00');
const results = (total: number) => ({ 'hydra:member': [], 'hydra:totalItems': total, page: 1 });
const LYON = {
  nom: 'Lyon',
  codePostal: '69001',
  type: 'municipality',
  latitude: 45.767,
  longitude: 4.834,
  ville: 'Lyon',
  codeInsee: '69381',
  departement: '69',
};

describe('search remote: the search bar and the URL', () => {
  // React reads a submitted form through FormData, which must be jsdom's (Node's cannot read a jsdom form).
  let nodeFormData: typeof FormData;
  before(() => {
    nodeFormData = globalThis.FormData;
    globalThis.FormData = (window as unknown as { FormData: typeof FormData }).FormData;
  });
  after(() => {
    globalThis.FormData = nodeFormData;
  });
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = useFakeClock(NOW);
  });
  afterEach(() => clock.restore());
  const tick = (ms: number) => act(async () => void (await clock.tickAsync(ms)));
  const searchCalls = (api: sinon.SinonSpy) =>
    api
      .getCalls()
      .map((call) => call.args[0] as string)
      .filter((path) => path.startsWith('/api/recherche?'));

  it('reads the whole search from the URL, asks the API for it and shows it in the bar', async () => {
    const { api } = renderSearch({
      path: '/recherche?address=Lyon+(69001)&addressType=municipality&location=45.767,4.834&aroundRadius=20000&types=MAIS,APPT&budgetMin=100000&budgetMax=400000&rooms=3&sort=price_asc&page=2',
      routes: { '/api/recherche': { ...results(30), page: 2 } },
    });
    await tick(0);
    expect(searchCalls(api)).to.deep.equal([
      '/api/recherche?address=Lyon+(69001)&addressType=municipality&location=45.767,4.834&aroundRadius=20000&types=MAIS,APPT&budgetMin=100000&budgetMax=400000&rooms=3&sort=price_asc&page=2&itemsPerPage=24',
    ]);
    expect((screen.getByTestId('search-address') as HTMLInputElement).value).to.equal('Lyon (69001)');
    expect(screen.getByTestId('search-radius').textContent).to.equal('Rayon\u00a0: 20\u00a0km');
    expect(screen.getByTestId('search-types').textContent).to.equal('2 types');
    expect((screen.getByTestId('search-budget-min') as HTMLInputElement).value).to.equal('100\u202f000');
    expect((screen.getByTestId('search-budget-max') as HTMLInputElement).value).to.equal('400\u202f000');
    expect((screen.getByTestId('search-sort') as HTMLSelectElement).value).to.equal('price_asc');
    expect((screen.getByTestId('search-roomsMin') as HTMLSelectElement).value).to.equal('3');
    expect(screen.getByTestId('search-count').textContent).to.equal('30 biens trouvés');
    expect(screen.getByText('Page 2 sur 2')).to.exist;
  });

  it('looks addresses up 500 ms after the last keystroke, from two characters, a leading number as the postal code', async () => {
    const { api } = renderSearch({
      path: '/recherche',
      routes: {
        '/api/recherche': results(0),
        '/api/map/search/': (_path: string) => [LYON],
      },
    });
    await tick(0);
    const address = screen.getByTestId('search-address');
    fireEvent.focus(address);
    expect(screen.getByTestId('search-address-panel').textContent).to.equal('Veuillez saisir une adresse');
    fireEvent.change(address, { target: { value: 'L' } });
    expect(screen.getByTestId('search-address-panel').textContent).to.equal(
      'Saisissez au moins deux caractères',
    );
    await tick(1000);
    expect(api.calledWith('/api/map/search/')).to.equal(false);

    fireEvent.change(address, { target: { value: '69001 Lyo' } });
    fireEvent.change(address, { target: { value: '69001 Lyon' } });
    await tick(499);
    expect(api.calledWith('/api/map/search/')).to.equal(false);
    await tick(1);
    const lookups = api.getCalls().filter((call) => call.args[0] === '/api/map/search/');
    expect(lookups).to.have.length(1);
    expect((lookups[0]!.args[1] as { json: unknown }).json).to.deep.equal({
      text: 'Lyon',
      codepostal: '69001',
    });
    const option = screen.getByTestId('search-address-option');
    expect(option.textContent).to.equal('Lyon 69001');
    fireEvent.mouseDown(option);
    expect((address as HTMLInputElement).value).to.equal('Lyon (69001)');
  });

  it("says 'Aucune adresse ne correspond à votre saisie' when the geocoder finds nothing", async () => {
    renderSearch({ path: '/recherche', routes: { '/api/recherche': results(0), '/api/map/search/': [] } });
    const address = screen.getByTestId('search-address');
    fireEvent.focus(address);
    fireEvent.change(address, { target: { value: 'Zzzz' } });
    await tick(500);
    expect(screen.getByTestId('search-address-panel').textContent).to.equal(
      'Aucune adresse ne correspond à votre saisie',
    );
  });

  it('searches an address, a radius in metres, several types and a budget: the named route carries them', async () => {
    const { location } = renderSearch({
      path: '/recherche',
      routes: { '/api/recherche': results(0), '/api/map/search/': [LYON] },
    });
    await tick(0);
    const address = screen.getByTestId('search-address');
    fireEvent.focus(address);
    fireEvent.change(address, { target: { value: 'Lyon' } });
    await tick(500);
    fireEvent.mouseDown(screen.getByTestId('search-address-option'));

    fireEvent.click(screen.getByTestId('search-radius'));
    const slider = screen.getByTestId('search-radius-slider') as HTMLInputElement;
    expect([slider.min, slider.max, slider.step]).to.deep.equal(['0', '100', '10']);
    fireEvent.change(slider, { target: { value: '30' } });
    expect(screen.getByTestId('search-radius').textContent).to.equal('Rayon\u00a0: 30\u00a0km');

    fireEvent.click(screen.getByTestId('search-types'));
    const panel = screen.getByTestId('search-types-panel');
    expect(within(panel).getAllByRole('checkbox')).to.have.length(11);
    fireEvent.click(within(panel).getByLabelText('Maison'));
    fireEvent.click(within(panel).getByLabelText('Appartement'));

    fireEvent.change(screen.getByTestId('search-budget-max'), { target: { value: '450 000 €' } });
    expect((screen.getByTestId('search-budget-max') as HTMLInputElement).value).to.equal('450\u202f000');
    fireEvent.click(screen.getByTestId('search-submit'));
    await tick(0);
    expect(location.current).to.equal(
      '/recherche?address=Lyon+(69001)&addressType=municipality&location=45.767,4.834&aroundRadius=30000&types=MAIS,APPT&budgetMax=450000',
    );
  });

  it('checks min < max one second after the last keystroke and replaces the search button by a disabled element', async () => {
    const { location } = renderSearch({ path: '/recherche', routes: { '/api/recherche': results(0) } });
    await tick(0);
    fireEvent.change(screen.getByTestId('search-budget-min'), { target: { value: '500000' } });
    fireEvent.change(screen.getByTestId('search-budget-max'), { target: { value: '400000' } });
    await tick(999);
    expect(screen.queryByTestId('search-budget-notices')).to.equal(null);
    expect(screen.getByTestId('search-submit')).to.exist;
    await tick(1);
    expect(screen.getByTestId('search-budget-notices').textContent).to.equal(
      'Le budget minimum dépasse le budget maximum',
    );
    expect(screen.queryByTestId('search-submit')).to.equal(null);
    const disabled = screen.getByTestId('search-submit-disabled');
    expect(disabled.getAttribute('aria-disabled')).to.equal('true');
    fireEvent.click(disabled);
    await tick(0);
    expect(location.current).to.equal('/recherche');

    fireEvent.change(screen.getByTestId('search-budget-max'), { target: { value: '600000' } });
    await tick(1000);
    expect(screen.queryByTestId('search-budget-notices')).to.equal(null);
    fireEvent.click(screen.getByTestId('search-submit'));
    await tick(0);
    expect(location.current).to.equal('/recherche?budgetMin=500000&budgetMax=600000');
  });

  it('refuses a search typed and sent within the second: the check runs at once', async () => {
    const { location } = renderSearch({ path: '/recherche', routes: { '/api/recherche': results(0) } });
    await tick(0);
    fireEvent.change(screen.getByTestId('search-budget-min'), { target: { value: '9' } });
    fireEvent.change(screen.getByTestId('search-budget-max'), { target: { value: '8' } });
    fireEvent.submit(screen.getByTestId('search-bar'));
    await tick(0);
    expect(location.current).to.equal('/recherche');
    expect(screen.getByTestId('search-budget-notices').textContent).to.contain('Le budget minimum');
  });

  it("says 'Le budget maximum a été atteint' past 999 999 999 and asks to change it instead of searching", async () => {
    renderSearch({ path: '/recherche', routes: { '/api/recherche': results(0) } });
    await tick(0);
    const max = screen.getByTestId('search-budget-max') as HTMLInputElement;
    fireEvent.change(max, { target: { value: '999999999' } });
    await tick(1000);
    expect(screen.queryByTestId('search-budget-notices')).to.equal(null);
    fireEvent.change(max, { target: { value: '99999999999' } });
    expect(max.value).to.equal('9\u202f999\u202f999\u202f999');
    await tick(1000);
    expect(screen.getByTestId('search-budget-notices').textContent).to.equal(
      'Le budget maximum a été atteint',
    );
    expect(screen.getByTestId('search-submit-disabled').textContent).to.equal(
      'Modifier le montant du budget maximum',
    );
  });

  it('sorts, filters and pages through the URL, a change of criteria going back to page 1', async () => {
    const { location } = renderSearch({
      path: '/recherche?page=2',
      routes: { '/api/recherche': results(60) },
    });
    await tick(0);
    fireEvent.change(screen.getByTestId('search-sort'), { target: { value: 'newest' } });
    await tick(0);
    expect(location.current).to.equal('/recherche?sort=newest');
    fireEvent.click(screen.getByTestId('search-status-termine'));
    await tick(0);
    expect(location.current).to.equal('/recherche?statuses=en_cours,a_venir,termine&sort=newest');
    fireEvent.change(screen.getByTestId('search-bedroomsMin'), { target: { value: '2' } });
    await tick(0);
    expect(location.current).to.equal('/recherche?bedrooms=2&statuses=en_cours,a_venir,termine&sort=newest');
    fireEvent.change(screen.getByTestId('search-livingAreaMin'), { target: { value: '80' } });
    await tick(800);
    expect(location.current).to.contain('livingAreaMin=80');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await tick(0);
    expect(location.current).to.contain('page=2');
  });

  it('shows the default search with a notice for a link core refuses', async () => {
    const { api } = renderSearch({
      path: '/recherche?aroundRadius=15000',
      routes: { '/api/recherche': results(3) },
    });
    await tick(0);
    expect(screen.getByText(/Ce lien de recherche n’est pas valide/)).to.exist;
    expect(searchCalls(api)).to.deep.equal(['/api/recherche?itemsPerPage=24']);
  });

  it('saves the search under a name for a logged-in buyer; a visitor is offered the login page', async () => {
    const saved = sinon.spy();
    const { api } = renderSearch({
      path: '/recherche?types=MAIS&budgetMax=300000',
      user: buyer,
      routes: {
        '/api/recherche': results(1),
        '/api/recherches': (path: string) => {
          saved(path);
          return { id: 5 };
        },
      },
    });
    await tick(0);
    fireEvent.click(screen.getByTestId('search-save'));
    expect((screen.getByTestId('search-save-name') as HTMLInputElement).value).to.equal('Maison');
    fireEvent.change(screen.getByTestId('search-save-name'), { target: { value: 'Maisons pas chères' } });
    fireEvent.click(screen.getByTestId('search-save-submit'));
    await tick(0);
    const call = api.getCalls().find((c) => c.args[0] === '/api/recherches')!;
    const body = (call.args[1] as { json: { name: string; criteria: Record<string, unknown> } }).json;
    expect(body.name).to.equal('Maisons pas chères');
    expect((body as unknown as { alert: boolean }).alert, 'the alert, on unless unticked').to.equal(true);
    expect(body.criteria).to.include({ budgetMax: 300000 });
    expect(body.criteria.types).to.deep.equal(['MAIS']);
    expect(screen.getByTestId('search-saved').textContent).to.contain('Recherche enregistrée');
  });

  it('shows the server’s refusal of a saved search', async () => {
    renderSearch({
      path: '/recherche',
      user: buyer,
      routes: {
        '/api/recherche': results(1),
        '/api/recherches': () => new ApiError(400, 'saved_search_name_too_long', 'Le nom est trop long'),
      },
    });
    await tick(0);
    fireEvent.click(screen.getByTestId('search-save'));
    fireEvent.click(screen.getByTestId('search-save-submit'));
    await tick(0);
    expect(screen.getByRole('alert').textContent).to.equal('Le nom est trop long');
  });

  it('offers a visitor the login page instead', async () => {
    renderSearch({ path: '/recherche', routes: { '/api/recherche': results(1) } });
    await tick(0);
    expect(screen.getByRole('link', { name: 'Connectez-vous pour enregistrer cette recherche' })).to.exist;
  });
});
