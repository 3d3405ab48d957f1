import {
  AMENITIES,
  SALE_FORM_TABS,
  validateSaleForm,
  type DomainError,
  type SaleFormIssues,
  type SaleFormTab,
  type SaleFormValues,
} from '@immo/core';
import { setIn, type FormikErrors } from 'formik';

/** Translates a catalogue code with its placeholders (i18next's `t`). */
export type Translate = (code: string, params?: Record<string, unknown>) => string;

export const issueText = (issue: DomainError, t: Translate): string => t(issue.code, { ...issue.params });

/** Core's issues keyed by wire name ('vendeurs.0.email'), each as its translated message. */
export function translatedIssues(issues: SaleFormIssues, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, issue] of Object.entries(issues)) if (issue) out[key] = issueText(issue, t);
  return out;
}

/** Formik's `validate`: core's rules (spec §5.1), each message translated, nested as Formik reads them. */
export function saleFormValidator(t: Translate, now: () => number) {
  return (values: SaleFormValues): FormikErrors<SaleFormValues> => {
    let errors: FormikErrors<SaleFormValues> = {};
    const { errors: issues } = validateSaleForm(values, { now: now() });
    for (const [key, message] of Object.entries(translatedIssues(issues, t))) {
      errors = setIn(errors, key, message) as FormikErrors<SaleFormValues>;
    }
    return errors;
  };
}

/** The Photos tab holds the virtual tour and video links (spec §2.1); vendors are the last tab. */
const PHOTOS_FIELDS: ReadonlySet<string> = new Set(['lienVisiteVirtuelle', 'lienVideo']);

/**
 * The Général tab's fields (spec §3.1 General tab, plus the 'Notaire associé' selector and the 30
 * amenities it shows); whatever is not here, the photos links or a vendor is on Précisions.
 */
const GENERAL_FIELDS: ReadonlySet<string> = new Set([
  'ref_client',
  'type',
  'sous_nature',
  'nom',
  'dateDebut',
  'dateFin',
  'h36',
  'showNotaire',
  'showNotimmoBareme',
  'assistance_tiers_assoc',
  'premiere_offre_possible_nv',
  'premier_prix',
  'flat_price_answer',
  'flat_price',
  'pas_enchere',
  'reserve_price',
  'charge_honoraire',
  'annee_construction',
  'travauxAPrevoir',
  'nature_travaux',
  'numero_etage',
  'nombre_salle_de_bains',
  'nombre_wc',
  'acces_handicap',
  'etat_general',
  'taxe_fonciere',
  'taxe_habitation',
  'charges_mensuelles',
  'chauffage',
  'descriptif',
  // Home staging has no tab of its own in the spec: it sits with the description.
  'lienRhinov',
]);

/** The tab a field (or an error key such as 'vendeurs.0.email') sits on. */
export function tabOfField(key: string): SaleFormTab {
  const field = key.split('.')[0] ?? key;
  if (field === 'vendeurs') return 'VENDEURS';
  if (PHOTOS_FIELDS.has(field)) return 'PHOTOS';
  if (GENERAL_FIELDS.has(field) || isAmenity(field)) return 'GENERAL';
  return 'PRECISION';
}

const isAmenity = (field: string): boolean => (AMENITIES as readonly string[]).includes(field);

/** How many of the given error keys sit on each tab. */
export function errorCountByTab(keys: Iterable<string>): Record<SaleFormTab, number> {
  const counts = Object.fromEntries(SALE_FORM_TABS.map((tab) => [tab, 0])) as Record<SaleFormTab, number>;
  for (const key of keys) counts[tabOfField(key)] += 1;
  return counts;
}
