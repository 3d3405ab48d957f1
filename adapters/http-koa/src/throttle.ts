// Throttling of the public forms that cost a password hash or an e-mail (login, sign-up, newsletter,
// password reset, verification re-send), through rate-limiter-flexible and ONE store shared by every
// instance: the database by default, Redis when REDIS_URL is set. A restart or an extra instance
// gives no fresh allowance.
import {
  RateLimiterMemory,
  RateLimiterMySQL,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import { HttpProblem } from './problem.js';
import type { ApiContext, ApiState } from './state.js';

/** How many attempts a key has in a window. */
export interface ThrottleRule {
  /** Distinguishes the counters of the rules in the shared store. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Makes the limiter of a rule on the chosen store; resolves once the store is ready. */
export type LimiterFactory = (rule: ThrottleRule) => Promise<RateLimiterAbstract>;

/** Per process only: for a single-process tool, never for the served API. */
export const memoryLimiters: LimiterFactory = async (rule) =>
  new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds });

/**
 * Redis at `url` (REDIS_URL), shared by every instance; `client` also serves the token deny-list
 * (redis-token-deny-list.ts); `close` ends the connection. ioredis is imported here, only where
 * Redis is configured.
 */
export async function redisLimiters(url: string): Promise<{
  limiters: LimiterFactory;
  client: Redis;
  close(): Promise<void>;
}> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 2 });
  return {
    client,
    limiters: async (rule) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `throttle:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      }),
    async close() {
      await client.quit();
    },
  };
}

/** The application's database (SQLite or MySQL/MariaDB through Knex): a `throttle` table it creates. */
export const databaseLimiters =
  (knex: { client: { config: { connection?: unknown } } }, dialect: 'sqlite' | 'mysql'): LimiterFactory =>
  (rule) =>
    new Promise((resolve, reject) => {
      const options = {
        storeClient: knex,
        storeType: 'knex',
        tableName: 'throttle',
        keyPrefix: rule.name,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      const ready = (error?: unknown) => (error ? reject(error as Error) : resolve(limiter));
      const database = (knex.client.config.connection as { database?: string } | undefined)?.database;
      const limiter: RateLimiterAbstract =
        dialect === 'mysql'
          ? new RateLimiterMySQL({ ...options, dbName: database }, ready)
          : new RateLimiterSQLite(options, ready);
    });

/** The limiters of an app, made once per rule. */
export class Throttles {
  private readonly limiters = new Map<string, Promise<RateLimiterAbstract>>();

  constructor(private readonly factory: LimiterFactory) {}

  private limiter(rule: ThrottleRule): Promise<RateLimiterAbstract> {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = this.factory(rule);
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  /** Refuses (429 with Retry-After) when the key has used its attempts; counts nothing. */
  async check(ctx: ApiContext, rule: ThrottleRule, key: string): Promise<void> {
    const state = await (await this.limiter(rule)).get(key);
    if (state && state.consumedPoints >= rule.points) refuse(ctx, state);
  }

  /** Counts one attempt; refuses (429) when that was one too many. */
  async consume(ctx: ApiContext, rule: ThrottleRule, key: string): Promise<void> {
    try {
      await (await this.limiter(rule)).consume(key);
    } catch (caught) {
      if (caught instanceof RateLimiterRes) refuse(ctx, caught);
      throw caught;
    }
  }

  /** Forgets the key's attempts (a successful login clears the account's failures). */
  async forget(rule: ThrottleRule, key: string): Promise<void> {
    await (await this.limiter(rule)).delete(key);
  }
}

function refuse(ctx: ApiContext, state: RateLimiterRes): never {
  ctx.set('Retry-After', String(Math.max(1, Math.ceil(state.msBeforeNext / 1000))));
  throw new HttpProblem(429, 'too_many_requests');
}

/**
 * A middleware other routes add before their handler: each call counts against the client's
 * address (ctx.ip: X-Forwarded-For is read only from the trusted proxies), 429 beyond the rule.
 * `throttle(throttles, { name: 'contact', points: 5, durationSeconds: 3600 })`.
 */
export const throttle = (
  throttles: Throttles,
  rule: ThrottleRule,
  keyOf: (ctx: ApiContext) => string = (ctx) => ctx.ip,
) => ((ctx, next) => throttles.consume(ctx, rule, keyOf(ctx)).then(() => next())) as Middleware<ApiState>;
