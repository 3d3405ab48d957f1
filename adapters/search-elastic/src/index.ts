export { ElasticSearchIndex, type ElasticSearchIndexOptions } from './elastic-search-index.js';
export { SEARCH_INDEX_MAPPINGS, SEARCH_INDEX_SETTINGS, MAX_RESULT_WINDOW } from './search-document-source.js';
export { Client as ElasticsearchClient } from '@elastic/elasticsearch';
