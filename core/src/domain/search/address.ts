// Address autocomplete rules of the home search widget and of the sale form (§4, §5.4, §7, §9).
import type { MessageCode } from '../../messages/catalogue.js';

export interface AddressLookupRule {
  /** Fewest characters (after trimming) that start a lookup. */
  minLength: number;
  debounceMs: number;
}

/** Home widget: a lookup from 2 characters, 500 ms after the last keystroke. */
export const HOME_ADDRESS_LOOKUP: Readonly<AddressLookupRule> = Object.freeze({
  minLength: 2,
  debounceMs: 500,
});
/** Sale form: a lookup only above 2 characters, 300 ms after the last keystroke. */
export const SALE_FORM_ADDRESS_LOOKUP: Readonly<AddressLookupRule> = Object.freeze({
  minLength: 3,
  debounceMs: 300,
});

/** The suggestion panel never grows past this height (§9). */
export const AUTOCOMPLETE_PANEL_MAX_HEIGHT_REM = 18;
/** The mobile search page hides its scroll-to-top button after this delay (§2.3). */
export const MOBILE_SCROLL_TOP_HIDE_MS = 1000;

export const shouldLookUpAddress = (typed: string, rule: AddressLookupRule): boolean =>
  typed.trim().length >= rule.minLength;

/**
 * The message the home widget shows in its panel, or null while suggestions are listed (or loading):
 * nothing typed, too short, or a lookup that found nothing.
 */
export function homeAddressPanelMessage(typed: string, suggestionCount: number | null): MessageCode | null {
  const text = typed.trim();
  if (text === '') return 'address_lookup_empty';
  if (!shouldLookUpAddress(text, HOME_ADDRESS_LOOKUP)) return 'address_lookup_too_short';
  if (suggestionCount === 0) return 'address_lookup_no_match';
  return null;
}

export interface AddressQuery {
  /** The typed text without its leading number. */
  text: string;
  /** The leading number of the typed text, read as a postal code. */
  postcode: string | null;
}

const LEADING_NUMBER = /^(\d+)\s*(.*)$/s;

/** A leading number in the typed text is the postal code (§5.4): '75001 Paris' → Paris in 75001. */
export function splitPostalCode(typed: string): AddressQuery {
  const text = typed.trim();
  const match = LEADING_NUMBER.exec(text);
  if (!match) return { text, postcode: null };
  return { text: (match[2] ?? '').trim(), postcode: match[1] ?? null };
}

/** The body of POST /api/map/search/. */
export interface MapSearchRequest {
  text: string;
  codepostal?: string;
}

/**
 * The address with its spaces replaced by hyphens, or the postal code alone when nothing else was
 * typed; the postal code also goes in `codepostal` (§7).
 */
export function mapSearchRequest(typed: string): MapSearchRequest {
  const { text, postcode } = splitPostalCode(typed);
  const hyphenated = text.split(/\s+/).filter(Boolean).join('-');
  if (postcode === null) return { text: hyphenated };
  return { text: hyphenated === '' ? postcode : hyphenated, codepostal: postcode };
}
