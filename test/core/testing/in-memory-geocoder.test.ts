import { expect } from 'chai';
import type { AddressSuggestion } from '../../../core/src/ports/services.port.js';
import {
  ANNECY,
  distanceMetres,
  EVIAN,
  InMemoryGeocoder,
  SAINT_ETIENNE,
} from '../../../core/src/testing/index.js';

const noms = (places: AddressSuggestion[]) => places.map((p) => p.nom);

const MEGEVE: AddressSuggestion = {
  nom: 'Megève',
  codePostal: '74120',
  codeInsee: '74173',
  ville: 'Megève',
  departement: '74',
  type: 'commune',
  latitude: 45.8567,
  longitude: 6.6175,
};

describe('InMemoryGeocoder', () => {
  describe('search', () => {
    it('finds a commune by name, ignoring case and accents', async () => {
      const geocoder = new InMemoryGeocoder();
      expect(await geocoder.search('evian')).to.deep.equal([EVIAN]);
      expect(noms(await geocoder.search('SAINT ÉTIENNE'))).to.deep.equal(['Saint-Étienne']);
    });

    it('takes hyphens for spaces, as the address widget sends them', async () => {
      expect(await new InMemoryGeocoder().search('saint-etienne')).to.deep.equal([SAINT_ETIENNE]);
      expect(noms(await new InMemoryGeocoder().search('Rue-Sainte-Claire'))).to.deep.equal([
        '12 Rue Sainte-Claire',
      ]);
    });

    it('matches the commune of a street address and the postcode alone', async () => {
      const annecy = await new InMemoryGeocoder().search('annecy');
      expect(noms(annecy)).to.deep.equal(['Annecy', '12 Rue Sainte-Claire']);
      expect(annecy.every((p) => p.codeInsee === '74010' && p.departement === '74')).to.equal(true);
      expect(noms(await new InMemoryGeocoder().search('74000'))).to.deep.equal([
        'Annecy',
        '12 Rue Sainte-Claire',
      ]);
      expect(noms(await new InMemoryGeocoder().search('7440'))).to.deep.equal(['Chamonix-Mont-Blanc']);
    });

    it('narrows to the postcode given', async () => {
      const geocoder = new InMemoryGeocoder();
      expect(noms(await geocoder.search('paris', '75001'))).to.deep.equal([
        'Paris 1er Arrondissement',
        'Place Vendôme',
      ]);
      expect(await geocoder.search('paris', '69001')).to.deep.equal([]);
      expect(noms(await geocoder.search('', '69001'))).to.deep.equal([
        'Lyon 1er Arrondissement',
        '20 Place des Terreaux',
      ]);
    });

    it('finds nothing for an unknown place or an empty query', async () => {
      expect(await new InMemoryGeocoder().search('Tombouctou')).to.deep.equal([]);
      expect(await new InMemoryGeocoder().search('  ')).to.deep.equal([]);
    });

    it('knows places given to the constructor or added later', async () => {
      const geocoder = new InMemoryGeocoder([MEGEVE]);
      expect(await geocoder.search('megeve')).to.deep.equal([MEGEVE]);
      geocoder.add({ ...MEGEVE, nom: 'Route du Jaillet', type: 'adresse' });
      expect(noms(await geocoder.search('jaillet'))).to.deep.equal(['Route du Jaillet']);
    });

    it('hands out copies', async () => {
      const geocoder = new InMemoryGeocoder();
      const [found] = await geocoder.search('annecy');
      found!.nom = 'changed';
      expect(noms(await geocoder.search('annecy'))[0]).to.equal('Annecy');
      expect(ANNECY.nom).to.equal('Annecy');
    });
  });

  describe('reverse', () => {
    it('answers the nearest known place', async () => {
      expect((await new InMemoryGeocoder().reverse(45.8987, 6.1233))?.nom).to.equal('12 Rue Sainte-Claire');
      expect((await new InMemoryGeocoder().reverse(45.9, 6.13))?.nom).to.equal('Annecy');
    });

    it('answers null farther than 5 km from any known place', async () => {
      // The Pointe Percée, about 20 km east of Annecy.
      expect(await new InMemoryGeocoder().reverse(45.96, 6.42)).to.equal(null);
    });

    it('answers up to 5 km and not beyond', async () => {
      const oneDegreeLat = distanceMetres(0, 0, 1, 0);
      const geocoder = new InMemoryGeocoder();
      const north = (metres: number) =>
        geocoder.reverse(EVIAN.latitude + metres / oneDegreeLat, EVIAN.longitude);
      expect((await north(4990))?.nom).to.equal('Évian-les-Bains');
      expect(await north(5010)).to.equal(null);
    });
  });

  it('measures distances in metres (Paris–Lyon about 392 km)', () => {
    expect(distanceMetres(48.8566, 2.3522, 45.764, 4.8357)).to.be.closeTo(392_000, 2_000);
  });
});
