// The distributed mode on scratch engines, for the cluster suite and the capacity benchmark: a
// MariaDB database of its own, an Elasticsearch index and an S3 bucket of its own, Redis, N API
// instances, the worker and nginx (scripts/cluster), and a cast written straight into the shared
// database: a negotiator, a seller, a live sale and qualified bidders with their tokens.
import { CHEAP_ARGON2_PARAMETERS, Argon2PasswordHasher, JwtTokenService } from '@immo/auth';
import type { Auction, Property, User } from '@immo/core';
import { DAY_MS, HOUR_MS } from '@immo/core';
import {
  DEMO_PASSWORD,
  aBuyer,
  aNegotiator,
  aProperty,
  aQualifiedBuyerFile,
  aSeller,
  anAuction,
} from '@immo/core/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../adapters/persistence-knex/src/index.js';
import { portAnswers } from '../../scripts/cluster/engines.js';
import { startCluster, type Cluster } from '../../scripts/cluster/index.js';
import { mysqlAdmin } from './scratch-databases.js';
import { scratchS3Options } from './scratch-s3.js';

const MYSQL_URL = new URL(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
export const CLUSTER_REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = 'cluster-test-secret-of-at-least-32-bytes!';

/** What is missing for the distributed mode on this machine, or null when everything answers. */
export async function missingClusterEngine(): Promise<string | null> {
  if (!(await portAnswers(MYSQL_URL.hostname, Number(MYSQL_URL.port || 3306)))) {
    return `MariaDB at ${MYSQL_URL.host}`;
  }
  const redis = new URL(CLUSTER_REDIS_URL);
  if (!(await portAnswers(redis.hostname, Number(redis.port || 6379)))) return `Redis at ${redis.host}`;
  if (!process.env.ELASTICSEARCH_URL) return 'Elasticsearch (ELASTICSEARCH_URL unset)';
  if (!process.env.S3_ENDPOINT) return 'an S3 server (S3_ENDPOINT unset)';
  return null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface CastMember {
  user: User;
  token: string;
}

export interface ScratchCluster {
  cluster: Cluster;
  /** The shared database, opened by the test process too. */
  database: Database;
  negotiator: CastMember;
  sale: { property: Property; auction: Auction };
  /** Buyers registered, visited and approved on the sale; password DEMO_PASSWORD. */
  bidders: CastMember[];
  close(): Promise<void>;
}

export async function startScratchCluster(options: {
  instances: number;
  bidders: number;
}): Promise<ScratchCluster> {
  const databaseName = `immo_cluster_${process.pid}_${Date.now()}`;
  const admin = mysqlAdmin(MYSQL_URL);
  await admin.raw(`create database \`${databaseName}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
  await admin.destroy();
  const credentials = `${MYSQL_URL.username || 'root'}${MYSQL_URL.password ? `:${MYSQL_URL.password}` : ''}`;
  const databaseUrl = `mysql://${credentials}@${MYSQL_URL.host}/${databaseName}`;
  const s3 = scratchS3Options()!;
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-cluster-'));
  const dropEverything = async () => {
    const again = mysqlAdmin(MYSQL_URL);
    await again.raw(`drop database if exists \`${databaseName}\``);
    await again.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      proxyPort: await freePort(),
      instancePorts: await Promise.all(Array.from({ length: options.instances }, () => freePort())),
      databaseUrl,
      redisUrl: CLUSTER_REDIS_URL,
      elasticsearchUrl: process.env.ELASTICSEARCH_URL!,
      elasticsearchIndex: `immo-cluster-${process.pid}-${Date.now()}`,
      s3: {
        endpoint: s3.endpoint!,
        bucket: s3.bucket,
        accessKeyId: s3.credentials!.accessKeyId,
        secretAccessKey: s3.credentials!.secretAccessKey,
      },
      dataDir,
      jwtSecret: JWT_SECRET,
      seedDemo: false,
      source: 'source',
    });
  } catch (error) {
    await dropEverything();
    throw error;
  }

  const database = openDatabase(databaseUrl, { poolSize: 2 });
  const { repositories: repos } = database;
  const tokens = new JwtTokenService(JWT_SECRET);
  const passwordHash = await new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS).hash(DEMO_PASSWORD);
  const member = async (user: User): Promise<CastMember> => ({
    user,
    token: await tokens.issue({ userId: user.id, roles: user.roles }),
  });
  const negotiator = await member(
    await repos.users.add(aNegotiator({ email: 'negociateur@cluster.test', passwordHash })),
  );
  const seller = await repos.users.add(aSeller({ email: 'vendeur@cluster.test', passwordHash }));
  const now = Date.now();
  const endAt = now + 30 * HOUR_MS;
  const property = await repos.properties.add(
    aProperty({
      negotiatorId: negotiator.user.id,
      vendors: [{ email: seller.email, primary: true }],
      offersStartAt: now - 2 * DAY_MS,
      offersEndAt: endAt,
    }),
  );
  const auction = await repos.auctions.add(
    anAuction({ propertyId: property.id, startAt: now - 2 * DAY_MS, originalEndAt: endAt, endAt }),
  );
  const bidders: CastMember[] = [];
  for (let i = 0; i < options.bidders; i += 1) {
    const user = await repos.users.add(aBuyer({ email: `encherisseur-${i}@cluster.test`, passwordHash }));
    await repos.buyerFiles.add(
      aQualifiedBuyerFile({ propertyId: property.id, userId: user.id, visitDoneAt: now - DAY_MS }),
    );
    bidders.push(await member(user));
  }
  return {
    cluster,
    database,
    negotiator,
    sale: { property, auction },
    bidders,
    async close() {
      await cluster.stop();
      await database.close();
      await dropEverything();
    },
  };
}
