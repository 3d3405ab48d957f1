import { fail, ok, type Result } from '../../shared/result.js';

/** The radius slider (§5.4, §9): 0 to 100 km by steps of 10 km, stored in metres; 0 means no radius. */
export const RADIUS_MIN_KM = 0;
export const RADIUS_MAX_KM = 100;
export const RADIUS_STEP_KM = 10;
export const METRES_PER_KM = 1000;
export const NO_RADIUS = 0;

export const radiusKmToMetres = (km: number): number => Math.round(km * METRES_PER_KM);
export const radiusMetresToKm = (metres: number): number => metres / METRES_PER_KM;

/** A slider value in km brought onto the slider: within 0–100 and on a 10 km step. */
export function clampRadius(km: number): number {
  if (!Number.isFinite(km)) return RADIUS_MIN_KM;
  const onStep = Math.round(km / RADIUS_STEP_KM) * RADIUS_STEP_KM;
  return Math.min(RADIUS_MAX_KM, Math.max(RADIUS_MIN_KM, onStep));
}

/** A radius received in metres must be one the slider can produce. */
export function validateRadiusMetres(metres: number, field = 'aroundRadius'): Result<number> {
  const stepMetres = radiusKmToMetres(RADIUS_STEP_KM);
  const valid =
    Number.isInteger(metres) &&
    metres >= radiusKmToMetres(RADIUS_MIN_KM) &&
    metres <= radiusKmToMetres(RADIUS_MAX_KM) &&
    metres % stepMetres === 0;
  return valid
    ? ok(metres)
    : fail('radius_out_of_range', { min: RADIUS_MIN_KM, max: RADIUS_MAX_KM, step: RADIUS_STEP_KM }, field);
}
