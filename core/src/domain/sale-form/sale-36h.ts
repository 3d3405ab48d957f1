// 'Je souhaite vendre en 36h' (spec §4, §9): the offers open 36 hours of real time before the end.
import { formatParisDateTimeInput, parseParisDateTime } from '../../shared/paris-time.js';
import { HOUR_MS } from '../../shared/time.js';

export const SALE_36H_MS = 36 * HOUR_MS;

/**
 * The start of a 36 h sale for an end typed as yyyy-MM-ddTHH:mm (Paris): end − 36 h counted in real
 * time: across the spring change the wall clocks show 37 h between start and end, across the autumn one 35 h.
 * Null when the end is not a valid date-time.
 */
export function startFor36hSale(dateFinText: string): string | null {
  const end = parseParisDateTime(dateFinText);
  return end === null ? null : formatParisDateTimeInput(end - SALE_36H_MS);
}
