// The sale form's limits (spec §5.1, §9).

export const REFERENCE_MAX_LENGTH = 21;
export const TITLE_MAX_LENGTH = 120;
/** description_quartier. */
export const NEIGHBOURHOOD_DESCRIPTION_MAX_LENGTH = 100;
/** The spec shows the message '100 caractères maximum' but not the figure: 100 is taken from the message. */
export const TAXE_FONCIERE_MAX_LENGTH = 100;
/** A start this many calendar months ahead (or more) draws a warning, not an error. */
export const START_WARNING_MONTHS = 6;
/**
 * The largest price the form takes (reserve price included, a DECIMAL(12,2) column): far above any
 * property, far inside safe integers, so every database stores what the other stores.
 */
export const SALE_FORM_PRICE_MAX = 9_999_999_999;
/** The largest count, floor, year or area the form takes (INT columns hold up to 2^31 − 1). */
export const SALE_FORM_COUNT_MAX = 999_999_999;
/** Coordinates: latitude within ±90°, longitude within ±180°. */
export const LATITUDE_MAX = 90;
export const LONGITUDE_MAX = 180;
