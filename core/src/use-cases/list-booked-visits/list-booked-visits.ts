import { byVisitStart, isVisitPast } from '../../domain/visit/visit-slot.js';
import type { VisitKind } from '../../domain/visit/visit.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';

export interface ListBookedVisitsInput {
  viewer: Viewer;
}

/** A slot the viewer booked, with the property it visits. */
export interface BookedVisit {
  visitId: number;
  propertyId: number;
  title: string;
  city: string;
  startsAt: Instant;
  durationMinutes: number;
  kind: VisitKind;
  /** The booking can be cancelled until the slot starts. */
  cancellable: boolean;
}

/**
 * GET /api/me/visites: every slot the viewer is booked on, on every property, by start. A slot is
 * booked only on a property the buyer registered on, so the buyer's files name every property to look at.
 */
export class ListBookedVisits implements UseCase<ListBookedVisitsInput, BookedVisit[]> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'buyerFiles' | 'properties' | 'visits'>;
      clock: Clock;
    },
  ) {}

  async execute(input: ListBookedVisitsInput): Promise<Result<BookedVisit[]>> {
    const { viewer } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    const { repos } = this.deps;
    const now = this.deps.clock.now();
    const files = await repos.buyerFiles.listByUser(viewer.id);
    const perProperty = await Promise.all(
      files.map(async (file) => {
        const [property, visits] = await Promise.all([
          repos.properties.findById(file.propertyId),
          repos.visits.listByProperty(file.propertyId),
        ]);
        if (!property) return [];
        return visits
          .filter((visit) => visit.attendeeIds.includes(viewer.id))
          .map((visit) => ({ visit, property }));
      }),
    );
    return ok(
      perProperty
        .flat()
        .sort((a, b) => byVisitStart(a.visit, b.visit))
        .map(({ visit, property }) => ({
          visitId: visit.id,
          propertyId: property.id,
          title: property.title,
          city: property.address.city,
          startsAt: visit.startsAt,
          durationMinutes: visit.durationMinutes,
          kind: visit.kind,
          cancellable: !isVisitPast(visit, now),
        })),
    );
  }
}
