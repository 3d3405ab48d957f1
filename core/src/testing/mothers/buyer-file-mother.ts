import type { BuyerFile } from '../../domain/buyer-file/buyer-file.js';
import type { New } from '../../ports/repositories.port.js';
import { DAY_MS } from '../../shared/time.js';
import { DEFAULT_TEST_NOW } from '../manual-clock.js';

/** User 1 registered on property 1 five days before DEFAULT_TEST_NOW; no visit, no agrément yet. */
export const aBuyerFile = (overrides: Partial<New<BuyerFile>> = {}): New<BuyerFile> => ({
  propertyId: 1,
  userId: 1,
  interest: 'interested',
  registeredAt: DEFAULT_TEST_NOW - 5 * DAY_MS,
  visitDoneAt: null,
  agrementSignedAt: null,
  identityDocumentKey: null,
  financingPlanProvided: false,
  negotiatorComment: '',
  ...overrides,
});
