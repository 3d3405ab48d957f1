import type { Instant } from '../../shared/time.js';

export const VISIT_KINDS = ['individual', 'grouped'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** A visit slot of a property: by appointment (one buyer) or grouped. */
export interface Visit {
  id: number;
  propertyId: number;
  kind: VisitKind;
  startsAt: Instant;
  durationMinutes: number;
  /** Null: no limit (grouped visits); individual visits take one buyer. */
  capacity: number | null;
  attendeeIds: number[];
  createdBy: number;
}
