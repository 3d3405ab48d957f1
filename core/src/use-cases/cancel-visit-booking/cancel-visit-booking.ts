import { sendAfterCommit, type NotificationDeps } from '../../domain/notifications/send-after-commit.js';
import { visitBookingNegotiatorEmail } from '../../domain/notifications/visit-emails.js';
import { isBuyer, isEntityId } from '../../domain/visit/visit-permissions.js';
import { isVisitPast } from '../../domain/visit/visit-slot.js';
import type { Visit } from '../../domain/visit/visit.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface CancelVisitBookingInput {
  viewer: Viewer;
  /** The {bien} of the path: the slot must be this property's. */
  bienId: unknown;
  visitId: unknown;
}

/**
 * DELETE /api/bien/{bien}/visites/{visite}/reservation: the buyer gives up their place on a slot,
 * until the slot starts (visit_already_started after). The sale's negotiator is told by e-mail.
 * Errors: unauthenticated, forbidden (not a buyer), not_found, visit_not_booked, visit_already_started.
 */
export class CancelVisitBooking implements UseCase<CancelVisitBookingInput, Visit> {
  constructor(
    private readonly deps: NotificationDeps & { repos: Repositories; unitOfWork: UnitOfWork; clock: Clock },
  ) {}

  async execute(input: CancelVisitBookingInput): Promise<Result<Visit>> {
    const { viewer, bienId, visitId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isBuyer(viewer)) return fail('forbidden');
    if (!isEntityId(bienId) || !isEntityId(visitId)) return fail('not_found');

    const cancelled = await this.deps.unitOfWork.run(
      async (repos): Promise<Result<{ before: Visit; after: Visit }>> => {
        const visit = await repos.visits.findById(visitId);
        if (!visit || visit.propertyId !== bienId) return fail('not_found');
        if (!visit.attendeeIds.includes(viewer.id)) return fail('visit_not_booked');
        if (isVisitPast(visit, this.deps.clock.now())) return fail('visit_already_started');
        const after = { ...visit, attendeeIds: visit.attendeeIds.filter((id) => id !== viewer.id) };
        await repos.visits.update(after);
        return ok({ before: visit, after });
      },
    );
    if (!cancelled.ok) return cancelled;
    await this.notify(cancelled.value.before, viewer.id);
    return ok(cancelled.value.after);
  }

  private async notify(visit: Visit, buyerId: number): Promise<void> {
    const { repos, siteUrl } = this.deps;
    const [buyer, property] = await Promise.all([
      repos.users.findById(buyerId),
      repos.properties.findById(visit.propertyId),
    ]);
    const negotiator = property && (await repos.users.findById(property.negotiatorId));
    if (!buyer || !property || !negotiator) return;
    await sendAfterCommit(
      this.deps,
      negotiator.email,
      visitBookingNegotiatorEmail('cancelled', negotiator, buyer, visit, property, siteUrl),
    );
  }
}
