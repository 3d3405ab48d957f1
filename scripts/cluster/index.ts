// The distributed mode: several API instances and an outbox worker on shared engines (MariaDB,
// Redis, Elasticsearch, an S3 bucket) behind nginx. `npm run start:cluster` runs it for people;
// the distributed suite (test/cluster) runs it for CI. Every engine is chosen by its environment
// variable, so a real deployment points the same processes at managed services.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNginxInstalled, startNginx } from './nginx.js';
import {
  startApiInstance,
  startWorker,
  stopProcess,
  waitUntilHealthy,
  type CodeSource,
  type PlatformProcess,
} from './processes.js';

export { REPOSITORY_ROOT, type CodeSource, type PlatformProcess } from './processes.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ClusterOptions {
  /** Where nginx listens: the site's address. */
  proxyPort: number;
  /** One API instance per port, behind the proxy. */
  instancePorts: readonly number[];
  databaseUrl: string;
  redisUrl: string;
  elasticsearchUrl: string | null;
  elasticsearchIndex?: string;
  s3: S3Settings | null;
  /** Shared by the processes: the mail outbox (written by the worker) and nginx's files. */
  dataDir: string;
  /** The login tokens' signing secret, the same on every instance. */
  jwtSecret: string;
  /** Load the demo data (on the first instance, before the others start). */
  seedDemo: boolean;
  source: CodeSource;
  /** Print the processes' output, prefixed by their name. */
  echo?: boolean;
  log?: (line: string) => void;
  /** Added to every process's environment (tests: cheaper settings). */
  extraEnv?: Record<string, string>;
  startTimeoutMs?: number;
}

export interface Cluster {
  /** The proxy's address: what a browser uses. */
  url: string;
  /** Each instance's own address (tests reach one directly). */
  instanceUrls: string[];
  instances: PlatformProcess[];
  worker: PlatformProcess;
  /** Stops instance `index` (SIGKILL: a crash). */
  stopInstance(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts instance `index` again after a stop. */
  restartInstance(index: number): Promise<void>;
  stop(): Promise<void>;
}

function sharedEnvironment(options: ClusterOptions, url: string): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: options.dataDir,
    JWT_SECRET: options.jwtSecret,
    SITE_URL: url,
    // Only the proxy's X-Forwarded-For is believed: the client's address for throttling.
    TRUSTED_PROXIES: '127.0.0.1',
    ...(options.elasticsearchUrl
      ? {
          ELASTICSEARCH_URL: options.elasticsearchUrl,
          ...(options.elasticsearchIndex ? { ELASTICSEARCH_INDEX: options.elasticsearchIndex } : {}),
        }
      : {}),
    ...(options.s3
      ? {
          STORAGE_URL: `s3://${options.s3.bucket}`,
          S3_ENDPOINT: options.s3.endpoint,
          AWS_ACCESS_KEY_ID: options.s3.accessKeyId,
          AWS_SECRET_ACCESS_KEY: options.s3.secretAccessKey,
          AWS_REGION: 'us-east-1',
        }
      : {}),
    ...options.extraEnv,
  };
}

/**
 * Starts the first instance alone (it runs the migrations, once, and the demo seed), then the
 * other instances, the worker and the proxy. Resolves when the proxy answers.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  const timeout = options.startTimeoutMs ?? 600_000;
  const url = `http://127.0.0.1:${options.proxyPort}`;
  const shared = sharedEnvironment(options, url);
  const instanceUrls = options.instancePorts.map((port) => `http://127.0.0.1:${port}`);
  mkdirSync(options.dataDir, { recursive: true });
  ensureNginxInstalled(log);

  // API instances leave the outbox to the worker.
  const launch = (index: number, seed: boolean) =>
    startApiInstance(
      `api-${index + 1}`,
      options.source,
      {
        ...shared,
        PORT: String(options.instancePorts[index]),
        OUTBOX_WORKER: '0',
        SEED_DEMO: seed ? '1' : '0',
      },
      options.echo,
    );

  const instances: PlatformProcess[] = [];
  const stopped: Promise<void>[] = [];
  let worker: PlatformProcess | null = null;
  let proxy: ReturnType<typeof startNginx> | null = null;
  const stopAll = async () => {
    if (proxy) stopped.push(stopProcess(proxy));
    for (const instance of instances) stopped.push(stopProcess(instance.child));
    if (worker) stopped.push(stopProcess(worker.child));
    await Promise.all(stopped);
  };
  try {
    log('› Instance 1 : migrations' + (options.seedDemo ? ' et données de démonstration' : '') + '…');
    instances.push(launch(0, options.seedDemo));
    await waitUntilHealthy(instances[0]!, instanceUrls[0]!, timeout);
    // Instances deliver what they write at once; the worker takes retries and a crashed instance's entries.
    worker = startWorker(options.source, { ...shared, SEED_DEMO: '0' }, options.echo);
    for (let index = 1; index < options.instancePorts.length; index += 1)
      instances.push(launch(index, false));
    await Promise.all(
      instances.slice(1).map((instance, i) => waitUntilHealthy(instance, instanceUrls[i + 1]!, timeout)),
    );
    proxy = startNginx({
      listenPort: options.proxyPort,
      upstreams: options.instancePorts.map((port) => `127.0.0.1:${port}`),
      prefix: join(options.dataDir, 'nginx'),
    });
    await waitUntilHealthy({ name: 'nginx', child: proxy, output: () => '' }, url, 20_000);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    url,
    instanceUrls,
    instances,
    worker,
    stopInstance: (index, signal = 'SIGKILL') => stopProcess(instances[index]!.child, signal),
    async restartInstance(index) {
      instances[index] = launch(index, false);
      await waitUntilHealthy(instances[index]!, instanceUrls[index]!, timeout);
    },
    stop: stopAll,
  };
}
