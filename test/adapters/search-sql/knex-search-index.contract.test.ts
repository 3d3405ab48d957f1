import { searchIndexContract } from '../../contracts/search-index.contract.js';
import { onEachSearchDatabase } from '../../support/scratch-databases.js';

onEachSearchDatabase('contracts: KnexSearchIndex', (kind) => {
  searchIndexContract(async () => {
    const { index, close } = await kind.open();
    return { index, close };
  });
});
