import { expect } from 'chai';
import type { Photo } from '../../../core/src/domain/photo/photo.js';
import {
  insertionPosition,
  makeRoomAt,
  orderPhotosByIds,
  renumbered,
} from '../../../core/src/domain/photo/photo-positions.js';

const photo = (id: number, position: number): Photo => ({
  id,
  propertyId: 1,
  storageKey: `photos/1/${id}.jpg`,
  legend: '',
  originalName: `${id}.jpg`,
  size: 10,
  width: 100,
  height: 100,
  position,
  uploadedAt: 0,
});

describe('insertionPosition', () => {
  it('takes a priority within 0..count', () => {
    expect(insertionPosition(3, 0)).to.equal(0);
    expect(insertionPosition(3, 3)).to.equal(3);
  });

  it('goes to the end without a valid priority', () => {
    expect(insertionPosition(3)).to.equal(3);
    expect(insertionPosition(3, 4)).to.equal(3);
    expect(insertionPosition(3, -1)).to.equal(3);
    expect(insertionPosition(3, 1.5)).to.equal(3);
    expect(insertionPosition(3, '1')).to.equal(3);
  });
});

describe('makeRoomAt', () => {
  it('shifts the photos at and after the position by one', () => {
    const changed = makeRoomAt([photo(10, 0), photo(11, 1), photo(12, 2)], 1);
    expect(changed.map((p) => [p.id, p.position])).to.deep.equal([
      [11, 2],
      [12, 3],
    ]);
  });

  it('also closes earlier gaps', () => {
    const changed = makeRoomAt([photo(10, 0), photo(11, 4)], 2);
    expect(changed.map((p) => [p.id, p.position])).to.deep.equal([[11, 1]]);
  });
});

describe('renumbered', () => {
  it('returns only the photos whose position must change to 0, 1, 2…', () => {
    const changed = renumbered([photo(10, 0), photo(12, 2), photo(13, 3)]);
    expect(changed.map((p) => [p.id, p.position])).to.deep.equal([
      [12, 1],
      [13, 2],
    ]);
  });
});

describe('orderPhotosByIds', () => {
  const photos = [photo(10, 0), photo(11, 1), photo(12, 2)];

  it('orders the photos as the ids say', () => {
    const result = orderPhotosByIds(photos, [12, 10, 11]);
    expect(result.ok && result.value.map((p) => p.id)).to.deep.equal([12, 10, 11]);
  });

  it('puts the photos it does not name after the others, in their order (a delete that failed)', () => {
    const ids = (imageIds: number[]) => {
      const result = orderPhotosByIds(photos, imageIds);
      return result.ok && result.value.map((p) => p.id);
    };
    expect(ids([12, 10])).to.deep.equal([12, 10, 11]);
    expect(ids([11])).to.deep.equal([11, 10, 12]);
    expect(ids([])).to.deep.equal([10, 11, 12]);
  });

  it('refuses repeated ids, and ids that are not photos of the property', () => {
    const mismatch = { ok: false, error: { code: 'photos_reorder_mismatch', field: 'imageIds' } };
    expect(orderPhotosByIds(photos, [12, 12, 11])).to.deep.equal(mismatch);
    expect(orderPhotosByIds(photos, [12, 10, 11, 13])).to.deep.equal(mismatch);
    expect(orderPhotosByIds(photos, [12, 10, 99])).to.deep.equal(mismatch);
  });
});
