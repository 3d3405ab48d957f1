export { KnexSearchIndex, type SearchPage, type SearchSqlDialect } from './knex-search-index.js';
export { SEARCH_MIGRATIONS_TABLE } from './migrations.js';
export { SEARCH_DOCUMENTS_TABLE } from './search-documents-table.js';
export { boundingBox, type BoundingBox } from './bounding-box.js';
