import type { PropertyDocument } from '../../domain/document/document.js';
import type { New } from '../../ports/repositories.port.js';
import { DAY_MS } from '../../shared/time.js';
import { DEFAULT_TEST_NOW } from '../manual-clock.js';
import { sequence } from './sequence.js';

const nextDocument = sequence();

/** The free DPE report of property 1. */
export const aDocument = (overrides: Partial<New<PropertyDocument>> = {}): New<PropertyDocument> => ({
  propertyId: 1,
  name: 'Diagnostic de performance énergétique',
  mimeType: 'application/pdf',
  kind: 'diagnostic_dpe',
  free: true,
  storageKey: `documents/1/dpe-${nextDocument()}.pdf`,
  size: 245760,
  uploadedAt: DEFAULT_TEST_NOW - 10 * DAY_MS,
  ...overrides,
});
