// `npm run start:cluster`: the distributed mode on this machine — MariaDB, Redis, Elasticsearch,
// S3Proxy, two API instances, the outbox worker and nginx in front. Each start begins from fresh
// demo data (the engines started here keep nothing between runs). To point at real services, set
// CLUSTER_DATABASE_URL, REDIS_URL, ELASTICSEARCH_URL and S3_ENDPOINT (+ AWS_*): those are used as
// they are and not started.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startCluster } from './index.js';
import { ensureRedis, freshMariaDbDatabase, startCiEngine, stopCiEngine } from './engines.js';

const log = (line: string) => console.log(line);
const dataDir = resolve(process.env.CLUSTER_DATA_DIR ?? 'data-cluster');
mkdirSync(dataDir, { recursive: true });
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/immo_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const instanceCount = Number(process.env.CLUSTER_INSTANCES ?? 2);
const proxyPort = Number(process.env.PORT ?? 3000);

const startedEngines: ('elasticsearch' | 's3proxy')[] = [];
const stateDir = (name: string) => join(dataDir, name);
const stopEngines = () => {
  for (const name of startedEngines.splice(0)) stopCiEngine(name, stateDir(name));
};

try {
  await freshMariaDbDatabase(databaseUrl, log);
  await ensureRedis(redisUrl, log);
  let elasticsearchUrl = process.env.ELASTICSEARCH_URL ?? null;
  if (!elasticsearchUrl) {
    log('› Démarrage d’Elasticsearch 8.17…');
    elasticsearchUrl = startCiEngine('elasticsearch', stateDir('elasticsearch')).ELASTICSEARCH_URL ?? null;
    startedEngines.push('elasticsearch');
  }
  let s3 = process.env.S3_ENDPOINT
    ? {
        endpoint: process.env.S3_ENDPOINT,
        accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
        secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
      }
    : null;
  if (!s3) {
    log('› Démarrage de S3Proxy…');
    const printed = startCiEngine('s3proxy', stateDir('s3proxy'));
    startedEngines.push('s3proxy');
    s3 = {
      endpoint: printed.S3_ENDPOINT!,
      accessKeyId: printed.AWS_ACCESS_KEY_ID!,
      secretAccessKey: printed.AWS_SECRET_ACCESS_KEY!,
    };
  }
  const cluster = await startCluster({
    proxyPort,
    instancePorts: Array.from({ length: instanceCount }, (_, i) => proxyPort + 101 + i),
    databaseUrl,
    redisUrl,
    elasticsearchUrl,
    s3: { ...s3, bucket: process.env.CLUSTER_BUCKET ?? 'immo-cluster' },
    dataDir,
    jwtSecret: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    seedDemo: process.env.SEED_DEMO !== '0',
    // CLUSTER_CODE=source runs the TypeScript sources (no build needed), as the tests do.
    source: process.env.CLUSTER_CODE === 'source' ? 'source' : 'dist',
    echo: true,
    log,
  });
  log(`\nMode distribué démarré : ${cluster.url}/`);
  log(`  ${instanceCount} instances de l’API (${cluster.instanceUrls.join(', ')}), le worker, nginx devant`);
  log(`  MariaDB ${databaseUrl}, Redis ${redisUrl}, Elasticsearch ${elasticsearchUrl}, S3 ${s3.endpoint}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cluster.stop().finally(() => {
        stopEngines();
        process.exit(0);
      });
    });
  }
} catch (error) {
  console.error('Échec du démarrage du mode distribué :', error);
  stopEngines();
  process.exit(1);
}
