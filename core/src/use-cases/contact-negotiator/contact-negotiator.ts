import { contactNegotiatorEmail } from '../../domain/notifications/contact-emails.js';
import { sendAfterCommit, type NotificationDeps } from '../../domain/notifications/send-after-commit.js';
import { isPubliclyVisible } from '../../domain/property/publication.js';
import { contactMessageOf } from '../../domain/site/contact-message.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface ContactNegotiatorInput {
  viewer: Viewer;
  bienId: unknown;
  form: unknown;
}

/**
 * POST /api/bien/{bien}/contact: 'Contacter le négociateur' on a public property page. The message
 * is stored, then the sale's negotiator is told by e-mail (a mail that fails is reported; the
 * message stands). A draft has no public page: not_found.
 */
export class ContactNegotiator implements UseCase<ContactNegotiatorInput, { id: number }> {
  constructor(
    private readonly deps: NotificationDeps & {
      repos: Pick<Repositories, 'properties' | 'users' | 'contactMessages'>;
      clock: Clock;
    },
  ) {}

  async execute(input: ContactNegotiatorInput): Promise<Result<{ id: number }>> {
    const { bienId, form, viewer } = input;
    if (typeof bienId !== 'number' || !Number.isSafeInteger(bienId) || bienId <= 0)
      return fail('not_found', undefined, 'bienId');
    if (form === null || typeof form !== 'object' || Array.isArray(form)) return fail('invalid_input');
    const now = this.deps.clock.now();
    const property = await this.deps.repos.properties.findById(bienId);
    if (!property || !isPubliclyVisible(property, now)) return fail('not_found', undefined, 'bienId');
    const draft = contactMessageOf(form as Record<string, unknown>, {
      propertyId: bienId,
      userId: isAnonymous(viewer) ? null : viewer.id,
      now,
    });
    if (!draft.ok) return draft;
    const stored = await this.deps.repos.contactMessages.add(draft.value);
    const negotiator = await this.deps.repos.users.findById(property.negotiatorId);
    if (negotiator) {
      await sendAfterCommit(
        this.deps,
        negotiator.email,
        contactNegotiatorEmail(negotiator, draft.value, property, this.deps.siteUrl),
      );
    }
    return ok({ id: stored.id });
  }
}
