import { fail, ok, type Result } from '../../shared/result.js';
import { PHOTO_LEGEND_MAX_LENGTH } from './photo-constants.js';

/** A legend as stored: trimmed, at most 120 characters. */
export function photoLegend(value: unknown): Result<string> {
  if (typeof value !== 'string') return fail('invalid_input', undefined, 'legend');
  const legend = value.trim();
  if (Array.from(legend).length > PHOTO_LEGEND_MAX_LENGTH) {
    return fail('photos_legend_too_long', { max: PHOTO_LEGEND_MAX_LENGTH }, 'legend');
  }
  return ok(legend);
}
