import { expect } from 'chai';
import {
  isPubliclyVisible,
  publicationMissing,
  publicationMissingCode,
  publicationMissingField,
} from '../../../core/src/domain/property/publication.js';
import { aProperty } from '../../../core/src/testing/index.js';

describe('publicationMissing: what a sale lacks to be published', () => {
  it('nothing for a complete sale with a photo', () => {
    expect(publicationMissing(aProperty(), 1)).to.deep.equal([]);
  });

  it('lists every missing item in the form’s order', () => {
    const empty = aProperty({
      title: '  ',
      offersStartAt: 2_000,
      offersEndAt: 1_000,
      firstPrice: 100,
      netSellerPrice: 200,
      address: { street: '', lat: null },
      vendors: [],
      dpe: { exempt: false, blank: false, date: null },
    });
    expect(publicationMissing(empty, 0)).to.deep.equal([
      'title',
      'dates',
      'prices',
      'address',
      'coordinates',
      'photo',
      'vendor',
      'dpe',
    ]);
  });

  it('needs both coordinates', () => {
    expect(publicationMissing(aProperty({ address: { lng: null } }), 1)).to.deep.equal(['coordinates']);
  });

  it('accepts a DPE exemption, or a dated blank DPE, instead of the letters', () => {
    const noLetters = { energyClass: null, gesClass: null, date: null };
    expect(publicationMissing(aProperty({ dpe: { ...noLetters, exempt: true } }), 1)).to.deep.equal([]);
    expect(publicationMissing(aProperty({ dpe: { ...noLetters, blank: true } }), 1)).to.deep.equal(['dpe']);
    expect(
      publicationMissing(aProperty({ dpe: { ...noLetters, blank: true, date: '2025-01-02' } }), 1),
    ).to.deep.equal([]);
    expect(publicationMissing(aProperty({ dpe: { gesClass: null } }), 1)).to.deep.equal(['dpe']);
  });

  it('needs a bid step and a first price above the net seller price', () => {
    expect(publicationMissing(aProperty({ bidStep: 0 }), 1)).to.deep.equal(['prices']);
    expect(publicationMissing(aProperty({ firstPrice: 240_000 }), 1)).to.deep.equal(['prices']);
  });

  it('names each item’s message and form field', () => {
    expect(publicationMissingCode('photo')).to.equal('publication_missing_photo');
    expect(publicationMissingField('coordinates')).to.equal('lat');
    expect(publicationMissingField('vendor')).to.equal('vendeurs');
  });
});

describe('isPubliclyVisible', () => {
  it('a draft is never visible; a published sale is from its publication on', () => {
    expect(isPubliclyVisible({ publishedAt: null }, 10)).to.equal(false);
    expect(isPubliclyVisible({ publishedAt: 10 }, 10)).to.equal(true);
    expect(isPubliclyVisible({ publishedAt: 11 }, 10)).to.equal(false);
  });
});
