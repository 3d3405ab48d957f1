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

describe('sale editor: the address field and its suggestions', () => {
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
  const type = async (text: string) => {
    fireEvent.change(screen.getByTestId('address-input'), { target: { value: text } });
    await tick(0);
  };

  it('looks addresses up only above 2 characters', async () => {
    const api = fakeApi({ search: () => [ANNECY, ANNEMASSE] });
    await show({ api });
    await type('an');
    await tick(1000);
    expect(callsTo(api, SEARCH)).to.have.length(0);
    expect(screen.queryByRole('listbox')).to.equal(null);

    await type('ann');
    await tick(299);
    expect(callsTo(api, SEARCH)).to.have.length(0);
    await tick(1);
    expect(callsTo(api, SEARCH)).to.have.length(1);
    expect(callsTo(api, SEARCH)[0]!.args[1]).to.deep.include({ method: 'POST', json: { text: 'ann' } });
    expect(screen.getAllByTestId('address-suggestion')).to.have.length(2);
  });

  it('waits 300 ms after the last key, and sends the text with hyphens for spaces', async () => {
    const api = fakeApi({ search: () => [ANNECY] });
    await show({ api });
    await type('12 rue');
    await tick(200);
    await type('12 rue Sainte');
    await tick(200);
    expect(callsTo(api, SEARCH)).to.have.length(0);
    await tick(100);
    expect(callsTo(api, SEARCH)).to.have.length(1);
    expect(callsTo(api, SEARCH)[0]!.args[1]!.json).to.deep.equal({ text: '12-rue-Sainte' });
  });

  it('going back to 2 characters closes the suggestions', async () => {
    await show({ api: fakeApi({ search: () => [ANNECY] }) });
    await type('ann');
    await tick(300);
    expect(screen.getAllByTestId('address-suggestion')).to.have.length(1);
    await type('an');
    expect(screen.queryByRole('listbox')).to.equal(null);
  });

  it('says there is no result when the lookup finds nothing', async () => {
    await show({ api: fakeApi({ search: () => [] }) });
    await type('zzzz');
    await tick(300);
    expect(screen.getByRole('listbox').textContent).to.equal(
      'Aucun résultatAjoutez la commune ou le code postal après la rue.',
    );
    expect(screen.queryAllByTestId('address-suggestion')).to.have.length(0);
  });

  it('choosing a suggestion fills the address, postcode, commune, INSEE code, department and coordinates', async () => {
    const { values } = await show({ api: fakeApi({ search: () => [ANNECY, ANNEMASSE] }) });
    await type('12 rue sainte');
    await tick(300);
    expect(screen.getByTestId('gps-banner')).to.exist;
    fireEvent.click(screen.getAllByTestId('address-suggestion')[0]!);
    await tick(0);

    expect(values()).to.deep.include({
      adresse: '12 rue Sainte-Claire',
      codePostal: '74000',
      ville: 'Annecy',
      codeInsee: '74010',
      departement: '74',
      lat: 45.89921,
      lng: 6.12522,
    });
    expect(screen.queryByRole('listbox')).to.equal(null);
    expect(screen.queryByTestId('gps-banner')).to.equal(null);
    const postcode = document.querySelector<HTMLInputElement>('input[name="codePostal"]')!;
    const commune = document.querySelector<HTMLInputElement>('input[name="ville"]')!;
    expect([postcode.value, postcode.readOnly]).to.deep.equal(['74000', true]);
    expect([commune.value, commune.readOnly]).to.deep.equal(['Annecy', true]);
    expect(document.querySelector('output[name="codeInsee"]')!.textContent).to.equal('74010');
  });

  it('the keyboard picks a suggestion too (arrows, Enter), and Escape closes the list', async () => {
    const { values } = await show({ api: fakeApi({ search: () => [ANNECY, ANNEMASSE] }) });
    await type('anne');
    await tick(300);
    const input = screen.getByTestId('address-input');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.match(/-1$/);
    fireEvent.keyDown(input, { key: 'Enter' });
    await tick(0);
    expect(values().ville).to.equal('Annemasse');

    await type('Annemasse centre');
    await tick(300);
    fireEvent.keyDown(screen.getByTestId('address-input'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).to.equal(null);
  });

  it('typing clears the coordinates, the INSEE code and the department, and the gps banner shows', async () => {
    const { values } = await show({
      values: {
        adresse: ANNECY.nom,
        codePostal: '74000',
        ville: 'Annecy',
        codeInsee: '74010',
        departement: '74',
        lat: ANNECY.latitude,
        lng: ANNECY.longitude,
      },
    });
    expect(screen.queryByTestId('gps-banner')).to.equal(null);
    await type('14 rue Sainte-Claire');
    expect(values()).to.deep.include({
      adresse: '14 rue Sainte-Claire',
      lat: null,
      lng: null,
      codeInsee: '',
      departement: '',
      codePostal: '74000',
      ville: 'Annecy',
    });
    expect(screen.getByTestId('gps-banner')).to.exist;
  });

  it('clicking outside the address area before choosing clears the address fields', async () => {
    const { values } = await show({
      values: { adresse: 'Annecy', codePostal: '74000', ville: 'Annecy', lat: 45.9, lng: 6.12 },
      api: fakeApi({ search: () => [ANNECY] }),
    });
    await type('12 rue des');
    await tick(300);
    // Inside the area (the input, the list) nothing is lost.
    fireEvent.mouseDown(screen.getByTestId('address-input'));
    fireEvent.mouseDown(screen.getByTestId('address-suggestion'));
    expect(values().adresse).to.equal('12 rue des');

    fireEvent.mouseDown(document.querySelector('input[name="complement"]')!);
    await tick(0);
    expect(values()).to.deep.include({
      adresse: '',
      codePostal: '',
      ville: '',
      codeInsee: '',
      departement: '',
      lat: null,
      lng: null,
    });
    expect(screen.queryByRole('listbox')).to.equal(null);
  });

  it('a chosen address stays when the negotiator clicks elsewhere', async () => {
    const { values } = await show({ api: fakeApi({ search: () => [ANNECY] }) });
    await type('12 rue sainte');
    await tick(300);
    fireEvent.click(screen.getByTestId('address-suggestion'));
    await tick(0);
    fireEvent.mouseDown(document.body);
    await tick(0);
    expect(values().adresse).to.equal('12 rue Sainte-Claire');
  });

  it('a lookup answered after the choice does not reopen the list', async () => {
    let answer: (found: (typeof ANNECY)[]) => void = () => {};
    const api = fakeApi({
      search: (text) =>
        text === 'anne' ? [ANNECY, ANNEMASSE] : new Promise((resolve) => (answer = resolve)),
    });
    const { values } = await show({ api });
    await type('anne');
    await tick(300);
    await type('annem');
    await tick(300);
    fireEvent.click(screen.getAllByTestId('address-suggestion')[1]!);
    await tick(0);
    answer([ANNECY]);
    await tick(0);
    expect(screen.queryByRole('listbox')).to.equal(null);
    expect(values().ville).to.equal('Annemasse');
  });

  it('shows the required message once the form is submitted', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await tick(0);
    const input = screen.getByTestId('address-input');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).to.equal(
      'Champ obligatoire',
    );
  });
});
