import { confirmSubscription } from '../../domain/misc/newsletter.js';
import { sendNewsletterWelcome } from '../../domain/notifications/newsletter-emails.js';
import { translate } from '../../messages/translate.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock, ErrorReporter, Mailer } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface ConfirmNewsletterInput {
  token: unknown;
  ip: string;
}

/**
 * The confirmation link of the double opt-in followed: the address is subscribed from now on, the
 * confirmation kept with the consent, and a welcome newsletter e-mail (with its unsubscribe link)
 * sent the first time. Errors: newsletter_link_invalid, newsletter_link_expired.
 */
export class ConfirmNewsletter implements UseCase<ConfirmNewsletterInput, { firstTime: boolean }> {
  constructor(
    private readonly deps: {
      unitOfWork: UnitOfWork;
      clock: Clock;
      mailer: Mailer;
      errors: ErrorReporter;
      siteUrl: string;
    },
  ) {}

  async execute(input: ConfirmNewsletterInput): Promise<Result<{ firstTime: boolean }>> {
    if (typeof input.token !== 'string' || input.token === '' || input.token.length > 128) {
      return fail('newsletter_link_invalid');
    }
    const token = input.token;
    const now = this.deps.clock.now();
    const confirmed = await this.deps.unitOfWork.run(async (repos) => {
      const result = confirmSubscription(await repos.newsletter.findByConfirmToken(token), now);
      if (!result.ok || !result.value.firstTime) return result;
      const { subscription } = result.value;
      await repos.newsletter.save(subscription);
      await repos.newsletter.recordConsent({
        email: subscription.email,
        action: 'confirm',
        at: now,
        ip: input.ip,
        text: translate('newsletter_consent', subscription.locale),
        locale: subscription.locale,
      });
      return result;
    });
    if (!confirmed.ok) return confirmed;
    if (confirmed.value.firstTime) {
      try {
        await sendNewsletterWelcome(this.deps, confirmed.value.subscription);
      } catch (error) {
        // The subscription stands even when the welcome cannot be queued.
        this.deps.errors.report(error, { email: 'newsletter_welcome' });
      }
    }
    return ok({ firstTime: confirmed.value.firstTime });
  }
}
