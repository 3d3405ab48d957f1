import type { Visit } from '../../domain/visit/visit.js';
import type { New } from '../../ports/repositories.port.js';
import { DAY_MS } from '../../shared/time.js';
import { DEFAULT_TEST_NOW } from '../manual-clock.js';

/** A 30-minute visit by appointment of property 1, the day after DEFAULT_TEST_NOW (11:00 in Paris), set by negotiator 1. */
export const aVisit = (overrides: Partial<New<Visit>> = {}): New<Visit> => ({
  propertyId: 1,
  kind: 'individual',
  startsAt: DEFAULT_TEST_NOW + DAY_MS,
  durationMinutes: 30,
  capacity: 1,
  attendeeIds: [],
  createdBy: 1,
  ...overrides,
});
