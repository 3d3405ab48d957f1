import { AGREMENT_CONDITIONS, translate, type AgrementCopy } from '@immo/core';
import { DEFAULT_TEST_NOW } from '@immo/core/testing';
import { PdfLibAgrementCopyRenderer, winAnsi } from '@immo/pdf';
import { expect } from 'chai';
import { PDFDocument } from 'pdf-lib';
import { pageText } from '../../support/pdf-content.js';

const copyOf = (overrides: Partial<AgrementCopy> = {}): AgrementCopy => ({
  locale: 'fr',
  buyerFileId: 42,
  property: {
    id: 7,
    reference: '74010-MAIS-001',
    title: 'Chalet d’alpage',
    postcode: '74400',
    city: 'Chamonix-Mont-Blanc',
  },
  buyer: {
    firstName: 'Léa',
    lastName: 'Fontaine',
    email: 'lea.fontaine@example.fr',
    phone: '06 12 34 56 78',
    address: '5 Avenue d’Albigny',
    postcode: '74000',
    city: 'Annecy',
    country: 'France',
  },
  conditions: AGREMENT_CONDITIONS.map((code) => translate(code, 'fr')),
  signedName: 'Léa Fontaine',
  signedAt: DEFAULT_TEST_NOW,
  signedFrom: '203.0.113.7',
  ...overrides,
});

describe('PdfLibAgrementCopyRenderer', () => {
  const renderer = new PdfLibAgrementCopyRenderer();

  it('renders a PDF that pdf-lib reads back, with its title, language and the signing date', async () => {
    const bytes = await renderer.render(copyOf());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).to.equal('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).to.equal(1);
    expect(pdf.getTitle()).to.equal("Demande d'agrément — 74010-MAIS-001");
    expect(pdf.getCreationDate()?.getTime()).to.equal(DEFAULT_TEST_NOW);
  });

  it('shows the property, the buyer, every condition as read, the signature line and the file number', async () => {
    const pdf = await PDFDocument.load(await renderer.render(copyOf()));
    const text = pageText(pdf.getPage(0)).replace(/\n/g, ' ');
    for (const expected of [
      "Demande d'agrément",
      'Dossier acheteur n° 42',
      'Bien : Chalet d’alpage (réf. 74010-MAIS-001), 74400 Chamonix-Mont-Blanc',
      'Acquéreur : Léa Fontaine, lea.fontaine@example.fr, 06 12 34 56 78',
      'Adresse : 5 Avenue d’Albigny, 74000 Annecy, France',
      'Conditions acceptées',
      ...AGREMENT_CONDITIONS.map((code) => winAnsi(translate(code, 'fr'))),
      // 21/11/2026 10:00 UTC is 11:00 in Paris.
      'Signé par « Léa Fontaine » le samedi 21 novembre 2026 à 11:00 depuis l’adresse 203.0.113.7',
    ]) {
      expect(text, expected).to.include(expected);
    }
  });

  it('writes the copy in the buyer’s language', async () => {
    const pdf = await PDFDocument.load(
      await renderer.render(
        copyOf({ locale: 'en', conditions: AGREMENT_CONDITIONS.map((code) => translate(code, 'en')) }),
      ),
    );
    const text = pageText(pdf.getPage(0)).replace(/\n/g, ' ');
    expect(text).to.include('Approval (agrément) request');
    expect(text).to.include(
      'Signed by "Léa Fontaine" on Saturday, 21 November 2026 at 11:00 from address 203.0.113.7',
    );
    expect(text).to.include(winAnsi(translate('agrement_condition_refusal', 'en')));
  });

  it('goes on to a second page when the conditions do not fit on one', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `Condition ${i + 1} : ${'texte '.repeat(30)}`);
    const pdf = await PDFDocument.load(await renderer.render(copyOf({ conditions: long })));
    expect(pdf.getPageCount()).to.be.at.least(2);
    expect(pageText(pdf.getPage(pdf.getPageCount() - 1))).to.include('Signé par');
  });
});

describe('winAnsi', () => {
  it('keeps only what the standard PDF fonts can encode', () => {
    expect(winAnsi('1\u202f250\u00a0€ — l’été, CO₂ ≥')).to.equal('1 250 € — l’été, CO2 ');
  });
});
