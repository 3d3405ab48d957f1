import { InProcessPubSub, RedisPubSub, type PubSub } from '@immo/http-koa';
import type { ErrorReporter } from '@immo/core';
import type { ApiConfig } from './config.js';

/** The process's pub/sub hub: Redis when REDIS_URL is set (every instance hears every other), else in process. */
export function openPubSub(config: Pick<ApiConfig, 'redisUrl'>, errors: ErrorReporter): PubSub {
  return config.redisUrl
    ? new RedisPubSub(config.redisUrl, (error) => errors.report(error, { adapter: 'pub-sub' }))
    : new InProcessPubSub();
}
