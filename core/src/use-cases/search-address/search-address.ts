import { HOME_ADDRESS_LOOKUP, homeAddressPanelMessage } from '../../domain/search/address.js';
import { SEARCH_ADDRESS_MAX_LENGTH } from '../../domain/search/query.js';
import type { AddressSuggestion, Geocoder } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface SearchAddressInput {
  /** The typed address with its spaces replaced by hyphens, or the postal code alone (§7). */
  text: unknown;
  /** The postal code the widget read off the start of the typed text (§5.4). */
  codepostal?: unknown;
}

/** The suggestion panel lists at most this many addresses. */
export const ADDRESS_SUGGESTION_LIMIT = 10;
/** A French postal code: five digits. */
const POSTCODE = /^\d{5}$/;
const DIGITS = /^\d+$/;
const LEADING_POSTCODE = /^(\d{5})(?:\s+(.*))?$/s;

export interface AddressLookup {
  /** What the geocoder is asked for. */
  text: string;
  /** Narrows to one postal code. */
  postcode?: string;
}

/**
 * Reads what the address widget sends (§5.4, §7) into a geocoder query: hyphens back to spaces; a
 * leading five-digit number is the postal code; a shorter `codepostal` is a street number the
 * widget took for a postal code, so it goes back in front of the text.
 */
export function addressLookupOf(text: string, codepostal: string | null): AddressLookup {
  let words = text.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  let postcode = codepostal !== null && POSTCODE.test(codepostal) ? codepostal : undefined;
  if (codepostal !== null && postcode === undefined) words = `${codepostal} ${words}`.trim();
  const leading = LEADING_POSTCODE.exec(words);
  if (leading && postcode === undefined && (leading[2] ?? '') !== '') {
    postcode = leading[1];
    words = (leading[2] ?? '').trim();
  }
  if (words === '' && postcode !== undefined) words = postcode;
  if (postcode === undefined && POSTCODE.test(words)) postcode = words;
  return postcode === undefined ? { text: words } : { text: words, postcode };
}

/**
 * The address autocomplete behind POST /api/map/search/ (§4, §5.4, §7): anyone may look up an
 * address from two characters; no match is an empty list (the widget then says so).
 */
export class SearchAddress implements UseCase<SearchAddressInput, AddressSuggestion[]> {
  constructor(private readonly deps: { geocoder: Geocoder }) {}

  async execute(input: SearchAddressInput): Promise<Result<AddressSuggestion[]>> {
    const text = input.text ?? '';
    if (typeof text !== 'string' || text.length > SEARCH_ADDRESS_MAX_LENGTH) {
      return fail('invalid_input', undefined, 'text');
    }
    const raw = input.codepostal;
    const codepostal =
      raw === undefined || raw === null || raw === ''
        ? null
        : typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0
          ? String(raw).padStart(5, '0')
          : typeof raw === 'string' && DIGITS.test(raw.trim()) && raw.trim().length <= 5
            ? raw.trim()
            : undefined;
    if (codepostal === undefined) return fail('invalid_input', undefined, 'codepostal');

    const lookup = addressLookupOf(text, codepostal);
    const notice = homeAddressPanelMessage(lookup.text, null);
    if (notice !== null) return fail(notice, { min: HOME_ADDRESS_LOOKUP.minLength }, 'text');
    const found = await this.deps.geocoder.search(lookup.text, lookup.postcode);
    return ok(found.slice(0, ADDRESS_SUGGESTION_LIMIT));
  }
}
