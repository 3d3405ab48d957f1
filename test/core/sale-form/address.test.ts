import { expect } from 'chai';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  addressChosen,
  addressCleared,
  addressTyped,
  afficherAdresseFromCheckbox,
  geocodingQuery,
  hasValidCoordinates,
  hideAddressChecked,
  shouldSearchAddress,
} from '../../../core/src/domain/sale-form/address.js';
import { aSaleForm } from '../../../core/src/testing/sale-form-mother.js';

const ANNECY_STREET = {
  nom: '12 Rue Sainte-Claire',
  codePostal: '74000',
  ville: 'Annecy',
  codeInsee: '74010',
  departement: '74',
  latitude: 45.8988,
  longitude: 6.1232,
};

describe('sale form address', () => {
  describe('afficher_adresse and the "do not show the address" checkbox', () => {
    it('are each other’s inverse', () => {
      expect(hideAddressChecked(true)).to.equal(false);
      expect(hideAddressChecked(false)).to.equal(true);
      expect(afficherAdresseFromCheckbox(true)).to.equal(false);
      expect(afficherAdresseFromCheckbox(false)).to.equal(true);
    });
    it('round-trip', () => {
      for (const server of [true, false])
        expect(afficherAdresseFromCheckbox(hideAddressChecked(server))).to.equal(server);
    });
  });

  describe('coordinates validity', () => {
    it('holds only when both lat and lng are set', () => {
      expect(hasValidCoordinates({ lat: 44.8488, lng: -0.5709 })).to.equal(true);
      expect(hasValidCoordinates({ lat: 0, lng: 0 })).to.equal(true);
      expect(hasValidCoordinates({ lat: 44.8488, lng: null })).to.equal(false);
      expect(hasValidCoordinates({ lat: null, lng: -0.5709 })).to.equal(false);
      expect(hasValidCoordinates({ lat: null, lng: null })).to.equal(false);
    });
  });

  describe('typing', () => {
    it('clears the coordinates, the INSEE code and the department', () => {
      const values = addressTyped(aSaleForm(), '16 Quai des');
      expect(values).to.include({
        adresse: '16 Quai des',
        lat: null,
        lng: null,
        codeInsee: '',
        departement: '',
      });
      expect(values.codePostal).to.equal('33000');
    });
    it('searches only above 2 characters, 300 ms after the last key', () => {
      expect(shouldSearchAddress('Qu')).to.equal(false);
      expect(shouldSearchAddress(' Qu ')).to.equal(false);
      expect(shouldSearchAddress('Qua')).to.equal(true);
      expect(ADDRESS_SEARCH_DEBOUNCE_MS).to.equal(300);
    });
  });

  it('choosing a suggestion fills address, postcode, commune and location', () => {
    expect(addressChosen(aSaleForm(), ANNECY_STREET)).to.include({
      adresse: '12 Rue Sainte-Claire',
      codePostal: '74000',
      ville: 'Annecy',
      codeInsee: '74010',
      departement: '74',
      lat: 45.8988,
      lng: 6.1232,
    });
  });

  it('clicking outside clears the address fields', () => {
    expect(addressCleared(aSaleForm())).to.include({
      adresse: '',
      codePostal: '',
      ville: '',
      codeInsee: '',
      departement: '',
      lat: null,
      lng: null,
    });
  });

  it('re-geocodes address, postcode and commune', () => {
    expect(geocodingQuery(aSaleForm())).to.equal('15 Quai des Chartrons 33000 Bordeaux');
  });
});
