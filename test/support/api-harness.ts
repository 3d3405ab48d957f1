// Starts the real API (every adapter, the Inversify container, Koa) on an in-memory SQLite database
// (or the database a test names), with a manual clock and a cast of users, one per role. HTTP tests talk to it over loopback.
import { CHEAP_ARGON2_PARAMETERS, Argon2PasswordHasher } from '@immo/auth';
import { HOUR_MS, type Instant, type New, type User } from '@immo/core';
import {
  DEFAULT_TEST_NOW,
  DEMO_PASSWORD,
  InMemoryGeocoder,
  ManualClock,
  aBuyer,
  aNegotiator,
  anAdmin,
  anAssistanceNegotiator,
  aSeller,
  aUser,
} from '@immo/core/testing';
import { composeApi, readConfig, type ComposedApi } from '@immo/api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen } from './http.js';

export const ROLES = [
  'anonymous',
  'buyer',
  'unverifiedBuyer',
  'newUser',
  'negotiator',
  'assistance',
  'seller',
  'admin',
] as const;
export type RoleName = (typeof ROLES)[number];

export interface Actor {
  user: User;
  token: string;
}

export interface TestApi {
  url: string;
  api: ComposedApi;
  clock: ManualClock;
  /** One user per role (none for anonymous), password DEMO_PASSWORD, e-mail verified. */
  actors: Record<Exclude<RoleName, 'anonymous'>, Actor>;
  /** A request as a role: the token in an Authorization header (or the BEARER cookie with `cookie: true`). */
  request(role: RoleName, method: string, path: string, options?: RequestOptions): Promise<Response>;
  close(): Promise<void>;
}

export interface RequestOptions {
  json?: unknown;
  body?: NonNullable<RequestInit['body']>;
  headers?: Record<string, string>;
  /** Authenticate with the BEARER cookie (and a same-origin Origin header), as the browser does. */
  cookie?: boolean;
  /** Aborts the request (and the reading of its body), e.g. AbortSignal.timeout(ms). */
  signal?: AbortSignal;
}

export interface StartOptions {
  now?: Instant;
  /** An empty database to run on (scratch-databases.ts onEachApiDatabase); an in-memory SQLite one by default. */
  databaseUrl?: string;
  loginRateLimit?: { max: number; durationMs: number };
  /** Calls per address of the forms that mail (sign-up, newsletter, links): unlimited in tests unless given. */
  formRateLimit?: { max: number; durationMs: number };
  sellerLeadRateLimit?: { max: number; durationMs: number };
  /** More environment variables for readConfig. */
  env?: Record<string, string>;
  /** The end-of-sale job's period (an hour by default: tests call api.saleClock.runNow()). */
  saleClockIntervalMs?: number;
}

const CAST: Record<Exclude<RoleName, 'anonymous'>, (o: Partial<New<User>>) => New<User>> = {
  buyer: aBuyer,
  unverifiedBuyer: (o) => aUser({ identityVerifiedAt: null, ...o }),
  newUser: aUser,
  negotiator: aNegotiator,
  assistance: anAssistanceNegotiator,
  seller: aSeller,
  admin: anAdmin,
};

export async function startTestApi(options: StartOptions = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-api-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? 'sqlite::memory:',
    JWT_SECRET: 'test-secret-of-at-least-thirty-two-bytes!!',
    SEED_DEMO: '0',
    PORT: '0',
    WEB_ROOT: '',
    ...options.env,
  });
  const clock = new ManualClock(options.now ?? DEFAULT_TEST_NOW);
  const hasher = new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS);
  const api = await composeApi(config, {
    overrides: { clock, hasher, geocoder: new InMemoryGeocoder() },
    // The manual clock only moves when a test moves it: tests run the end-of-sale job by hand (saleClock.runNow()).
    saleClockIntervalMs: options.saleClockIntervalMs ?? HOUR_MS,
    photoRenditionsQuietMs: 0,
    // Every answer a test receives must match its route's declared schema (test/setup.ts fails it otherwise).
    checkResponses: true,
    ...(options.loginRateLimit ? { loginRateLimit: options.loginRateLimit } : {}),
    formRateLimit: options.formRateLimit ?? { max: 1_000_000, durationMs: 60_000 },
    ...(options.sellerLeadRateLimit ? { sellerLeadRateLimit: options.sellerLeadRateLimit } : {}),
  });
  const server = await listen(api.app);
  const passwordHash = await hasher.hash(DEMO_PASSWORD);

  const actors = {} as TestApi['actors'];
  for (const [role, mother] of Object.entries(CAST) as [
    keyof typeof CAST,
    (typeof CAST)[keyof typeof CAST],
  ][]) {
    const user = await api.ports.repos.users.add(
      mother({ passwordHash, email: `${role.toLowerCase()}@test.immo` }),
    );
    actors[role] = { user, token: await api.ports.tokens.issue({ userId: user.id, roles: user.roles }) };
  }

  const request: TestApi['request'] = (role, method, path, requestOptions = {}) => {
    const headers: Record<string, string> = { ...requestOptions.headers };
    if (role !== 'anonymous') {
      const { token } = actors[role];
      if (requestOptions.cookie) {
        headers.Cookie = `BEARER=${token}`;
        headers.Origin ??= server.url;
      } else {
        headers.Authorization = `Bearer ${token}`;
      }
    }
    let body = requestOptions.body;
    if (requestOptions.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(requestOptions.json);
    }
    return fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
    });
  };

  return {
    url: server.url,
    api,
    clock,
    actors,
    request,
    async close() {
      await server.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
