import type { Instant } from '../../shared/time.js';

/**
 * The transactional outbox: what must happen after a change (a domain event to hand to its handlers,
 * an e-mail to send) is written as a row in the same transaction as the change, then delivered at
 * least once by a worker. So a crash between the commit and the delivery delays it, never loses it.
 */
export type OutboxTopic = 'domain-event' | 'mail';

export interface OutboxEntry {
  id: number;
  topic: OutboxTopic;
  /** The JSON-compatible payload: a DomainEvent, a MailMessage. */
  payload: unknown;
  createdAt: Instant;
  /**
   * When the entry may be claimed: its creation (or later, after a failure), or the end of the lease
   * of the worker that claimed it, so the entry of a worker that died is claimed again.
   */
  availableAt: Instant;
  /** Claims so far, the one running included. */
  attempts: number;
  lastError: string | null;
  deliveredAt: Instant | null;
}

/** How long a claim holds an entry before another worker may take it (a handler never takes this long). */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** The pause after a failed attempt: 1 s, doubling, at most an hour — and retried for ever. */
export const OUTBOX_FIRST_RETRY_MS = 1000;
export const OUTBOX_MAX_RETRY_MS = 3_600_000;
/** What is kept of a failure's message. */
export const OUTBOX_ERROR_MAX_LENGTH = 1000;

export function outboxRetryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(OUTBOX_FIRST_RETRY_MS * 2 ** exponent, OUTBOX_MAX_RETRY_MS);
}
