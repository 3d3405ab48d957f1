import { expect } from 'chai';
import { newestFavouritesFirst } from '../../../core/src/domain/misc/favourite.js';

describe('newestFavouritesFirst', () => {
  it('orders by creation time, newest first, ties by property id', () => {
    const favourites = [
      { userId: 1, propertyId: 10, createdAt: 100 },
      { userId: 1, propertyId: 11, createdAt: 300 },
      { userId: 1, propertyId: 12, createdAt: 200 },
      { userId: 1, propertyId: 13, createdAt: 300 },
    ];
    expect(newestFavouritesFirst(favourites).map((f) => f.propertyId)).to.deep.equal([13, 11, 12, 10]);
    expect(favourites[0]?.propertyId, 'input untouched').to.equal(10);
  });
});
