import { sendAfterCommit, type NotificationDeps } from '../../domain/notifications/send-after-commit.js';
import { visitBookedEmail, visitBookingNegotiatorEmail } from '../../domain/notifications/visit-emails.js';
import { isBuyer, isEntityId } from '../../domain/visit/visit-permissions.js';
import { isVisitFull, isVisitPast } from '../../domain/visit/visit-slot.js';
import type { Visit } from '../../domain/visit/visit.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface BookVisitInput {
  viewer: Viewer;
  visitId: unknown;
}

/**
 * A buyer registered on the property takes a place on a slot. The check of the places left and
 * the booking run in one transaction, so two buyers cannot take the last place together. Then the
 * buyer gets a confirmation and the sale's negotiator is told, by e-mail.
 */
export class BookVisit implements UseCase<BookVisitInput, Visit> {
  constructor(
    private readonly deps: NotificationDeps & { repos: Repositories; unitOfWork: UnitOfWork; clock: Clock },
  ) {}

  async execute(input: BookVisitInput): Promise<Result<Visit>> {
    const { viewer } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isBuyer(viewer)) return fail('forbidden');
    const visitId = input.visitId;
    if (!isEntityId(visitId)) return fail('invalid_input', undefined, 'visitId');

    const booked = await this.deps.unitOfWork.run(async (repos): Promise<Result<Visit>> => {
      const visit = await repos.visits.findById(visitId);
      if (!visit) return fail('not_found');
      if (!(await repos.buyerFiles.find(visit.propertyId, viewer.id)))
        return fail('visit_registration_required');
      if (visit.attendeeIds.includes(viewer.id)) return fail('visit_already_booked');
      if (isVisitPast(visit, this.deps.clock.now())) return fail('visit_in_past');
      if (isVisitFull(visit)) return fail('visit_full');
      const taken = { ...visit, attendeeIds: [...visit.attendeeIds, viewer.id] };
      await repos.visits.update(taken);
      return ok(taken);
    });
    if (booked.ok) await this.notify(booked.value, viewer.id);
    return booked;
  }

  private async notify(visit: Visit, buyerId: number): Promise<void> {
    const { repos, siteUrl } = this.deps;
    const [buyer, property] = await Promise.all([
      repos.users.findById(buyerId),
      repos.properties.findById(visit.propertyId),
    ]);
    if (!buyer || !property) return;
    await sendAfterCommit(this.deps, buyer.email, visitBookedEmail(buyer, visit, property, siteUrl));
    const negotiator = await repos.users.findById(property.negotiatorId);
    if (negotiator)
      await sendAfterCommit(
        this.deps,
        negotiator.email,
        visitBookingNegotiatorEmail('booked', negotiator, buyer, visit, property, siteUrl),
      );
  }
}
