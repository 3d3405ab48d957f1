// Runs a suite against the Elasticsearch at ELASTICSEARCH_URL in an index of its own, created for
// the run and deleted after it. Without ELASTICSEARCH_URL (or when it does not answer) the suite
// skips, loudly; REQUIRE_ELASTICSEARCH=1 makes that a failure instead, as CI runs it.
import { ElasticSearchIndex, ElasticsearchClient } from '../../adapters/search-elastic/src/index.js';

const URL_VARIABLE = 'ELASTICSEARCH_URL';
const REQUIRED = process.env.REQUIRE_ELASTICSEARCH === '1';

let scratchCount = 0;
let skipAnnounced = false;

function announceSkip(reason: string): void {
  if (skipAnnounced) return;
  skipAnnounced = true;
  console.warn(
    `\n!!! Elasticsearch ${reason}: the Elasticsearch suites are SKIPPED ` +
      '(REQUIRE_ELASTICSEARCH=1 makes this a failure; .ci/elasticsearch.sh start runs one) !!!\n',
  );
}

export interface ScratchElasticsearch {
  client: ElasticsearchClient;
  /** A fresh, empty index of the run (same name each time). */
  open(): Promise<ElasticSearchIndex>;
  /** The run's index name, for a second index object on it. */
  indexName: string;
}

/** `body` inside `describe(title)`, given a reachable Elasticsearch and an index of the run. */
export function onElasticsearch(title: string, body: (es: ScratchElasticsearch) => void): void {
  const url = process.env[URL_VARIABLE];
  const indexName = `immo_test_${process.pid}_${Date.now()}_${(scratchCount += 1)}`;
  const client = new ElasticsearchClient({ node: url ?? 'http://127.0.0.1:9200', requestTimeout: 30_000 });
  const index = new ElasticSearchIndex(client, { index: indexName });

  describe(`${title} on Elasticsearch`, function () {
    // Every write refreshes the shard: on a busy machine a seeded test takes seconds.
    this.timeout(60_000);
    before(async function () {
      this.timeout(60_000);
      if (!url) {
        if (REQUIRED) throw new Error(`REQUIRE_ELASTICSEARCH=1 but ${URL_VARIABLE} is not set`);
        announceSkip(`not configured (${URL_VARIABLE} unset)`);
        this.skip();
      }
      try {
        await client.cluster.health({ wait_for_status: 'yellow', timeout: '30s' });
      } catch (error) {
        if (REQUIRED) throw error;
        announceSkip(`unreachable at ${url} (${(error as Error).message})`);
        this.skip();
      }
      await index.ensureIndex();
    });
    after(async function () {
      this.timeout(30_000);
      if (url) await index.deleteIndex().catch(() => undefined);
      await client.close();
    });
    body({
      client,
      indexName,
      async open() {
        // This distribution has no delete-by-query (the reindex module): ids are listed, then removed.
        await index.removeMany(await index.indexedIds());
        await index.refreshNow();
        return index;
      },
    });
  });
}
