import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { DAY_MS } from '../../shared/time.js';

/** How long delivered outbox entries are kept (to look into what was sent), then deleted. */
export const OUTBOX_RETENTION_MS = 7 * DAY_MS;

/** The outbox's housekeeping: entries delivered more than the retention ago are deleted; undelivered ones never. */
export class PurgeDeliveredOutbox {
  constructor(
    private readonly deps: { repos: Pick<Repositories, 'eventOutbox'>; clock: Clock },
    private readonly retentionMs = OUTBOX_RETENTION_MS,
  ) {}

  /** How many entries were deleted. */
  execute(): Promise<number> {
    return this.deps.repos.eventOutbox.purgeDelivered(this.deps.clock.now() - this.retentionMs);
  }
}
