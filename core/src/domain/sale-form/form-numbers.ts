// How the sale form reads the numbers typed into its text inputs.

const WHOLE_NUMBER = /^\d+$/;
/** Digits with an optional dot decimal part: the comma is refused (the spec's reserve-price rule). */
const DOT_DECIMAL = /^\d+(\.\d+)?$/;

/** A whole number typed in a field (spaces around allowed), or null. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
}

/** A decimal written with a dot ('150000.50'), or null. */
export function parseDotDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!DOT_DECIMAL.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

export const isBlank = (text: string): boolean => text.trim() === '';

/** The text a form shows for an optional stored number: '' for none. */
export const numberText = (value: number | null): string => (value === null ? '' : String(value));
