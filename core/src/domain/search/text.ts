import type { SearchDocument } from '../../ports/services.port.js';
import { foldText } from '../../shared/fold-text.js';

/** Anything but a letter or a digit separates words. */
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * The words of a text as search compares them: folded (no accents, lower case) and split on
 * anything that is not a letter or a digit — 'Saint-Émilion, T3' → saint, emilion, t3. Every index
 * stores and queries these words, so no engine's own analysis decides what matches.
 */
export const searchWords = (text: string): string[] => foldText(text).split(WORD_SEPARATORS).filter(Boolean);

/** What the free text of a search looks into: the title, the town, the postcode and the reference. */
export const documentSearchWords = (
  doc: Pick<SearchDocument, 'title' | 'city' | 'postcode' | 'reference'>,
): string[] => [...new Set(searchWords(`${doc.title} ${doc.city} ${doc.postcode} ${doc.reference}`))];

/**
 * Whether a document answers a free text: every word typed starts one of the document's words
 * ('mais lyo' finds 'Maison … Lyon'). No word typed means no text filter.
 */
export const matchesSearchText = (documentWords: readonly string[], text: string | undefined): boolean =>
  searchWords(text ?? '').every((typed) => documentWords.some((word) => word.startsWith(typed)));
