import '../../../support/dom.js';
import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import sinon from 'sinon';
import type {
  MapHandle,
  MapLibrary,
  MapOptions,
  MapPoint,
  MarkerHandle,
} from '../../../../microfrontends/sale-editor/src/localisation/mapbox-loader.js';
import {
  LIGHT_STREETS_STYLE,
  mapStyleForZoom,
  SATELLITE_STYLE,
} from '../../../../microfrontends/sale-editor/src/localisation/map-settings.js';
import { ANNECY, callsTo, fakeApi, renderPrecisions, useFakeClock } from '../precisions/render-precisions.js';

type Listener = (event: { lngLat: MapPoint }) => void;

class FakeMap implements MapHandle {
  readonly listeners = new Map<string, Listener>();
  readonly styles: string[] = [];
  readonly jumps: { center: [number, number]; zoom: number }[] = [];
  zoom: number;
  removed = false;
  constructor(readonly options: MapOptions) {
    this.zoom = options.zoom;
  }
  on(type: string, listener: Listener) {
    this.listeners.set(type, listener);
    return this;
  }
  getZoom() {
    return this.zoom;
  }
  setStyle(style: string) {
    this.styles.push(style);
    return this;
  }
  jumpTo(options: { center: [number, number]; zoom: number }) {
    this.jumps.push(options);
    this.zoom = options.zoom;
    return this;
  }
  remove() {
    this.removed = true;
  }
  /** The user zooms to this level. */
  zoomTo(zoom: number) {
    this.zoom = zoom;
    (this.listeners.get('zoomend') as (() => void) | undefined)?.();
  }
}

class FakeMarker implements MarkerHandle {
  point: MapPoint = { lng: 0, lat: 0 };
  readonly listeners = new Map<string, () => void>();
  removed = false;
  constructor(readonly options: { draggable: boolean; color?: string }) {}
  setLngLat([lng, lat]: [number, number]) {
    this.point = { lng, lat };
    return this;
  }
  addTo() {
    return this;
  }
  getLngLat() {
    return this.point;
  }
  on(type: string, listener: () => void) {
    this.listeners.set(type, listener);
    return this;
  }
  remove() {
    this.removed = true;
    return this;
  }
  /** The user drops the marker there. */
  dropAt(lat: number, lng: number) {
    this.point = { lat, lng };
    this.listeners.get('dragend')?.();
  }
}

function fakeMapLibrary() {
  const maps: FakeMap[] = [];
  const markers: FakeMarker[] = [];
  const library: MapLibrary = {
    Map: class extends FakeMap {
      constructor(options: MapOptions) {
        super(options);
        maps.push(this);
      }
    },
    Marker: class extends FakeMarker {
      constructor(options: { draggable: boolean; color?: string }) {
        super(options);
        markers.push(this);
      }
    },
  };
  const load = sinon.stub().resolves(library);
  return { load, maps, markers };
}

