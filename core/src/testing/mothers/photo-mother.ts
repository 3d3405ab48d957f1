import type { Photo } from '../../domain/photo/photo.js';
import type { New } from '../../ports/repositories.port.js';
import { DAY_MS } from '../../shared/time.js';
import { DEFAULT_TEST_NOW } from '../manual-clock.js';
import { sequence } from './sequence.js';

const nextPhoto = sequence();

/** The main photo (position 0) of property 1, a 1920×1280 JPEG. */
export const aPhoto = (overrides: Partial<New<Photo>> = {}): New<Photo> => ({
  propertyId: 1,
  storageKey: `photos/1/photo-${nextPhoto()}.jpg`,
  legend: 'Séjour lumineux',
  originalName: 'IMG_2041.jpg',
  size: 524288,
  width: 1920,
  height: 1280,
  position: 0,
  uploadedAt: DEFAULT_TEST_NOW - 9 * DAY_MS,
  ...overrides,
});
