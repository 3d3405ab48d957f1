// Values a negotiator picks or types in French (sub-natures, general condition) are codes on the
// wire; their labels live in the message catalogue (area documents), under a key made from the value.
import { foldText } from '../../shared/fold-text.js';

/** The usual general conditions (etat_general is free text: any other wording is shown as typed). */
export const GENERAL_CONDITIONS = [
  'Excellent état',
  'Très bon état',
  'Bon état',
  'Entretenu',
  'Rénové',
  'Refait à neuf',
  'À rafraîchir',
  'Travaux à prévoir',
  'À rénover',
  'Viabilisé',
  'Non viabilisé',
  'En production',
] as const;

/** 'Très bon état' → 'tres_bon_etat': the value without accents, case or punctuation. */
const keyPart = (value: string): string =>
  foldText(value.trim())
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** The catalogue key of a sub-nature: 'Maison de ville' → 'sub_nature_maison_de_ville'. */
export const subNatureMessageKey = (subNature: string): string => `sub_nature_${keyPart(subNature)}`;

/** The catalogue key of a general condition: 'Très bon état' → 'condition_tres_bon_etat'. */
export const generalConditionMessageKey = (condition: string): string => `condition_${keyPart(condition)}`;
