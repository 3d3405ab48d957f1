// `npm run reindex`: rebuilds the configured search index (Elasticsearch when ELASTICSEARCH_URL is
// set, else the SQL search table) from every property in the database, with progress.
import { openDatabase } from '@immo/persistence-knex';
import { SystemClock } from '@immo/system';
import { readConfig } from './config.js';
import { openSearch } from './infrastructure.js';
import { reindexAll } from './search-reindex.js';

const config = readConfig();
const database = openDatabase(config.databaseUrl);
try {
  await database.migrate();
  const search = await openSearch(config, database);
  try {
    const target = config.elasticsearchUrl
      ? `Elasticsearch ${config.elasticsearchUrl}, index ${config.elasticsearchIndex}`
      : `recherche SQL (${database.dialect})`;
    console.log(`› Réindexation vers ${target}`);
    const started = Date.now();
    const { indexed, removed } = await reindexAll(
      database.repositories,
      search.index,
      new SystemClock(),
      (line) => console.log(line),
    );
    console.log(
      `› Terminé en ${((Date.now() - started) / 1000).toFixed(1)} s : ${indexed} ventes indexées, ${removed} retirées`,
    );
  } finally {
    await search.close();
  }
} catch (error) {
  console.error('Échec de la réindexation :', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
