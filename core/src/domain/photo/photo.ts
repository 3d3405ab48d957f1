import type { Instant } from '../../shared/time.js';

/** A stored photo of a property. Position is the priority: 0 is the main image. */
export interface Photo {
  id: number;
  propertyId: number;
  storageKey: string;
  legend: string;
  originalName: string;
  size: number;
  width: number;
  height: number;
  position: number;
  uploadedAt: Instant;
}
