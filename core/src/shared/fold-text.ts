/** Lower case without accents, so that 'Évian' matches 'evian' and 'SAINT-ÉTIENNE' matches 'saint-etienne'. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Folded, with hyphens and apostrophes as spaces: how people and the address widget write place names. */
export const foldPlaceName = (text: string): string =>
  foldText(text).replace(/[-'’]/g, ' ').replace(/\s+/g, ' ').trim();
