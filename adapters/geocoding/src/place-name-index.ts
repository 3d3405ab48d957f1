// Finds places by typed name: the whole name, its start, or the start of each of its words.
import { foldPlaceText, placeKey, placeWords, typedWordForms } from './place-text.js';

/** How well a name matches, best first: ranking sorts on this before population. */
export const NameMatch = { exact: 0, prefix: 1, words: 2 } as const;
export type NameMatch = (typeof NameMatch)[keyof typeof NameMatch];

export interface NameHit {
  entry: number;
  match: NameMatch;
}

interface IndexedWord {
  word: string;
  entry: number;
}

export class PlaceNameIndex {
  private readonly keys: string[];
  private readonly words: string[][];
  /** Every word of every name, sorted, so the names holding a word start are one binary search away. */
  private readonly sortedWords: IndexedWord[];

  constructor(names: readonly string[]) {
    this.words = names.map(placeWords);
    this.keys = this.words.map((words) => words.join(' '));
    this.sortedWords = this.words
      .flatMap((words, entry) => words.map((word) => ({ word, entry })))
      .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.entry - b.entry));
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
      const key = this.keys[entry]!;
      if (key === writtenOut) hits.push({ entry, match: NameMatch.exact });
      else if (key.startsWith(writtenOut) || key.startsWith(literal))
        hits.push({ entry, match: NameMatch.prefix });
      else if (everyWordStartsOne(forms, this.words[entry]!)) hits.push({ entry, match: NameMatch.words });
    }
    return hits;
  }

  /** Names holding a word that starts like the most selective typed word (the one with the longest forms). */
  private candidates(forms: string[][]): number[] {
    const selective = forms.reduce((best, current) =>
      Math.min(...current.map((form) => form.length)) > Math.min(...best.map((form) => form.length))
        ? current
        : best,
    );
    const seen = new Uint8Array(this.keys.length);
    const entries: number[] = [];
    for (const form of selective) {
      for (let at = this.firstWordFrom(form); at < this.sortedWords.length; at += 1) {
        const indexed = this.sortedWords[at]!;
        if (!indexed.word.startsWith(form)) break;
        if (seen[indexed.entry] === 0) {
          seen[indexed.entry] = 1;
          entries.push(indexed.entry);
        }
      }
    }
    return entries;
  }

  private firstWordFrom(start: string): number {
    let low = 0;
    let high = this.sortedWords.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sortedWords[middle]!.word < start) low = middle + 1;
      else high = middle;
    }
    return low;
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
