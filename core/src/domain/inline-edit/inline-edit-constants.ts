/** A save answered with a status in 200–226 keeps the new value (§4, §9). */
export const INLINE_SUCCESS_STATUS_MIN = 200;
export const INLINE_SUCCESS_STATUS_MAX = 226;
/** On failure the old value returns and the error stays this long (§8, §9). */
export const INLINE_ERROR_DISPLAY_MS = 3000;
/** The oldest and latest years a date field takes (§5.2). */
export const INLINE_DATE_MIN_YEAR = 1900;
export const INLINE_DATE_MAX_YEAR = 2099;

export const isInlineSuccessStatus = (status: number): boolean =>
  status >= INLINE_SUCCESS_STATUS_MIN && status <= INLINE_SUCCESS_STATUS_MAX;
