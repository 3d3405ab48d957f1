import '../../../support/dom.js';
import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import sinon from 'sinon';
import {
  ANNECY,
  ANNEMASSE,
  callsTo,
  fakeApi,
  renderPrecisions,
  useFakeClock,
} from '../precisions/render-precisions.js';

const SEARCH = '/api/map/search/';
const LOCATED_WITHOUT_POINT = {
  adresse: '12 rue Sainte-Claire',
  codePostal: '74000',
  ville: 'Annecy',
  codeInsee: '',
  departement: '',
  lat: null,
  lng: null,
};

describe('sale editor: the gps banner', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = useFakeClock();
  });
  afterEach(() => clock.restore());
  const tick = (ms: number) => act(() => clock.tickAsync(ms));
  /** Renders, then lets the map settings arrive. */
  const show = async (...args: Parameters<typeof renderPrecisions>) => {
    const view = renderPrecisions(...args);
    await tick(0);
    return view;
  };

  it('shows while either coordinate is missing, with the spec text', async () => {
    const first = await show({ values: { lat: 45.9, lng: null } });
    expect(screen.getByTestId('gps-banner').textContent).to.contain(
      'Coordonnées gps invalides, cliquer pour les mettre à jour',
    );
    first.unmount();
    const second = await show({ values: { lat: null, lng: 6.12 } });
    expect(screen.getByTestId('gps-banner')).to.exist;
    second.unmount();
    await show({ values: { lat: 45.9, lng: 6.12 } });
    expect(screen.queryByTestId('gps-banner')).to.equal(null);
  });

  it('re-geocodes address + postcode + commune and takes the first result', async () => {
    const api = fakeApi({ search: () => [ANNECY, ANNEMASSE] });
    const { values } = await show({ api, values: LOCATED_WITHOUT_POINT });
    fireEvent.click(screen.getByTestId('gps-banner'));
    await tick(0);
    expect(callsTo(api, SEARCH)).to.have.length(1);
    expect(callsTo(api, SEARCH)[0]!.args[1]).to.deep.include({
      method: 'POST',
      json: { text: '12-rue-Sainte-Claire-74000-Annecy' },
    });
    expect(values()).to.deep.include({
      adresse: ANNECY.nom,
      codeInsee: '74010',
      departement: '74',
      lat: ANNECY.latitude,
      lng: ANNECY.longitude,
    });
    expect(screen.queryByTestId('gps-banner')).to.equal(null);
  });

  it('auto-selects a single result', async () => {
    const { values } = await show({
      api: fakeApi({ search: () => [ANNEMASSE] }),
      values: { ...LOCATED_WITHOUT_POINT, adresse: 'Annemasse', codePostal: '74100', ville: 'Annemasse' },
    });
    fireEvent.click(screen.getByTestId('gps-banner'));
    await tick(0);
    expect(values()).to.deep.include({
      ville: 'Annemasse',
      lat: ANNEMASSE.latitude,
      lng: ANNEMASSE.longitude,
    });
  });

  it("says 'Aucun résultat' when nothing is found, and leaves the fields alone", async () => {
    const { values } = await show({ api: fakeApi({ search: () => [] }), values: LOCATED_WITHOUT_POINT });
    fireEvent.click(screen.getByTestId('gps-banner'));
    await tick(0);
    expect(screen.getByTestId('regeocode-status').textContent).to.equal('Aucun résultat');
    expect(values()).to.deep.include(LOCATED_WITHOUT_POINT);
    expect(screen.getByTestId('gps-banner')).to.exist;
  });

  it("with no address at all, says 'Aucun résultat' without calling the server", async () => {
    const api = fakeApi();
    await show({ api });
    fireEvent.click(screen.getByTestId('gps-banner'));
    await tick(0);
    expect(callsTo(api, SEARCH)).to.have.length(0);
    expect(screen.getByTestId('regeocode-status').textContent).to.equal('Aucun résultat');
  });

  it('locates a typed address not chosen yet instead of clearing it (the banner is in the address area)', async () => {
    const api = fakeApi({ search: (text) => (text === '12-rue-Sainte-Claire-74000-Annecy' ? [ANNECY] : []) });
    const { values } = await show({ api, values: { codePostal: '74000', ville: 'Annecy' } });
    fireEvent.change(screen.getByTestId('address-input'), { target: { value: '12 rue Sainte-Claire' } });
    await tick(0);
    fireEvent.mouseDown(screen.getByTestId('gps-banner'));
    fireEvent.click(screen.getByTestId('gps-banner'));
    await tick(300);
    expect(values()).to.deep.include({ adresse: ANNECY.nom, lat: ANNECY.latitude });
    // Located: a click elsewhere now keeps it.
    fireEvent.mouseDown(document.body);
    await tick(0);
    expect(values().adresse).to.equal(ANNECY.nom);
  });
});