describe('sale editor: the map', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = useFakeClock();
  });
  afterEach(() => clock.restore());
  const tick = (ms: number) => act(() => clock.tickAsync(ms));
  const show = async (...args: Parameters<typeof renderPrecisions>) => {
    const view = renderPrecisions(...args);
    await tick(0);
    return view;
  };

  it('light streets up to zoom 10, satellite above', () => {
    expect(mapStyleForZoom(4)).to.equal('mapbox://styles/mapbox/light-v11');
    expect(mapStyleForZoom(10)).to.equal(LIGHT_STREETS_STYLE);
    expect(mapStyleForZoom(10.01)).to.equal('mapbox://styles/mapbox/satellite-streets-v12');
    expect(mapStyleForZoom(17)).to.equal(SATELLITE_STYLE);
  });

  describe('without a map token', () => {
    it('never loads the map library, says the map is off and shows the coordinates', async () => {
      const { load } = fakeMapLibrary();
      const api = fakeApi({ mapboxToken: null });
      await show({ api, mapLibrary: load, values: { lat: 45.89921, lng: 6.12522 } });
      expect(callsTo(api, '/api/config')).to.have.length(1);
      expect(load.called).to.equal(false);
      expect(screen.queryByTestId('map')).to.equal(null);
      const off = screen.getByTestId('map-off');
      expect(off.textContent).to.contain('La carte est désactivée');
      expect(document.querySelector('output[name="lat"]')!.textContent).to.equal('45,89921');
      expect(document.querySelector('output[name="lng"]')!.textContent).to.equal('6,12522');
    });

    it('writes the coordinates the English way in English', async () => {
      const api = fakeApi({ mapboxToken: null });
      await show({ api, values: { lat: 45.89921, lng: 6.12522 }, locale: 'en' });
      expect(screen.getByTestId('map-off').textContent).to.contain('The map is off');
      expect(document.querySelector('output[name="lat"]')!.textContent).to.equal('45.89921');
      expect(document.querySelector('output[name="lng"]')!.textContent).to.equal('6.12522');
    });

    it('is also off when the settings cannot be read', async () => {
      const api = fakeApi();
      api.withArgs('/api/config').rejects(new Error('offline'));
      await show({ api });
      expect(screen.getByTestId('map-off')).to.exist;
    });

    it('offers the re-geocoding, which fills the coordinates', async () => {
      const api = fakeApi({ search: () => [ANNECY] });
      const { values } = await show({
        api,
        values: { adresse: '12 rue Sainte-Claire', codePostal: '74000', ville: 'Annecy', lat: 1, lng: 2 },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Localiser à partir de l’adresse' }));
      await tick(0);
      expect(values()).to.deep.include({ lat: ANNECY.latitude, lng: ANNECY.longitude });
      expect(document.querySelector('output[name="lat"]')!.textContent).to.equal('45,89921');
    });

    it('the rest of the localisation works: suggestions, choice, typing', async () => {
      const { values } = await show({ api: fakeApi({ search: () => [ANNECY] }) });
      fireEvent.change(screen.getByTestId('address-input'), { target: { value: 'sainte claire' } });
      await tick(300);
      fireEvent.click(screen.getByTestId('address-suggestion'));
      await tick(0);
      expect(values().codeInsee).to.equal('74010');
    });
  });

  describe('with a map token', () => {
    it('shows France at zoom 4 in light streets, 300 px high, with the token', async () => {
      const { load, maps } = fakeMapLibrary();
      await show({ api: fakeApi({ mapboxToken: 'pk.test' }), mapLibrary: load });
      expect(load.calledOnce).to.equal(true);
      expect(maps).to.have.length(1);
      const { options } = maps[0]!;
      expect(options.accessToken).to.equal('pk.test');
      expect(options.zoom).to.equal(4);
      expect(options.style).to.equal(LIGHT_STREETS_STYLE);
      expect(options.center[0]).to.be.within(1, 3);
      expect(options.center[1]).to.be.within(46, 47.5);
      const container = screen.getByTestId('map');
      expect(options.container).to.equal(container);
      expect(container.style.height).to.equal('300px');
      expect(screen.queryByTestId('map-off')).to.equal(null);
    });

    it('switches to satellite above zoom 10 and back', async () => {
      const { load, maps } = fakeMapLibrary();
      await show({ api: fakeApi({ mapboxToken: 'pk.test' }), mapLibrary: load });
      const map = maps[0]!;
      map.zoomTo(8);
      expect(map.styles).to.deep.equal([]);
      map.zoomTo(11);
      map.zoomTo(15);
      expect(map.styles).to.deep.equal([SATELLITE_STYLE]);
      map.zoomTo(10);
      expect(map.styles).to.deep.equal([SATELLITE_STYLE, LIGHT_STREETS_STYLE]);
    });

    it('zooms to 17 on a chosen address and puts a draggable marker there', async () => {
      const { load, maps, markers } = fakeMapLibrary();
      await show({ api: fakeApi({ mapboxToken: 'pk.test', search: () => [ANNECY] }), mapLibrary: load });
      expect(markers).to.have.length(0);
      fireEvent.change(screen.getByTestId('address-input'), { target: { value: 'sainte claire' } });
      await tick(300);
      fireEvent.click(screen.getByTestId('address-suggestion'));
      await tick(0);
      expect(maps[0]!.jumps).to.deep.equal([{ center: [ANNECY.longitude, ANNECY.latitude], zoom: 17 }]);
      expect(markers).to.have.length(1);
      expect(markers[0]!.options.draggable).to.equal(true);
      expect(markers[0]!.point).to.deep.equal({ lng: ANNECY.longitude, lat: ANNECY.latitude });
    });

    it('a dropped marker sets the coordinates and reverse-geocodes the address', async () => {
      const { load, maps, markers } = fakeMapLibrary();
      const api = fakeApi({
        mapboxToken: 'pk.test',
        reverse: () => ({ ...ANNECY, nom: '3 quai Perrière', latitude: 45.8991, longitude: 6.1256 }),
      });
      const { values } = await show({
        api,
        mapLibrary: load,
        values: { adresse: ANNECY.nom, codePostal: '74000', ville: 'Annecy', lat: 45.89921, lng: 6.12522 },
      });
      expect(maps[0]!.jumps).to.have.length(1);
      act(() => markers[0]!.dropAt(45.8995, 6.1262));
      await tick(0);
      expect(callsTo(api, '/api/map/reverse')[0]!.args[0]).to.equal(
        '/api/map/reverse?lat=45.8995&lng=6.1262',
      );
      expect(values()).to.deep.include({
        adresse: '3 quai Perrière',
        codePostal: '74000',
        ville: 'Annecy',
        codeInsee: '74010',
        departement: '74',
        lat: 45.8995,
        lng: 6.1262,
      });
      // The map stays where the negotiator left it.
      expect(maps[0]!.jumps).to.have.length(1);
    });

    it('keeps the dropped point when no address is near it', async () => {
      const { load, markers } = fakeMapLibrary();
      const { values } = await show({
        api: fakeApi({ mapboxToken: 'pk.test', reverse: () => null }),
        mapLibrary: load,
        values: { adresse: 'Annecy', codePostal: '74000', ville: 'Annecy', lat: 45.9, lng: 6.12 },
      });
      act(() => markers[0]!.dropAt(45.5, 6.5));
      await tick(0);
      expect(values()).to.deep.include({ adresse: 'Annecy', lat: 45.5, lng: 6.5 });
    });

    it('without coordinates, a click on the map places the marker', async () => {
      const { load, maps, markers } = fakeMapLibrary();
      const { values } = await show({
        api: fakeApi({ mapboxToken: 'pk.test', reverse: () => ANNECY }),
        mapLibrary: load,
      });
      act(() => maps[0]!.listeners.get('click')!({ lngLat: { lng: 6.1, lat: 45.9 } }));
      await tick(0);
      expect(markers).to.have.length(1);
      expect(values()).to.deep.include({ ville: 'Annecy', lat: 45.9, lng: 6.1 });
    });

    it('says so when the map library cannot load, and the form goes on', async () => {
      const load = sinon.stub().rejects(new Error('no WebGL'));
      sinon.stub(console, 'error');
      await show({ api: fakeApi({ mapboxToken: 'pk.test' }), mapLibrary: load });
      await tick(0);
      const off = screen.getByTestId('map-off');
      expect(off.textContent).to.contain('La carte n’a pas pu être chargée');
      (console.error as sinon.SinonStub).restore();
    });

    it('removes the map when the tab goes away', async () => {
      const { load, maps } = fakeMapLibrary();
      const { unmount } = await show({ api: fakeApi({ mapboxToken: 'pk.test' }), mapLibrary: load });
      unmount();
      expect(maps[0]!.removed).to.equal(true);
    });
  });
});
