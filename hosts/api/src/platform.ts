// The platform without HTTP: adapters, container, event handlers, the live feed and the scheduled jobs.
// The API host puts its HTTP app on top of it (compose.ts); the worker host (hosts/worker) runs it
// alone. Both import it from here, so hosts/worker depends on hosts/api and never the other way.
import {
  accountChangesOf,
  auctionFeedOf,
  saleFeedOf,
  type AccountChanges,
  type UseCases,
} from '@immo/http-koa';
import { CloseEndedAuctions, PurgeDeliveredOutbox, SendEndingSoonReminders } from '@immo/core';
import type { Container } from 'inversify';
import type { ApiConfig } from './config.js';
import { TOKENS, buildContainer } from './container.js';
import { openInfrastructure, type Infrastructure } from './infrastructure.js';
import type { Ports } from './ports.js';
import {
  subscribeAuctionNotices,
  subscribePhotoRenditions,
  subscribeSearchProjection,
} from './projections.js';
import { announceAccountChanges } from './account-changes.js';
import { openLive, type LiveWiring } from './live.js';
import { openPubSub } from './open-pub-sub.js';
import { scheduleIdentityPurge, type RetentionSchedule } from './retention.js';
import { scheduleOutboxPurge, scheduleSaleClock } from './sale-clock.js';
import { scheduleSavedSearchAlerts } from './saved-search-alerts.js';

export interface ComposedPlatform {
  container: Container;
  ports: Ports;
  useCases: UseCases;
  infrastructure: Infrastructure;
  /** The live auction: change feed, snapshots and streams. */
  live: LiveWiring;
  /** The accounts whose login grants changed, as every instance hears them (the viewer cache follows). */
  accountChanges: AccountChanges;
  /** The hourly deletion of identity documents past their retention. */
  retention: RetentionSchedule;
  /** The daily e-mail alert of saved searches. */
  alerts: RetentionSchedule;
  /** The end-of-sale job (closings and 'ending soon' reminders); idle where OUTBOX_WORKER=0. */
  saleClock: RetentionSchedule | null;
  /** The deletion of delivered outbox entries past their retention. */
  outboxPurge: RetentionSchedule;
  /** The job's two steps, for a test that runs them by hand (two workers racing). */
  saleMilestones: { close: CloseEndedAuctions; remind: SendEndingSoonReminders };
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** Ports to replace (a manual clock, cheap hashing in tests…). */
  overrides?: Partial<Ports>;
  /** The pause in uploads after which photo renditions are made (tests: 0). */
  photoRenditionsQuietMs?: number;
  /** How often identity documents past their retention are deleted (every hour by default). */
  identityPurgeIntervalMs?: number;
  /** How often ended auctions are closed and reminders sent (SALE_CLOCK_INTERVAL_MS by default). */
  saleClockIntervalMs?: number;
  /** The live auction's limits (tests: a small stream cap, a short keep-alive). */
  live?: { revalidateMs?: number; maxStreams?: number; keepAliveMs?: number };
}

/** Opens every adapter the config names and starts what runs in the background. */
export async function composePlatform(
  config: ApiConfig,
  options: PlatformOptions = {},
): Promise<ComposedPlatform> {
  const infrastructure = await openInfrastructure(config, options.overrides);
  const { ports } = infrastructure;
  const container = buildContainer(ports);
  const useCases = container.get<UseCases>(TOKENS.UseCases);
  subscribeSearchProjection(infrastructure.bus, useCases, ports);
  subscribePhotoRenditions(infrastructure.bus, useCases, options.photoRenditionsQuietMs);
  subscribeAuctionNotices(infrastructure.bus, ports, infrastructure.noticeMailer);
  // Messages every instance hears (Redis pub/sub with REDIS_URL): the auctions' and the accounts' changes.
  const pubSub = openPubSub(config, ports.errors);
  const live = openLive(infrastructure, useCases, auctionFeedOf(pubSub), saleFeedOf(pubSub), options.live);
  const accountChanges = accountChangesOf(pubSub);
  const stopAccountChanges = announceAccountChanges(infrastructure, accountChanges);
  await pubSub.ready();
  const retention = scheduleIdentityPurge(useCases.purgeIdentityDocuments, {
    errors: ports.errors,
    ...(options.identityPurgeIntervalMs ? { intervalMs: options.identityPurgeIntervalMs } : {}),
  });
  const alerts = scheduleSavedSearchAlerts(useCases.sendSavedSearchAlerts, { errors: ports.errors });
  const saleMilestones = { close: new CloseEndedAuctions(ports), remind: new SendEndingSoonReminders(ports) };
  // Background work runs where the outbox worker runs: API instances with OUTBOX_WORKER=0 leave it to hosts/worker.
  const saleClock = config.outboxWorker
    ? scheduleSaleClock(saleMilestones, {
        errors: ports.errors,
        ...(options.saleClockIntervalMs ? { intervalMs: options.saleClockIntervalMs } : {}),
      })
    : null;
  const outboxPurge = scheduleOutboxPurge(new PurgeDeliveredOutbox(ports), { errors: ports.errors });
  return {
    container,
    ports,
    useCases,
    infrastructure,
    live,
    accountChanges,
    retention,
    alerts,
    saleClock,
    outboxPurge,
    saleMilestones,
    async close() {
      await retention.stop();
      await alerts.stop();
      await saleClock?.stop();
      await outboxPurge.stop();
      await live.close();
      stopAccountChanges();
      await pubSub.close();
      await infrastructure.close();
    },
  };
}
