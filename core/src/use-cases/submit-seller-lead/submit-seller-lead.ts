import { sendAfterCommit, type NotificationDeps } from '../../domain/notifications/send-after-commit.js';
import { sellerLeadEmail } from '../../domain/notifications/seller-lead-emails.js';
import { sellerLeadOf } from '../../domain/site/seller-lead.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface SubmitSellerLeadInput {
  form: unknown;
}

/**
 * POST /api/vendre: an owner's request from the sell form or the estimate page. Stored, then each
 * negotiator is told by e-mail (a mail that fails is reported; the request stands).
 * Errors: invalid_input (no form), seller_lead_invalid (each field's error).
 */
export class SubmitSellerLead implements UseCase<SubmitSellerLeadInput, { id: number }> {
  constructor(
    private readonly deps: NotificationDeps & {
      repos: Pick<Repositories, 'sellerLeads' | 'users'>;
      clock: Clock;
    },
  ) {}

  async execute(input: SubmitSellerLeadInput): Promise<Result<{ id: number }>> {
    if (input.form === null || typeof input.form !== 'object' || Array.isArray(input.form))
      return fail('invalid_input');
    const draft = sellerLeadOf(input.form as Record<string, unknown>, this.deps.clock.now());
    if (!draft.ok) return draft;
    const lead = await this.deps.repos.sellerLeads.add(draft.value);
    const negotiators = await this.deps.repos.users.listByRole('ROLE_NEGOCIATEUR');
    await Promise.all(
      negotiators.map((negotiator) =>
        sendAfterCommit(
          this.deps,
          negotiator.email,
          sellerLeadEmail(negotiator, draft.value, this.deps.siteUrl),
        ),
      ),
    );
    return ok({ id: lead.id });
  }
}
