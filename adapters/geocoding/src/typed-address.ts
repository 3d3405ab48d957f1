// What a person typed in an address box, split into a postcode, a street part and a commune part.

export interface TypedAddress {
  /** A whole 5-digit number found in the text (the first one). */
  postcode: string | null;
  /** The start of a postcode typed alone ('74', '740'). */
  postcodeStart: string | null;
  /** The words before the postcode, as typed: the street when there is one. */
  beforePostcode: string[];
  /** The words after the postcode, or every word when there is no postcode. */
  place: string[];
}

const POSTCODE = /^\d{5}$/;
const POSTCODE_START = /^\d{2,4}$/;

/**
 * The home widget sends the address with its spaces replaced by hyphens (spec §7); a text without
 * any space but with hyphens is read that way. A text with spaces keeps its hyphens
 * ('rue Jean-Jaurès').
 */
export function typedWords(text: string): string[] {
  const trimmed = text.trim();
  const spaced = /\s/.test(trimmed) ? trimmed : trimmed.replace(/-+/g, ' ');
  return spaced
    .split(/\s+/)
    .map((word) => word.replace(/^[,;.]+|[,;]+$/g, ''))
    .filter((word) => word !== '');
}

/** The spec (§5.4) reads a leading number as the postcode; a 5-digit number after a street counts too. */
export function parseTypedAddress(text: string): TypedAddress {
  const words = typedWords(text);
  const at = words.findIndex((word) => POSTCODE.test(word));
  if (at >= 0) {
    return {
      postcode: words[at]!,
      postcodeStart: null,
      beforePostcode: words.slice(0, at),
      place: words.slice(at + 1),
    };
  }
  if (words.length === 1 && POSTCODE_START.test(words[0]!)) {
    return { postcode: null, postcodeStart: words[0]!, beforePostcode: [], place: [] };
  }
  return { postcode: null, postcodeStart: null, beforePostcode: [], place: words };
}
