// The sale form's limits (spec §5.1, §9).

export const REFERENCE_MAX_LENGTH = 21;
export const TITLE_MAX_LENGTH = 120;
/** description_quartier. */
export const NEIGHBOURHOOD_DESCRIPTION_MAX_LENGTH = 100;
/** The spec shows the message '100 caractères maximum' but not the figure: 100 is taken from the message. */
export const TAXE_FONCIERE_MAX_LENGTH = 100;
/** A start this many calendar months ahead (or more) draws a warning, not an error. */
export const START_WARNING_MONTHS = 6;
