import { newsletterSubscription } from '../../domain/misc/newsletter.js';
import type { MessageCode } from '../../messages/catalogue.js';
import type { NewsletterRepository } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

export interface SubscribeNewsletterInput {
  email: unknown;
}

export interface SubscribeNewsletterOutput {
  message: MessageCode;
}

/**
 * POST newsletter. Subscribing twice answers the same as once, so the form tells nobody whether
 * an address is already on the list.
 */
export class SubscribeNewsletter implements UseCase<SubscribeNewsletterInput, SubscribeNewsletterOutput> {
  constructor(private readonly deps: { newsletter: NewsletterRepository; clock: Clock }) {}

  async execute(input: SubscribeNewsletterInput): Promise<Result<SubscribeNewsletterOutput>> {
    const subscription = newsletterSubscription(input.email, this.deps.clock.now());
    if (!subscription.ok) return subscription;
    if (!(await this.deps.newsletter.has(subscription.value.email))) {
      await this.deps.newsletter.add(subscription.value);
    }
    return ok({ message: 'newsletter_subscribed' });
  }
}
