import { newsletterEmail, requestSubscription } from '../../domain/misc/newsletter.js';
import { sendNewsletterConfirmation } from '../../domain/notifications/newsletter-emails.js';
import type { MessageCode } from '../../messages/catalogue.js';
import { translate, type Locale } from '../../messages/translate.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock, IdGenerator, Mailer } from '../../ports/services.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

export interface SubscribeNewsletterInput {
  email: unknown;
  /** The page's language: the consent text shown, and the e-mails'. */
  locale?: Locale;
  /** The client's address, kept with the consent. */
  ip: string;
}

export interface SubscribeNewsletterOutput {
  message: MessageCode;
}

/**
 * POST newsletter (spec §2.4), double opt-in: the address is stored pending with the consent (its
 * text, time and IP), and gets a confirmation link; only the link subscribes it. The answer is the
 * same whether the address was unknown, pending or already confirmed, so the form tells nobody
 * who is subscribed.
 */
export class SubscribeNewsletter implements UseCase<SubscribeNewsletterInput, SubscribeNewsletterOutput> {
  constructor(
    private readonly deps: {
      unitOfWork: UnitOfWork;
      clock: Clock;
      ids: IdGenerator;
      mailer: Mailer;
      siteUrl: string;
    },
  ) {}

  async execute(input: SubscribeNewsletterInput): Promise<Result<SubscribeNewsletterOutput>> {
    const email = newsletterEmail(input.email);
    if (!email.ok) return email;
    const locale = input.locale ?? 'fr';
    const now = this.deps.clock.now();
    const { ids } = this.deps;

    const toConfirm = await this.deps.unitOfWork.run(async (repos) => {
      const existing = await repos.newsletter.find(email.value);
      const { subscription, sendConfirmation } = requestSubscription(existing, {
        email: email.value,
        locale,
        now,
        confirmToken: ids.next(),
        unsubscribeToken: ids.next(),
      });
      await repos.newsletter.recordConsent({
        email: email.value,
        action: 'subscribe',
        at: now,
        ip: input.ip,
        text: translate('newsletter_consent', locale),
        locale,
      });
      if (!sendConfirmation) return null;
      await repos.newsletter.save(subscription);
      return subscription;
    });
    // After the commit: the link never points at a subscription that was rolled back.
    if (toConfirm?.confirmToken)
      await sendNewsletterConfirmation(this.deps, toConfirm, toConfirm.confirmToken);
    return ok({ message: 'newsletter_check_inbox' });
  }
}
