import type { DomainEvent, EventPublisher, MailMessage, Mailer } from '../../ports/services.port.js';
import type { OutboxDelivery } from './outbox-delivery.js';

/**
 * Events through the outbox: each is stored, then handed at once to its handlers off the caller's
 * path; a handler that fails, or a process that dies first, leaves it to the worker, which retries.
 * Use cases that change data in a transaction write their events in it (`repos.eventOutbox.add`)
 * instead, so the change and its events commit together.
 */
export class OutboxEventPublisher implements EventPublisher {
  constructor(private readonly delivery: OutboxDelivery) {}

  async publish(event: DomainEvent): Promise<void> {
    await this.delivery.store('domain-event', event);
  }
}

/**
 * Mail through the outbox: `send` resolves once the message is stored and its first attempt is over,
 * sent or not. A message the transport refused (an SMTP server down) stays queued and the worker
 * sends it later; it is never lost and never makes the user's action fail.
 */
export class QueuedMailer implements Mailer {
  constructor(private readonly delivery: OutboxDelivery) {}

  async send(message: MailMessage): Promise<void> {
    const { to, subject, text, html, headers } = message;
    const { delivered } = await this.delivery.store('mail', {
      to,
      subject,
      text,
      ...(html !== undefined ? { html } : {}),
      ...(headers !== undefined ? { headers } : {}),
    });
    await delivered;
  }
}
