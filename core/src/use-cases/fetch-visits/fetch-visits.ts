import { parseVisitDate } from '../../domain/visit/visit-slot.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { ListVisits, type VisitSlotView } from '../list-visits/list-visits.js';

export interface FetchVisitsInput {
  viewer: Viewer;
  bienId: unknown;
  /** 'Y-m-d H:i:s' or 'Y-m-d' (from the start of that day), Paris time; absent or null: no lower bound. */
  from?: unknown;
  /** 'Y-m-d H:i:s' or 'Y-m-d' (to the end of that day), Paris time; absent or null: no upper bound. */
  to?: unknown;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound of the range: a full Y-m-d H:i:s date, or a day taken from its first or last second. */
function readBound(raw: unknown, field: 'from' | 'to'): Result<Instant | null> {
  if (raw === undefined || raw === null || raw === '') return ok(null);
  if (typeof raw === 'string' && DATE_ONLY.test(raw.trim())) {
    return parseVisitDate(`${raw.trim()} ${field === 'from' ? '00:00:00' : '23:59:59'}`, field);
  }
  return parseVisitDate(raw, field);
}

/**
 * The slots of a property that start within a date range (the calendar's fetch), each as the
 * viewer may see it: the same visibility as the listing (ListVisits), narrowed to the range.
 */
export class FetchVisits implements UseCase<FetchVisitsInput, VisitSlotView[]> {
  private readonly listing: ListVisits;

  constructor(deps: {
    repos: Pick<Repositories, 'properties' | 'visits' | 'buyerFiles' | 'users'>;
    clock: Clock;
  }) {
    this.listing = new ListVisits(deps);
  }

  async execute(input: FetchVisitsInput): Promise<Result<VisitSlotView[]>> {
    const from = readBound(input.from, 'from');
    if (!from.ok) return from;
    const to = readBound(input.to, 'to');
    if (!to.ok) return to;
    if (from.value !== null && to.value !== null && to.value < from.value) {
      return fail('visit_range_inverted', undefined, 'to');
    }
    const visits = await this.listing.execute({ viewer: input.viewer, bienId: input.bienId });
    if (!visits.ok) return visits;
    return ok(
      visits.value.filter(
        (visit) =>
          (from.value === null || visit.startsAt >= from.value) &&
          (to.value === null || visit.startsAt <= to.value),
      ),
    );
  }
}
