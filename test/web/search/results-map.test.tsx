import '../../support/dom.js';
import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import sinon from 'sinon';
import { MAP_IDLE_TIMEOUT_MS } from '../../../microfrontends/search/src/map/map-wanted.js';
import { FakeMap } from './fake-map.js';
import { renderSearch, useFakeClock } from './render-search.js';

const card = (bienId: number, lat: number, lng: number) => ({
  bienId,
  title: `Bien ${bienId}`,
  type: 'MAIS',
  city: 'Lyon',
  postcode: '69001',
  price: 300000,
  priceDisplay: '300 000 €',
  start: '2026-11-20T10:00:00+01:00',
  end: '2026-11-30T10:00:00+01:00',
  status: 'en_cours',
  photo: null,
  rooms: 4,
  livingArea: 92.5,
  location: { lat, lng },
});
const answer = (cards: ReturnType<typeof card>[]) => ({
  'hydra:member': cards,
  'hydra:totalItems': cards.length,
  page: 1,
});

describe('search remote: the map of the results', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = useFakeClock(Date.parse('2026-11-21T10:00:00+01:00'));
    FakeMap.last = null;
  });
  afterEach(() => clock.restore());
  const tick = (ms: number) => act(async () => void (await clock.tickAsync(ms)));

  async function opened(path = '/recherche') {
    const view = renderSearch({
      path,
      routes: { '/api/recherche': answer([card(1, 45.76, 4.83), card(2, 45.2, 5.7)]) },
    });
    await tick(0);
    expect(screen.getAllByTestId('sale-card'), 'the list first').to.have.length(2);
    await tick(MAP_IDLE_TIMEOUT_MS);
    const map = FakeMap.last!;
    expect(map, 'the map is created').to.exist;
    map.fire('load');
    await tick(0);
    return { ...view, map };
  }

  it('draws a marker per placed card, without a token on the embedded base layer, and fits them', async () => {
    const { map } = await opened();
    expect(JSON.stringify(map.options.style)).to.contain('/api/map/base-layer.geojson');
    expect(map.options.accessToken).to.equal(undefined);
    expect(map.markerIds()).to.deep.equal([1, 2]);
    expect(map.fits.at(-1)).to.deep.equal([
      [4.83, 45.2],
      [5.7, 45.76],
    ]);
    expect(screen.getByTestId('search-map').getAttribute('data-markers')).to.equal('2');
    const card1 = screen.getAllByTestId('sale-card')[0]!;
    expect(card1.textContent)
      .to.contain('honoraires inclus')
      .and.to.contain('92,5\u00a0m²')
      .and.to.contain('4 pièces');
  });

  it('highlights the marker of the hovered card, and the card of the hovered marker', async () => {
    const { map } = await opened();
    fireEvent.mouseEnter(screen.getAllByTestId('sale-card')[1]!);
    expect(map.filters.get('results-highlight')).to.deep.equal(['==', ['get', 'bienId'], 2]);
    fireEvent.mouseLeave(screen.getAllByTestId('sale-card')[1]!);
    expect(map.filters.get('results-highlight')).to.deep.equal(['==', ['get', 'bienId'], -1]);

    map.hoverMarker(1);
    await tick(0);
    expect(screen.getAllByTestId('sale-card')[0]!.className).to.contain('sale-card--highlighted');
    map.hoverMarker(null);
    await tick(0);
    expect(screen.getAllByTestId('sale-card')[0]!.className).not.to.contain('sale-card--highlighted');
  });

  it("offers 'Rechercher dans cette zone' once moved by hand, and searches the visible area", async () => {
    const { map, location } = await opened('/recherche?types=MAIS');
    map.fire('moveend', {});
    await tick(0);
    expect(screen.queryByTestId('search-in-area'), 'not after a move of the page’s own').to.equal(null);
    map.fire('zoomstart', {});
    map.fire('moveend', {});
    await tick(0);
    expect(screen.queryByTestId('search-in-area'), 'nor after fitting the results').to.equal(null);
    map.view = { south: 45.1, west: 4.5, north: 45.9, east: 5.9 };
    map.fire('dragstart');
    map.fire('moveend', {});
    await tick(0);
    fireEvent.click(screen.getByTestId('search-in-area'));
    await tick(0);
    expect(location.current).to.equal('/recherche?types=MAIS&bounds=45.1,4.5,45.9,5.9');
    expect(screen.getByTestId('search-area-active').textContent).to.contain(
      'Recherche limitée à la zone de la carte',
    );
    expect(map.fits.at(-1)).to.deep.equal([
      [4.5, 45.1],
      [5.9, 45.9],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Toute la zone' }));
    await tick(0);
    expect(location.current).to.equal('/recherche?types=MAIS');
  });

  it('opens the sale of a clicked marker', async () => {
    const { map, location } = await opened();
    map.fire('click:results', { features: [{ properties: { bienId: 2 } }] });
    await tick(0);
    expect(location.current).to.equal('/bien/2');
  });

  it('waits for the list before loading the map beside it', async () => {
    let answerResults: (value: unknown) => void = () => {};
    renderSearch({
      path: '/recherche',
      routes: { '/api/recherche': () => new Promise((resolve) => (answerResults = resolve)) },
    });
    await tick(MAP_IDLE_TIMEOUT_MS);
    expect(FakeMap.last, 'no map while the list loads').to.equal(null);
    expect(screen.getByTestId('search-map').getAttribute('data-ready'), 'its frame already').to.equal(
      'false',
    );
    answerResults(answer([card(1, 45.76, 4.83)]));
    await tick(0);
    expect(screen.getAllByTestId('sale-card')).to.have.length(1);
    await tick(MAP_IDLE_TIMEOUT_MS);
    expect(FakeMap.last, 'then the map').to.exist;
  });

  it("on a phone, loads the map only on 'Voir la carte', and keeps it when closed", async () => {
    renderSearch({
      path: '/recherche',
      mobile: true,
      routes: { '/api/recherche': answer([card(1, 45.76, 4.83)]) },
    });
    await tick(MAP_IDLE_TIMEOUT_MS * 2);
    expect(screen.getAllByTestId('sale-card')).to.have.length(1);
    expect(FakeMap.last, 'the list alone').to.equal(null);
    const toggle = screen.getByTestId('search-map-toggle');
    expect(toggle.textContent).to.equal('Voir la carte');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(screen.getByTestId('search-map').parentElement!.id);

    fireEvent.click(toggle);
    await tick(0);
    const map = FakeMap.last!;
    expect(map, 'the map on demand').to.exist;
    await act(async () => void map.fire('load'));
    expect(map.markerIds()).to.deep.equal([1]);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.textContent).to.equal('Masquer la carte');

    fireEvent.click(toggle);
    await tick(0);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(map.removed, 'closed, not drawn again on the next opening').to.equal(false);
    expect(FakeMap.last).to.equal(map);
  });
});
