import type { Instant } from '../../shared/time.js';

export interface Favourite {
  userId: number;
  propertyId: number;
  createdAt: Instant;
}
