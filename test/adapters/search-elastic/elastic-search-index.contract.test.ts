import { searchIndexContract } from '../../contracts/search-index.contract.js';
import { onElasticsearch } from '../../support/scratch-elasticsearch.js';

onElasticsearch('contracts: ElasticSearchIndex', (es) => {
  searchIndexContract(async () => ({ index: await es.open(), close: async () => undefined }));
});
