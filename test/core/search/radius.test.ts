import { expect } from 'chai';
import {
  RADIUS_MAX_KM,
  RADIUS_STEP_KM,
  clampRadius,
  radiusKmToMetres,
  radiusMetresToKm,
  validateRadiusMetres,
} from '../../../core/src/domain/search/radius.js';

describe('search radius', () => {
  it('runs from 0 to 100 km by steps of 10 km', () => {
    expect(RADIUS_MAX_KM).to.equal(100);
    expect(RADIUS_STEP_KM).to.equal(10);
  });

  it('is stored in metres', () => {
    expect(radiusKmToMetres(0)).to.equal(0);
    expect(radiusKmToMetres(10)).to.equal(10000);
    expect(radiusKmToMetres(100)).to.equal(100000);
    expect(radiusKmToMetres(110)).to.equal(110000);
    expect(radiusMetresToKm(30000)).to.equal(30);
  });

  it('clamps slider values into 0–100 km on a 10 km step', () => {
    expect(clampRadius(0)).to.equal(0);
    expect(clampRadius(10)).to.equal(10);
    expect(clampRadius(100)).to.equal(100);
    expect(clampRadius(110)).to.equal(100);
    expect(clampRadius(-10)).to.equal(0);
    expect(clampRadius(14)).to.equal(10);
    expect(clampRadius(15)).to.equal(20);
    expect(clampRadius(Number.NaN)).to.equal(0);
  });

  it('accepts 0 (no radius), 10 km and 100 km in metres', () => {
    for (const metres of [0, 10000, 100000]) {
      expect(validateRadiusMetres(metres)).to.deep.equal({ ok: true, value: metres });
    }
  });

  it('refuses 110 km, a negative radius and a value off the step', () => {
    for (const metres of [110000, -10000, 15000, 10000.5]) {
      expect(validateRadiusMetres(metres), String(metres)).to.deep.equal({
        ok: false,
        error: { code: 'radius_out_of_range', params: { min: 0, max: 100, step: 10 }, field: 'aroundRadius' },
      });
    }
  });
});
