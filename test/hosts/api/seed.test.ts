// The pieces of the demo seed on their own: the catalogue and its sale forms, the generated photos
// and documents, the seeded random generator.
import {
  PROPERTY_TYPE_CODES,
  isSubNatureOf,
  saleFormToProperty,
  validateSaleForm,
  type Property,
} from '@immo/core';
import { expect } from 'chai';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, OTHER_BUYERS, otherBuyerEmail } from '../../../hosts/api/src/seed/accounts.js';
import { DEMO_CATALOGUE } from '../../../hosts/api/src/seed/catalogue.js';
import { COMMUNES } from '../../../hosts/api/src/seed/communes.js';
import { demoDocuments } from '../../../hosts/api/src/seed/documents.js';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoSvg, renderPhoto } from '../../../hosts/api/src/seed/photos.js';
import { SeededRandom } from '../../../hosts/api/src/seed/random.js';
import { bidStepFor, energyClassOf, gesClassOf, saleFormOf } from '../../../hosts/api/src/seed/sale-forms.js';

const NOW = Date.UTC(2026, 10, 21, 9, 0);
const DAY = 86_400_000;

const formOf = (index: number) =>
  saleFormOf(DEMO_CATALOGUE[index]!, {
    reference: `TST-${index}`,
    window: { start: NOW - 3 * DAY, end: NOW + 10 * DAY, sellIn36h: false },
    random: new SeededRandom(index),
    index,
  });

const propertyOf = (index: number): Property => ({
  id: index + 1,
  ...saleFormToProperty(formOf(index), { negotiatorId: 1, now: NOW }),
});

describe('Demo seed: SeededRandom', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    const c = new SeededRandom(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).to.deep.equal(first);
    expect(Array.from({ length: 5 }, () => c.next())).to.not.deep.equal(first);
    expect(first.every((x) => x >= 0 && x < 1)).to.equal(true);
  });

  it('keeps int() within its bounds and sample() without repeats', () => {
    const r = new SeededRandom(7);
    const ints = Array.from({ length: 500 }, () => r.int(3, 6));
    expect(Math.min(...ints)).to.equal(3);
    expect(Math.max(...ints)).to.equal(6);
    const sample = r.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).to.equal(4);
  });
});

