// The all-in-one server of the browser journeys, composed in this process as hosts/api/src/main.ts
// composes it (every adapter, the built shell and micro-frontends served from the repository), on a
// fresh data folder and a free port, with the demo data seeded. Composing it here rather than in a
// child process gives the journeys its ports, to set up a sale that ends while a page is open.
import { Argon2PasswordHasher, CHEAP_ARGON2_PARAMETERS } from '@immo/auth';
import { composeApi, readConfig, type ComposedApi } from '@immo/api';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  seedDemoData,
  type SeedSummary,
} from '../../../hosts/api/src/seed/index.js';
import { REPOSITORY_ROOT } from './web-builds.js';

export { DEMO_PASSWORD };

export interface E2eServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  api: ComposedApi;
  /** What the demo seed wrote (null when started without it). */
  seed: SeedSummary | null;
  /** The server's DATA_DIR: the SQLite file, the stored files and the mail outbox (`outbox/`). */
  dataDir: string;
  close(): Promise<void>;
}

export interface E2eServerOptions {
  /** Seed the demo data (48 sales, the demo accounts); default true. */
  seedDemo?: boolean;
  /** REMOTE_PROPERTY_PAGE_URL: where the shell is told to find the property page's mf-manifest.json. */
  propertyPageRemoteUrl?: string;
  /** REMOTE_SEARCH_URL: where the shell is told to find the search remote's mf-manifest.json. */
  searchRemoteUrl?: string;
}

export const DEMO_EMAILS = {
  buyer: 'acheteur@demo.immo',
  secondBuyer: 'acheteur2@demo.immo',
  negotiator: 'negociateur@demo.immo',
  /** A second negotiator (with the assistance role), who built none of the first one's sales. */
  assistanceNegotiator: 'assistance@demo.immo',
  admin: 'admin@demo.immo',
} as const;

export async function startE2eServer(options: E2eServerOptions = {}): Promise<E2eServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-e2e-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    JWT_SECRET: 'e2e-secret-of-at-least-thirty-two-bytes!!',
    SEED_DEMO: options.seedDemo === false ? '0' : '1',
    WEB_ROOT: REPOSITORY_ROOT,
    ...(options.propertyPageRemoteUrl ? { REMOTE_PROPERTY_PAGE_URL: options.propertyPageRemoteUrl } : {}),
    ...(options.searchRemoteUrl ? { REMOTE_SEARCH_URL: options.searchRemoteUrl } : {}),
  });
  // The real Argon2 adapter with cheap parameters: the seed hashes a password per demo account.
  const api = await composeApi(config, {
    overrides: { hasher: new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS) },
    checkResponses: true,
  });
  let seed: SeedSummary | null = null;
  try {
    if (config.seedDemo) {
      seed = await seedDemoData(api.ports);
      await api.infrastructure.outbox.idle();
      const missing = [];
      for (const email of Object.values(DEMO_EMAILS)) {
        if (!(await api.ports.repos.users.findByEmail(email))) missing.push(email);
      }
      if (missing.length > 0)
        throw new Error(`e2e: demo accounts missing after the seed: ${missing.join(', ')}`);
    }
  } catch (error) {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server: Server = await new Promise((resolve) => {
    const s = api.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    api,
    seed,
    dataDir,
    async close() {
      // The browser's keep-alive sockets must not hold the server open.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo account of an e-mail (for reports). */
export const demoAccount = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email);
