// Every rule of the sale form (spec §5.1), checked on each change by the form and again by the server.
// Errors block the save; warnings (a start 6+ months ahead, invalid coordinates) only inform.
import type { MessageCode } from '../../messages/catalogue.js';
import { isValidEmail } from '../../shared/email.js';
import { fromParisWallClock, parseParisDateTime, toParisWallClock } from '../../shared/paris-time.js';
import { domainError, type DomainError } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { ENERGY_CLASSES } from '../property/property.js';
import { isSubNatureOf } from '../property/property-type.js';
import { hasValidCoordinates } from './address.js';
import { coOwnershipFieldsShown } from './co-ownership.js';
import { dpeCostsRequired, dpeDateRequired, dpeValuesRequired } from './dpe.js';
import { firstPriceWithFlatFee } from './flat-fee.js';
import { isBlank, parseDotDecimal, parseWholeNumber } from './form-numbers.js';
import {
  NEIGHBOURHOOD_DESCRIPTION_MAX_LENGTH,
  REFERENCE_MAX_LENGTH,
  SALE_FORM_COUNT_MAX,
  SALE_FORM_PRICE_MAX,
  START_WARNING_MONTHS,
  TAXE_FONCIERE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './sale-form-limits.js';
import type { SaleFormErrorKey, SaleFormField, SaleFormValues } from './sale-form-values.js';
import { isSupportedVideoLink } from './video-link.js';

export type SaleFormIssues = Partial<Record<SaleFormErrorKey, DomainError>>;

export interface SaleFormValidation {
  errors: SaleFormIssues;
  warnings: SaleFormIssues;
}

export const isSaleFormValid = (validation: SaleFormValidation): boolean =>
  Object.keys(validation.errors).length === 0;

/** The first issue of a field wins: it is the one the form shows under it. */
class Issues {
  readonly found: SaleFormIssues = {};

  add(key: SaleFormErrorKey, code: MessageCode, params?: Record<string, string | number>): void {
    if (!(key in this.found)) this.found[key] = domainError(code, params, key);
  }
}

type Check = (values: SaleFormValues, errors: Issues) => void;

const required =
  (code: MessageCode, ...fields: SaleFormField[]): Check =>
  (values, errors) => {
    for (const field of fields) if (isBlank(String(values[field] ?? ''))) errors.add(field, code);
  };

const maxLength =
  (field: SaleFormField, max: number, code: MessageCode): Check =>
  (values, errors) => {
    if (String(values[field]).length > max) errors.add(field, code, { max });
  };

const optionalWholeNumbers =
  (...fields: SaleFormField[]): Check =>
  (values, errors) => {
    for (const field of fields) {
      const text = String(values[field]);
      if (!isBlank(text) && parseWholeNumber(text) === null) errors.add(field, 'sale_whole_number_only');
    }
  };

const optionalDotDecimals =
  (...fields: SaleFormField[]): Check =>
  (values, errors) => {
    for (const field of fields) {
      const text = String(values[field]);
      if (!isBlank(text) && parseDotDecimal(text) === null) errors.add(field, 'sale_dot_decimal_only');
    }
  };

const checkTypeAndSubNature: Check = (values, errors) => {
  if (values.type === '') errors.add('type', 'field_required_capitalised');
  else if (!isSubNatureOf(values.type, values.sous_nature))
    errors.add('sous_nature', 'sale_sub_nature_invalid');
};

const checkDates: Check = (values, errors) => {
  const blanks = (['dateDebut', 'dateFin'] as const).filter((field) => isBlank(values[field]));
  for (const field of blanks) errors.add(field, 'sale_dates_both_required');
  if (blanks.length > 0) return;
  const start = parseParisDateTime(values.dateDebut);
  const end = parseParisDateTime(values.dateFin);
  if (start === null) errors.add('dateDebut', 'sale_date_invalid');
  if (end === null) errors.add('dateFin', 'sale_date_invalid');
  if (start !== null && end !== null && start >= end) errors.add('dateDebut', 'sale_start_not_before_end');
};

const checkPrices: Check = (values, errors) => {
  required(
    'field_required',
    'premiere_offre_possible_nv',
    'premier_prix',
    'pas_enchere',
    'reserve_price',
  )(values, errors);
  if (values.flat_price_answer) required('field_required', 'flat_price')(values, errors);
  optionalWholeNumbers('premiere_offre_possible_nv', 'premier_prix', 'pas_enchere')(values, errors);
  if (values.flat_price_answer) optionalWholeNumbers('flat_price')(values, errors);
  optionalDotDecimals('reserve_price')(values, errors);

  const net = parseWholeNumber(values.premiere_offre_possible_nv);
  const firstPrice = parseWholeNumber(values.premier_prix);
  const fee = parseWholeNumber(values.flat_price);
  if (net !== null && firstPrice !== null && firstPrice <= net) {
    errors.add('premier_prix', 'sale_price_not_above_net');
  }
  if (values.flat_price_answer && net !== null && firstPrice !== null && fee !== null) {
    if (firstPrice !== firstPriceWithFlatFee(net, fee))
      errors.add('premier_prix', 'sale_first_price_not_flat');
  }
  if (parseWholeNumber(values.pas_enchere) === 0) errors.add('pas_enchere', 'sale_amount_not_positive');
};

const checkChoices: Check = (values, errors) => {
  for (const field of ['travauxAPrevoir', 'acces_handicap'] as const) {
    if (values[field] === '') errors.add(field, 'sale_choose_value');
  }
};

const checkVendors: Check = (values, errors) => {
  values.vendeurs.forEach((vendor, index) => {
    if (!isValidEmail(vendor.email)) errors.add(`vendeurs.${index}.email`, 'sale_vendor_email_invalid');
  });
};

const checkVideoLink: Check = (values, errors) => {
  if (!isBlank(values.lienVideo) && !isSupportedVideoLink(values.lienVideo)) {
    errors.add('lienVideo', 'sale_video_link_unsupported');
  }
};

const checkCoOwnership: Check = (values, errors) => {
  if (!coOwnershipFieldsShown(values)) return;
  required('field_required', 'nb_lots', 'charge')(values, errors);
  optionalWholeNumbers('nb_lots', 'charge')(values, errors);
};

const isEnergyClass = (text: string) => (ENERGY_CLASSES as readonly string[]).includes(text.trim());
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isIsoDate = (text: string): boolean => {
  const m = ISO_DATE.exec(text.trim());
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const checkDpe: Check = (values, errors) => {
  if (dpeDateRequired(values)) required('field_required', 'dpe_date')(values, errors);
  if (!isBlank(values.dpe_date) && !isIsoDate(values.dpe_date)) errors.add('dpe_date', 'sale_date_invalid');
  if (dpeValuesRequired(values)) {
    required('field_required', 'dpe_nrj', 'dpe_lettre', 'dpe_ges', 'ges_lettre')(values, errors);
    for (const field of ['dpe_lettre', 'ges_lettre'] as const) {
      if (!isEnergyClass(values[field])) errors.add(field, 'sale_energy_class_invalid');
    }
  }
  if (dpeCostsRequired(values))
    required('field_required', 'cout_ann_min', 'cout_ann_max', 'date_ref_dpe')(values, errors);
  optionalDotDecimals('dpe_nrj', 'dpe_ges')(values, errors);
  optionalWholeNumbers('cout_ann_min', 'cout_ann_max', 'date_ref_dpe')(values, errors);
};

/** Numbers every database stores alike: prices up to SALE_FORM_PRICE_MAX, counts up to SALE_FORM_COUNT_MAX. */
const withinBounds =
  (max: number, ...fields: SaleFormField[]): Check =>
  (values, errors) => {
    for (const field of fields) {
      const n = parseDotDecimal(String(values[field] ?? ''));
      if (n !== null && n > max) errors.add(field, 'field_out_of_range', { min: 0, max });
    }
  };

const CHECKS: readonly Check[] = [
  withinBounds(
    SALE_FORM_PRICE_MAX,
    'premiere_offre_possible_nv',
    'premier_prix',
    'flat_price',
    'pas_enchere',
    'reserve_price',
    'charge',
    'cout_ann_min',
    'cout_ann_max',
  ),
  withinBounds(
    SALE_FORM_COUNT_MAX,
    'annee_construction',
    'numero_etage',
    'nombre_salle_de_bains',
    'nombre_wc',
    'nombre_chambres',
    'nombre_pieces',
    'nb_lots',
    'surface_habitable',
    'surface_terrain',
    'dpe_nrj',
    'dpe_ges',
    'date_ref_dpe',
  ),
  required('field_required', 'ref_client', 'nom', 'adresse', 'codePostal', 'ville'),
  maxLength('ref_client', REFERENCE_MAX_LENGTH, 'sale_max_length_exclaimed'),
  maxLength('nom', TITLE_MAX_LENGTH, 'sale_max_length_exclaimed'),
  checkTypeAndSubNature,
  checkDates,
  checkPrices,
  checkChoices,
  maxLength('taxe_fonciere', TAXE_FONCIERE_MAX_LENGTH, 'sale_max_length'),
  optionalWholeNumbers('annee_construction', 'numero_etage', 'nombre_salle_de_bains', 'nombre_wc'),
  optionalWholeNumbers('nombre_chambres', 'nombre_pieces'),
  optionalDotDecimals('surface_habitable', 'surface_terrain'),
  checkVideoLink,
  checkVendors,
  checkCoOwnership,
  required('field_required_capitalised', 'description_quartier', 'descriptif_annonce'),
  maxLength('description_quartier', NEIGHBOURHOOD_DESCRIPTION_MAX_LENGTH, 'sale_max_length'),
  checkDpe,
];

/** The instant `months` calendar months after `now`, Paris time (the 31st clamps to the month's last day). */
export function addParisMonths(now: Instant, months: number): Instant {
  const wall = toParisWallClock(now);
  const monthIndex = wall.month - 1 + months;
  const year = wall.year + Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return fromParisWallClock({ ...wall, year, month, day: Math.min(wall.day, lastDay) });
}

/** Whether the offers start 6 months or more after `now`: worth a warning, still allowed. */
export function startIsFarAhead(dateDebut: string, now: Instant): boolean {
  const start = parseParisDateTime(dateDebut);
  return start !== null && start >= addParisMonths(now, START_WARNING_MONTHS);
}

function warningsOf(values: SaleFormValues, now: Instant): SaleFormIssues {
  const warnings = new Issues();
  if (startIsFarAhead(values.dateDebut, now)) warnings.add('dateDebut', 'sale_start_far_ahead');
  if (!hasValidCoordinates(values)) warnings.add('lat', 'sale_coordinates_invalid');
  return warnings.found;
}

export function validateSaleForm(values: SaleFormValues, context: { now: Instant }): SaleFormValidation {
  const errors = new Issues();
  for (const check of CHECKS) check(values, errors);
  return { errors: errors.found, warnings: warningsOf(values, context.now) };
}
