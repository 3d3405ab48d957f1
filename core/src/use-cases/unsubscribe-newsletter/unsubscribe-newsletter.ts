import { unsubscribe } from '../../domain/misc/newsletter.js';
import { translate } from '../../messages/translate.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface UnsubscribeNewsletterInput {
  token: unknown;
  ip: string;
}

/**
 * The unsubscribe link of a newsletter e-mail (the page's button, or the mail client's one-click
 * POST): no more newsletter for that address; twice is fine. Error: newsletter_link_invalid.
 */
export class UnsubscribeNewsletter implements UseCase<UnsubscribeNewsletterInput, Record<string, never>> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(input: UnsubscribeNewsletterInput): Promise<Result<Record<string, never>>> {
    if (typeof input.token !== 'string' || input.token === '' || input.token.length > 128) {
      return fail('newsletter_link_invalid');
    }
    const token = input.token;
    const now = this.deps.clock.now();
    return this.deps.unitOfWork.run(async (repos) => {
      const existing = await repos.newsletter.findByUnsubscribeToken(token);
      const result = unsubscribe(existing, now);
      if (!result.ok) return result;
      if (existing?.status !== 'unsubscribed') {
        await repos.newsletter.save(result.value);
        await repos.newsletter.recordConsent({
          email: result.value.email,
          action: 'unsubscribe',
          at: now,
          ip: input.ip,
          text: translate('newsletter_unsubscribe_button', result.value.locale),
          locale: result.value.locale,
        });
      }
      return ok({});
    });
  }
}