describe('Demo seed: catalogue and sale forms', () => {
  it('holds at least 40 properties, every type code and every phase', () => {
    expect(DEMO_CATALOGUE.length).to.be.at.least(40);
    const types = new Set(DEMO_CATALOGUE.map((e) => e.type));
    for (const code of PROPERTY_TYPE_CODES) expect(types, code).to.include(code);
    const phases = new Set(DEMO_CATALOGUE.map((e) => e.phase));
    for (const phase of ['upcoming', 'live', 'final', 'closing', 'ended', 'accepted'])
      expect(phases, phase).to.include(phase);
    expect(DEMO_CATALOGUE.filter((e) => e.phase === 'closing')).to.have.length(1);
    expect(DEMO_CATALOGUE.filter((e) => e.demoVendor).length).to.be.at.least(3);
  });

  it('uses real sub-natures and communes with consistent codes', () => {
    for (const entry of DEMO_CATALOGUE) {
      expect(isSubNatureOf(entry.type, entry.subNature), entry.title).to.equal(true);
      const commune = COMMUNES[entry.commune];
      expect(commune.postcode).to.match(/^\d{5}$/);
      expect(commune.insee).to.match(/^\d[\dAB]\d{3}$/);
      expect(commune.insee.slice(0, 2)).to.equal(commune.department);
    }
  });

  it('builds a sale form that passes every rule of the form (§5.1)', () => {
    DEMO_CATALOGUE.forEach((entry, index) => {
      const values = formOf(index);
      const { errors } = validateSaleForm(values, { now: NOW });
      expect(errors, `${entry.title}: ${JSON.stringify(errors)}`).to.deep.equal({});
      expect(values.description_quartier.length).to.be.at.most(100);
      expect(Number(values.premier_prix)).to.be.greaterThan(Number(values.premiere_offre_possible_nv));
    });
  });

  it('links no sale to a virtual tour: no tour provider answers a demo that runs offline', () => {
    const links = DEMO_CATALOGUE.map((_, index) => formOf(index).lienVisiteVirtuelle);
    expect(links.filter((link) => link !== '')).to.deep.equal([]);
  });

  it('derives DPE letters from the values, and the step from the price', () => {
    expect([70, 71, 110, 111, 180, 250, 330, 420, 421].map(energyClassOf)).to.deep.equal([
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
    expect([6, 7, 30, 50, 70, 100, 101].map(gesClassOf)).to.deep.equal(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect([30_000, 150_000, 400_000, 900_000, 2_000_000, 5_000_000].map(bidStepFor)).to.deep.equal([
      500, 1_000, 2_000, 5_000, 10_000, 20_000,
    ]);
  });

  it('names the demo accounts and other buyers with distinct e-mails', () => {
    const emails = [...DEMO_ACCOUNTS.map((a) => a.email), ...OTHER_BUYERS.map((_, i) => otherBuyerEmail(i))];
    expect(new Set(emails).size).to.equal(emails.length);
    expect(emails.every((e) => /^[a-z0-9.]+@demo\.immo$/.test(e))).to.equal(true);
    expect(OTHER_BUYERS.length).to.be.at.least(10);
  });
});

describe('Demo seed: photos', () => {
  it('draws a different picture for every type, with the town name', () => {
    const svgs = PROPERTY_TYPE_CODES.map((type) =>
      photoSvg({
        type,
        subNature: 'Aucun',
        town: 'Sarlat-la-Canéda',
        landscape: 'campagne',
        index: 0,
        seed: 1,
      }),
    );
    expect(new Set(svgs).size).to.equal(PROPERTY_TYPE_CODES.length);
    for (const svg of svgs) {
      expect(svg).to.contain('Sarlat-la-Canéda');
      expect(svg).to.contain('DejaVu Sans');
      expect(svg).to.contain('linearGradient id="sky"');
    }
  });

  it('keeps the town and the legend inside the 4:3 frame a phone’s gallery shows of the picture', () => {
    const svg = photoSvg({
      type: 'APPT',
      subNature: 'Aucun',
      town: 'Annecy',
      landscape: 'montagne',
      index: 0,
      seed: 1,
    });
    const cropped = (PHOTO_WIDTH - (PHOTO_HEIGHT * 4) / 3) / 2;
    const captions = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*?(text-anchor="end")?>/g)].filter(
      ([, , y]) => Number(y) > PHOTO_HEIGHT - 96,
    );
    expect(captions).to.have.length(2);
    for (const [, x] of captions) {
      expect(Number(x)).to.be.within(cropped + 20, PHOTO_WIDTH - cropped - 20);
    }
  });

  it('renders a real JPEG', async function () {
    this.timeout(20_000);
    const bytes = await renderPhoto({
      type: 'MAIS',
      subNature: 'Chalet',
      town: 'Chamonix-Mont-Blanc',
      landscape: 'montagne',
      index: 1,
      seed: 3,
    });
    expect([bytes[0], bytes[1]]).to.deep.equal([0xff, 0xd8]);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).to.include({ format: 'jpeg', width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
  });
});

describe('Demo seed: documents', () => {
  it('writes three real PDFs: diagnostic and plan free, the third restricted', async function () {
    this.timeout(20_000);
    const copro = DEMO_CATALOGUE.findIndex((e) => e.coOwnership && e.dpe);
    const land = DEMO_CATALOGUE.findIndex((e) => e.type === 'TEBA');
    const withCopro = await demoDocuments(propertyOf(copro));
    expect(withCopro.map((d) => [d.kind, d.free])).to.deep.equal([
      ['diagnostic_dpe', true],
      ['plan', true],
      ['reglement_copropriete', false],
    ]);
    const onLand = await demoDocuments(propertyOf(land));
    expect(onLand.map((d) => [d.kind, d.free])).to.deep.equal([
      ['etat_des_risques', true],
      ['plan', true],
      ['titre_propriete', false],
    ]);
    for (const document of [...withCopro, ...onLand]) {
      expect(Buffer.from(document.bytes.subarray(0, 5)).toString('latin1')).to.equal('%PDF-');
      const pdf = await PDFDocument.load(document.bytes);
      expect(pdf.getPageCount()).to.be.at.least(1);
    }
  });
});
