import { expect } from 'chai';
import { distanceMetres, NearestPointGrid } from '../../../adapters/geocoding/src/nearest-point-grid.js';

interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('NearestPointGrid', () => {
  it('measures great-circle distances (Paris–Lyon about 392 km)', () => {
    expect(distanceMetres(48.8566, 2.3522, 45.764, 4.8357)).to.be.closeTo(391_500, 1_500);
    expect(distanceMetres(45, 6, 45, 6)).to.equal(0);
  });

  it('finds the same nearest point as a scan of every point', () => {
    const random = sequence(42);
    const places: Place[] = Array.from({ length: 3_000 }, (_, index) => ({
      name: `p${index}`,
      latitude: 42 + random() * 9,
      longitude: -5 + random() * 13,
    }));
    const grid = new NearestPointGrid(places);
    for (let query = 0; query < 500; query += 1) {
      const latitude = 41.5 + random() * 10;
      const longitude = -5.5 + random() * 14;
      let expected: Place | null = null;
      let best = 20_000;
      for (const place of places) {
        const distance = distanceMetres(latitude, longitude, place.latitude, place.longitude);
        if (distance <= best) [expected, best] = [place, distance];
      }
      expect(grid.nearest(latitude, longitude, 20_000)?.point.name ?? null).to.equal(expected?.name ?? null);
    }
  });

  it('answers within the radius and not beyond it', () => {
    const grid = new NearestPointGrid([{ name: 'a', latitude: 45, longitude: 6 }]);
    // 0.179° of latitude ≈ 19.9 km, 0.181° ≈ 20.1 km.
    expect(grid.nearest(45.179, 6, 20_000)?.point.name).to.equal('a');
    expect(grid.nearest(45.181, 6, 20_000)).to.equal(null);
    expect(grid.nearest(45.181, 6, 20_000 * 2)?.distance).to.be.closeTo(20_126, 5);
  });

  it('looks across the antimeridian (New Caledonia and Wallis lie near it)', () => {
    const grid = new NearestPointGrid([{ name: 'east', latitude: -14, longitude: 179.95 }]);
    expect(grid.nearest(-14, -179.95, 20_000)?.point.name).to.equal('east');
  });
});
