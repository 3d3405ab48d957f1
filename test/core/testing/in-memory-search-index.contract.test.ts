import { InMemorySearchIndex } from '../../../core/src/testing/in-memory-search-index.js';
import { searchIndexContract } from '../../contracts/search-index.contract.js';

describe('contracts: InMemorySearchIndex', () => {
  searchIndexContract(async () => ({ index: new InMemorySearchIndex(), close: async () => undefined }));
});
