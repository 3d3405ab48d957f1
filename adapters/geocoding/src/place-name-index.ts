// Finds places by typed name: the whole name, its start, or the start of each of its words.
// Compact: every name's folded key in one string, and its words as positions in that string sorted by
// word (two typed arrays), instead of an array of words and an object per word for each name.
import { lowerBound } from './commune-tables.js';
import { foldPlaceText, placeKey, placeWords, typedWordForms } from './place-text.js';

/** How well a name matches, best first: ranking sorts on this before population. */
export const NameMatch = { exact: 0, prefix: 1, words: 2 } as const;
export type NameMatch = (typeof NameMatch)[keyof typeof NameMatch];

export interface NameHit {
  entry: number;
  match: NameMatch;
}

/** Plain data (a child process builds it and sends it over). */
export interface PlaceNameTables {
  /** Every name's key (its folded words joined by spaces), each followed by a line feed. */
  keys: string;
  /** Entry i's key from keyStarts[i] to keyStarts[i + 1] - 1 (its line feed left out). */
  keyStarts: Uint32Array;
  /** Where each word of every key starts in `keys`, sorted by the word, then by entry. */
  wordStarts: Uint32Array;
  /** The entry each of wordStarts belongs to. */
  wordEntries: Uint32Array;
}

const SPACE = 0x20;
const LINE_FEED = 0x0a;

export function buildPlaceNameTables(names: readonly string[]): PlaceNameTables {
  const keyStarts = new Uint32Array(names.length + 1);
  const words: { word: string; start: number; entry: number }[] = [];
  const keys: string[] = [];
  let length = 0;
  names.forEach((name, entry) => {
    let start = length;
    for (const word of placeWords(name)) {
      words.push({ word, start, entry });
      start += word.length + 1;
    }
    const key = placeKey(name);
    keys.push(key);
    length += key.length + 1;
    keyStarts[entry + 1] = length;
  });
  words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.entry - b.entry));
  return {
    keys: keys.map((key) => `${key}\n`).join(''),
    keyStarts,
    wordStarts: Uint32Array.from(words, (word) => word.start),
    wordEntries: Uint32Array.from(words, (word) => word.entry),
  };
}

export class PlaceNameIndex {
  constructor(private readonly tables: PlaceNameTables) {}

  static of(names: readonly string[]): PlaceNameIndex {
    return new PlaceNameIndex(buildPlaceNameTables(names));
  }

  /** The entries whose name matches `typed`, among `within` when given (entry numbers). */
  match(typed: string, within?: readonly number[]): NameHit[] {
    const typedWords = foldPlaceText(typed).split(' ').filter(Boolean);
    if (typedWords.length === 0) return [];
    const forms = typedWords.map(typedWordForms);
    const writtenOut = placeKey(typed);
    const literal = typedWords.join(' ');
    const hits: NameHit[] = [];
    for (const entry of within ?? this.candidates(forms)) {
      const key = this.key(entry);
      if (key === writtenOut) hits.push({ entry, match: NameMatch.exact });
      else if (key.startsWith(writtenOut) || key.startsWith(literal))
        hits.push({ entry, match: NameMatch.prefix });
      else if (everyWordStartsOne(forms, key === '' ? [] : key.split(' ')))
        hits.push({ entry, match: NameMatch.words });
    }
    return hits;
  }

  private key(entry: number): string {
    return this.tables.keys.slice(this.tables.keyStarts[entry], this.tables.keyStarts[entry + 1]! - 1);
  }

  /** The word starting at `start` in the keys. */
  private wordAt(start: number): string {
    const { keys } = this.tables;
    let end = start;
    while (end < keys.length && keys.charCodeAt(end) !== SPACE && keys.charCodeAt(end) !== LINE_FEED)
      end += 1;
    return keys.slice(start, end);
  }

  /** Names holding a word that starts like the most selective typed word (the one with the longest forms). */
  private candidates(forms: string[][]): number[] {
    const selective = forms.reduce((best, current) =>
      Math.min(...current.map((form) => form.length)) > Math.min(...best.map((form) => form.length))
        ? current
        : best,
    );
    const { keys, wordStarts, wordEntries } = this.tables;
    const seen = new Uint8Array(this.tables.keyStarts.length - 1);
    const entries: number[] = [];
    for (const form of selective) {
      const first = lowerBound(wordStarts.length, (at) => this.wordAt(wordStarts[at]!) < form);
      // A form holds no space nor line feed: matching it at a word's start cannot run past the word.
      for (let at = first; at < wordStarts.length && keys.startsWith(form, wordStarts[at]); at += 1) {
        const entry = wordEntries[at]!;
        if (seen[entry] === 0) {
          seen[entry] = 1;
          entries.push(entry);
        }
      }
    }
    return entries;
  }
}

/** Each typed word (in any of its forms) starts a different word of the name, in any order. */
function everyWordStartsOne(forms: string[][], nameWords: string[]): boolean {
  const used = new Set<number>();
  return forms.every((wordForms) => {
    const at = nameWords.findIndex(
      (nameWord, index) => !used.has(index) && wordForms.some((form) => nameWord.startsWith(form)),
    );
    if (at < 0) return false;
    used.add(at);
    return true;
  });
}
