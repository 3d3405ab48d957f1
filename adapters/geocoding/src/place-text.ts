// How French place names are compared: people type them without accents, capitals, hyphens or
// apostrophes, abbreviate 'Saint' to 'St', and the home widget sends spaces as hyphens (spec §7).

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  sts: 'saints',
  stes: 'saintes',
};

/** Lower case, no accents or ligatures, every run of punctuation or space as one space. */
export function foldPlaceText(text: string): string {
  // Most names (and all of La Poste's) are plain ASCII: skip the costly normalisation for them.
  const plain = /[\u0080-\uffff]/.test(text)
    ? text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/œ/g, 'oe')
        .replace(/æ/g, 'ae')
        .replace(/Œ/g, 'OE')
        .replace(/Æ/g, 'AE')
    : text;
  return plain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a folded place name with 'st'/'ste' written out, as names are indexed. */
export function placeWords(text: string): string[] {
  const folded = foldPlaceText(text);
  return folded === '' ? [] : folded.split(' ').map((word) => ABBREVIATIONS[word] ?? word);
}

/** A comparable form of a whole name: 'St-Étienne' and 'saint etienne' give the same key. */
export function placeKey(text: string): string {
  return placeWords(text).join(' ');
}

/**
 * The forms one typed word may take: 'st' is 'saint' once written out, but while typing it may
 * also be the start of 'Stains' or 'Strasbourg'.
 */
export function typedWordForms(word: string): string[] {
  const expanded = ABBREVIATIONS[word];
  return expanded ? [expanded, word] : [word];
}
