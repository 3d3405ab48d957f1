import { expect } from 'chai';
import { distanceMetres } from '../../../core/src/domain/search/distance.js';

describe('distanceMetres (haversine)', () => {
  it('is 0 between a point and itself', () => {
    expect(distanceMetres({ lat: 46.94, lng: 2.42 }, { lat: 46.94, lng: 2.42 })).to.equal(0);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(distanceMetres({ lat: 46, lng: 2 }, { lat: 47, lng: 2 })).to.be.closeTo(111_195, 1);
  });

  it('measures Paris – Lyon as about 392 km, the same both ways', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const lyon = { lat: 45.764, lng: 4.8357 };
    expect(distanceMetres(paris, lyon)).to.be.closeTo(392_000, 1_500);
    expect(distanceMetres(lyon, paris)).to.equal(distanceMetres(paris, lyon));
  });
});
