// Configuration from the environment, with safe defaults for the embedded mode (one machine, zero set-up).
import { resolve } from 'node:path';

export interface ApiConfig {
  port: number;
  host: string;
  /** `sqlite:<file>` (embedded default) or `mysql://user:password@host:port/database`. */
  databaseUrl: string;
  dataDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL ?? `sqlite:${resolve(dataDir, 'immo.sqlite')}`,
    dataDir,
  };
}
