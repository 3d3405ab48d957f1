import { expect } from 'chai';
import type { AddressSuggestion } from '@immo/core';
import {
  EmbeddedFrenchGeocoder,
  MAX_SUGGESTIONS,
  REVERSE_RADIUS_METRES,
  type EmbeddedGeocoderStats,
} from '@immo/geocoding';

const EIFFEL_TOWER = { lat: 48.85826, lng: 2.2945 };
const MID_ATLANTIC = { lat: 40, lng: -35 };

const names = (suggestions: AddressSuggestion[]) => suggestions.map((suggestion) => suggestion.nom);

describe('EmbeddedFrenchGeocoder (on the real commune data)', function () {
  // The first load parses the npm packages' data: seconds on a slow CI machine.
  this.timeout(30_000);
  const geocoder = new EmbeddedFrenchGeocoder();
  let stats: EmbeddedGeocoderStats;
  before(async () => {
    stats = await geocoder.warmUp();
  });

  describe('data', () => {
    it('locates every commune of the official list but the handful nothing locates', () => {
      // 34 969 communes + 45 arrondissements municipaux − the TAAF and Clipperton.
      expect(stats.communes).to.be.within(34_990, 35_014);
      expect(stats.unlocated).to.be.below(25);
      const total = Object.values(stats.bySource).reduce((sum, count) => sum + count, 0);
      expect(total).to.equal(stats.communes);
    });

    it('gives about a quarter of the communes their own GeoNames point, the rest a neighbour’s', () => {
      expect(stats.bySource.exact).to.be.above(8_000);
      expect(stats.bySource.department).to.be.below(200);
    });

    it('loads the data once, shared by concurrent first calls', async () => {
      const fresh = new EmbeddedFrenchGeocoder();
      const [first, second] = await Promise.all([fresh.warmUp(), fresh.warmUp()]);
      expect(first).to.equal(second);
      expect(await fresh.warmUp()).to.equal(first);
    });
  });

  describe('search', () => {
    it('finds Annecy (INSEE 74010) under its main postcode 74000 as a municipality', async () => {
      const [annecy] = await geocoder.search('annecy');
      expect(annecy).to.deep.equal({
        nom: 'Annecy',
        codePostal: '74000',
        codeInsee: '74010',
        ville: 'Annecy',
        departement: '74',
        type: 'municipality',
        latitude: 45.90878,
        longitude: 6.12565,
      });
    });

    it('answers with the postcode asked for when the commune has several (Annecy 74940)', async () => {
      const found = await geocoder.search('Annecy', '74940');
      expect(found.map((s) => [s.codeInsee, s.codePostal])).to.deep.equal([['74010', '74940']]);
    });

    it('reads a 5-digit number that is no postcode as an INSEE code (74010 → Annecy 74000)', async () => {
      const found = await geocoder.search('74010');
      expect(found.map((s) => [s.nom, s.codePostal, s.codeInsee])).to.deep.equal([
        ['Annecy', '74000', '74010'],
      ]);
    });

    it('finds nothing when the commune is not in the postcode given', async () => {
      expect(await geocoder.search('Annecy', '75001')).to.deep.equal([]);
      expect(await geocoder.search('Chamonix', '74000')).to.deep.equal([]);
    });

    it("matches 'st etienne' to Saint-Étienne first, its homonyms after by population", async () => {
      const found = await geocoder.search('st etienne');
      expect(found[0]).to.include({
        nom: 'Saint-Étienne',
        codeInsee: '42218',
        codePostal: '42000',
        departement: '42',
      });
      expect(found).to.have.length(MAX_SUGGESTIONS);
      expect(found.slice(1).every((s) => s.nom.startsWith('Saint-Étienne-'))).to.equal(true);
    });

    it('ignores case, accents and hyphens, and abbreviates Sainte as well', async () => {
      for (const typed of ['SAINT-ÉTIENNE', 'saint etienne', 'St-Etienne', 'st.   étienne']) {
        expect((await geocoder.search(typed))[0]?.codeInsee, typed).to.equal('42218');
      }
      expect((await geocoder.search('ste maxime'))[0]).to.include({
        nom: 'Sainte-Maxime',
        departement: '83',
      });
    });

    it("still lets 'st' start a word while it is being typed (Strasbourg)", async () => {
      expect(names(await geocoder.search('st'))).to.include('Strasbourg');
    });

    it("completes 'Chamonix' to Chamonix-Mont-Blanc 74400", async () => {
      const [chamonix] = await geocoder.search('Chamonix');
      expect(chamonix).to.include({ nom: 'Chamonix-Mont-Blanc', codePostal: '74400', codeInsee: '74056' });
    });

    it('matches the start of any word of the name (mont blanc → Chamonix-Mont-Blanc among others)', async () => {
      expect(names(await geocoder.search('mont blanc'))).to.include('Chamonix-Mont-Blanc');
    });

    it("reads '33000 bordeaux' as postcode then commune", async () => {
      const found = await geocoder.search('33000 bordeaux');
      expect(found.map((s) => [s.nom, s.codePostal, s.codeInsee, s.type])).to.deep.equal([
        ['Bordeaux', '33000', '33063', 'municipality'],
      ]);
    });

    it('ranks the exact name before longer names starting with it, then by population', async () => {
      const found = await geocoder.search('bordeaux');
      expect(found[0]?.nom).to.equal('Bordeaux');
      const rest = found.slice(1);
      expect(rest.every((s) => s.nom !== 'Bordeaux')).to.equal(true);
    });

    it('gives at most 10 suggestions', async () => {
      expect(await geocoder.search('saint')).to.have.length(MAX_SUGGESTIONS);
    });

    it('finds nothing for a name no commune has, and for blank text', async () => {
      expect(await geocoder.search('xyzzyville')).to.deep.equal([]);
      expect(await geocoder.search('   ')).to.deep.equal([]);
    });

    it('lists the communes of a postcode typed alone, the most populous first', async () => {
      const found = await geocoder.search('74400');
      expect(found.map((s) => s.nom)).to.deep.equal(['Chamonix-Mont-Blanc']);
      const several = await geocoder.search('74370');
      expect(several.length).to.be.above(1);
      expect(several.every((s) => s.codePostal === '74370')).to.equal(true);
    });

    it('lists communes whose postcode starts with a partly typed postcode', async () => {
      const found = await geocoder.search('7440');
      expect(found.map((s) => s.nom)).to.include('Chamonix-Mont-Blanc');
      expect(found.every((s) => s.codePostal.startsWith('7440'))).to.equal(true);
    });

    it('reads the widget’s hyphens as spaces (spec §7: spaces replaced by hyphens)', async () => {
      const found = await geocoder.search('33000-bordeaux');
      expect(found.map((s) => s.codeInsee)).to.deep.equal(['33063']);
    });

    it('covers the overseas departments (Saint-Denis de La Réunion 974)', async () => {
      const found = await geocoder.search('97400');
      expect(found[0]).to.include({ nom: 'Saint-Denis', codeInsee: '97411', departement: '974' });
      expect(found[0]!.latitude).to.be.within(-21.1, -20.8);
    });
  });

  describe('Paris, Lyon and Marseille', () => {
    it("suggests for 'paris' the whole commune (75056) first, then its arrondissements", async () => {
      const found = await geocoder.search('paris');
      expect(found[0]).to.include({ nom: 'Paris', codeInsee: '75056', codePostal: '75001', ville: 'Paris' });
      const arrondissements = found.slice(1, 6);
      for (const arrondissement of arrondissements) {
        expect(arrondissement.nom).to.match(/^Paris \d+e Arrondissement$/);
        expect(arrondissement.codeInsee).to.match(/^751\d\d$/);
        expect(arrondissement.ville).to.equal('Paris');
      }
    });

    it('answers a Paris postcode with its arrondissement, not the whole commune', async () => {
      for (let n = 1; n <= 20; n += 1) {
        const postcode = `750${String(n).padStart(2, '0')}`;
        const found = await geocoder.search(postcode);
        expect(
          found.map((s) => [s.codeInsee, s.codePostal, s.ville]),
          postcode,
        ).to.deep.equal([[`751${String(n).padStart(2, '0')}`, postcode, 'Paris']]);
      }
      expect((await geocoder.search('75116'))[0]).to.include({
        nom: 'Paris 16e Arrondissement',
        codeInsee: '75116',
      });
    });

    it('gives each arrondissement its own point (Paris 7e near the Champ-de-Mars)', async () => {
      const [seventh] = await geocoder.search('75007');
      expect(seventh!.latitude).to.be.within(48.84, 48.87);
      expect(seventh!.longitude).to.be.within(2.29, 2.34);
      const [twentieth] = await geocoder.search('75020');
      expect(twentieth!.longitude).to.be.above(2.38);
    });

    it("answers '69001' with Lyon 1er Arrondissement (69381) and 'marseille 1er' with 13201", async () => {
      expect(
        (await geocoder.search('69001')).map((s) => [s.nom, s.codeInsee, s.ville, s.codePostal]),
      ).to.deep.equal([['Lyon 1er Arrondissement', '69381', 'Lyon', '69001']]);
      expect((await geocoder.search('marseille 1er'))[0]).to.include({
        codeInsee: '13201',
        codePostal: '13001',
      });
    });

    it("finds an arrondissement by number ('paris 15')", async () => {
      expect((await geocoder.search('paris 15'))[0]).to.include({
        nom: 'Paris 15e Arrondissement',
        codeInsee: '75115',
      });
    });

    it('confirms the commune of a sale: ville Paris with postcode 75002 (what CreateSale asks)', async () => {
      const found = await geocoder.search('Paris', '75002');
      expect(found.map((s) => [s.codeInsee, s.codePostal])).to.deep.equal([['75102', '75002']]);
    });
  });

  describe('a street typed before the commune (no street data: the commune locates it)', () => {
    it("keeps '12 rue de la Paix' as nom, with the arrondissement of 75002, as a street", async () => {
      const found = await geocoder.search('12 rue de la Paix 75002 Paris');
      expect(found).to.deep.equal([
        {
          nom: '12 rue de la Paix',
          codePostal: '75002',
          codeInsee: '75102',
          ville: 'Paris',
          departement: '75',
          type: 'street',
          latitude: 48.8655,
          longitude: 2.3426,
        },
      ]);
    });

    it('reads the same address sent by the widget with hyphens for spaces', async () => {
      const found = await geocoder.search('12-rue-de-la-Paix-75002-Paris');
      expect(found.map((s) => [s.nom, s.codeInsee, s.type])).to.deep.equal([
        ['12 rue de la Paix', '75102', 'street'],
      ]);
    });

    it('finds the commune from the trailing words when no postcode is typed', async () => {
      const [first] = await geocoder.search('3 place du Change Annecy');
      expect(first).to.include({ nom: '3 place du Change', codeInsee: '74010', type: 'street' });
    });

    it('does not cut a text without house number or postcode into street and commune', async () => {
      expect(await geocoder.search('avenue de Paris')).to.deep.equal([]);
      expect(await geocoder.search('rue de la Paix Paris')).to.deep.equal([]);
      expect(
        (await geocoder.search('rue de la Paix Paris', '75002')).map((s) => [s.nom, s.codeInsee]),
      ).to.deep.equal([['rue de la Paix', '75102']]);
    });

    it('takes the street alone before a postcode, and after a postcode given apart', async () => {
      const [alone] = await geocoder.search('8 avenue de Verdun 74400');
      expect(alone).to.include({ nom: '8 avenue de Verdun', codeInsee: '74056', type: 'street' });
      const [apart] = await geocoder.search('8 avenue de Verdun Chamonix', '74400');
      expect(apart).to.include({ nom: '8 avenue de Verdun', codeInsee: '74056', codePostal: '74400' });
    });
  });

  describe('reverse', () => {
    it('answers Paris for the Eiffel Tower, keeping the point asked about', async () => {
      const found = await geocoder.reverse(EIFFEL_TOWER.lat, EIFFEL_TOWER.lng);
      expect(found).to.include({ ville: 'Paris', departement: '75', type: 'municipality' });
      expect(found!.codeInsee).to.match(/^751\d\d$/);
      expect([found!.latitude, found!.longitude]).to.deep.equal([EIFFEL_TOWER.lat, EIFFEL_TOWER.lng]);
    });

    it('answers Annecy next to its old town and Chamonix at the foot of the Aiguille du Midi', async () => {
      expect((await geocoder.reverse(45.8992, 6.1294))?.codeInsee).to.equal('74010');
      expect((await geocoder.reverse(45.9237, 6.8694))?.codeInsee).to.equal('74056');
    });

    it('answers null in the middle of the Atlantic and for coordinates that are no numbers', async () => {
      expect(await geocoder.reverse(MID_ATLANTIC.lat, MID_ATLANTIC.lng)).to.equal(null);
      expect(await geocoder.reverse(Number.NaN, 2)).to.equal(null);
    });

    it(`answers nothing farther than ${REVERSE_RADIUS_METRES / 1000} km from every located commune`, async () => {
      // At sea, some 60 km south-west of Ouessant; 15 km off Le Conquet is still Le Conquet's.
      expect(await geocoder.reverse(47.9, -5.8)).to.equal(null);
      expect((await geocoder.reverse(48.36, -4.98))?.departement).to.equal('29');
    });
  });
});
