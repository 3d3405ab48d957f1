import { expect } from 'chai';
import { defaultSearchCriteria } from '../../../core/src/domain/search/criteria.js';
import { InMemorySearchIndex } from '../../../core/src/testing/in-memory-search-index.js';
import { DAY_MS } from '../../../core/src/shared/time.js';
import { NOW, aSearchDocument } from './search-document.js';

describe('InMemorySearchIndex', () => {
  const seeded = async () => {
    const index = new InMemorySearchIndex();
    for (let id = 1; id <= 5; id += 1) {
      await index.upsert(aSearchDocument({ propertyId: id, endAt: NOW + id * DAY_MS }));
    }
    await index.upsert(aSearchDocument({ propertyId: 6, startAt: NOW - 9 * DAY_MS, endAt: NOW - DAY_MS }));
    return index;
  };

  it('returns matching documents in result order with the total', async () => {
    const index = await seeded();
    const result = await index.search(defaultSearchCriteria(), NOW, 10);
    expect(result.total).to.equal(5);
    expect(result.hits.map((d) => d.propertyId)).to.deep.equal([1, 2, 3, 4, 5]);
  });

  it('pages by criteria.page and the page size', async () => {
    const index = await seeded();
    const page2 = await index.search({ ...defaultSearchCriteria(), page: 2 }, NOW, 2);
    expect(page2.hits.map((d) => d.propertyId)).to.deep.equal([3, 4]);
    expect(page2.total).to.equal(5);
    const page4 = await index.search({ ...defaultSearchCriteria(), page: 4 }, NOW, 2);
    expect(page4.hits).to.deep.equal([]);
  });

  it('replaces a document on upsert and forgets it on remove', async () => {
    const index = await seeded();
    await index.upsert(aSearchDocument({ propertyId: 1, price: 1 }));
    expect(index.all.find((d) => d.propertyId === 1)?.price).to.equal(1);
    await index.remove(1);
    const result = await index.search(defaultSearchCriteria(), NOW, 10);
    expect(result.hits.map((d) => d.propertyId)).to.deep.equal([2, 3, 4, 5]);
  });

  it('hands out copies, not its own documents', async () => {
    const index = await seeded();
    const [first] = (await index.search(defaultSearchCriteria(), NOW, 1)).hits;
    first!.price = 0;
    expect((await index.search(defaultSearchCriteria(), NOW, 1)).hits[0]!.price).to.equal(250000);
  });
});
