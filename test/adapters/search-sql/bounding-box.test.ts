import { expect } from 'chai';
import { distanceMetres, EARTH_RADIUS_METRES, type GeoPoint } from '../../../core/src/index.js';
import { boundingBox, type BoundingBox } from '../../../adapters/search-sql/src/index.js';

const LYON: GeoPoint = { lat: 45.764043, lng: 4.835659 };

function pointAt(from: GeoPoint, bearingDegrees: number, metres: number): GeoPoint {
  const rad = Math.PI / 180;
  const angular = metres / EARTH_RADIUS_METRES;
  const bearing = bearingDegrees * rad;
  const lat1 = from.lat * rad;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    from.lng * rad +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / rad, lng: lng2 / rad };
}

const holds = (box: BoundingBox, point: GeoPoint): boolean =>
  point.lat >= box.minLat &&
  point.lat <= box.maxLat &&
  (box.lng === null || (point.lng >= box.lng.min && point.lng <= box.lng.max));

describe('search-sql: boundingBox', () => {
  for (const radius of [10_000, 30_000, 100_000]) {
    it(`holds every point of the ${radius / 1000} km circle around Lyon`, () => {
      const box = boundingBox(LYON, radius);
      for (let bearing = 0; bearing < 360; bearing += 1) {
        const edge = pointAt(LYON, bearing, radius);
        expect(distanceMetres(LYON, edge)).to.be.closeTo(radius, 0.01);
        expect(holds(box, edge), `bearing ${bearing}`).to.equal(true);
      }
    });
  }

  it('stays tight: a 10 km box around Lyon spans about 0.18° of latitude and 0.26° of longitude', () => {
    const box = boundingBox(LYON, 10_000);
    expect(box.maxLat - box.minLat).to.be.closeTo(0.18, 0.001);
    expect(box.lng!.max - box.lng!.min).to.be.closeTo(0.258, 0.001);
    expect(holds(box, pointAt(LYON, 45, 15_000))).to.equal(false);
  });

  it('gives up the longitude range when the circle reaches a pole or the antimeridian', () => {
    expect(boundingBox({ lat: 89.95, lng: 0 }, 10_000).lng).to.equal(null);
    expect(boundingBox({ lat: -17.7, lng: 179.99 }, 10_000).lng).to.equal(null);
    expect(boundingBox({ lat: -17.7, lng: 178 }, 10_000).lng).to.not.equal(null);
  });
});
