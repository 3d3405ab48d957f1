import {
  NO_SUB_NATURE,
  PROPERTY_TYPES,
  formatDecimal,
  formatEuros,
  generalConditionMessageKey,
  isPropertyTypeCode,
  subNatureMessageKey,
  type Locale,
} from '@immo/core';
import type { TFunction } from 'i18next';
import type { PropertyPublicData } from '../api/page-data.js';

export interface Figure {
  key: string;
  label: string;
  value: string;
}

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The floor in words: ground floor, 1st, then the n-th. */
export function floorLabel(floor: number, t: TFunction): string {
  if (floor === 0) return t('details_floor_ground');
  if (floor === 1) return t('details_floor_first');
  return t('details_floor_nth', { floor });
}

/** The key figures in the reader's format, those the negotiator filled only (a year has no thousands space). */
export function keyFigures(bien: PropertyPublicData, t: TFunction, locale: Locale): Figure[] {
  const figures: Figure[] = [];
  const area = (value: number) => t('details_area', { value: formatDecimal(value, locale) });
  if (present(bien.surface_habitable) && bien.surface_habitable > 0)
    figures.push({ key: 'living', label: t('details_living_area'), value: area(bien.surface_habitable) });
  if (present(bien.surface_terrain) && bien.surface_terrain > 0)
    figures.push({ key: 'land', label: t('details_land_area'), value: area(bien.surface_terrain) });
  const counts: [keyof PropertyPublicData, string][] = [
    ['nombre_pieces', 'details_rooms'],
    ['nombre_chambres', 'details_bedrooms'],
    ['nombre_salle_de_bains', 'details_bathrooms'],
    ['nombre_wc', 'details_wc'],
  ];
  for (const [field, label] of counts) {
    const value = bien[field] as number | null;
    if (present(value) && value > 0)
      figures.push({ key: field, label: t(label), value: formatDecimal(value, locale) });
  }
  if (present(bien.numero_etage))
    figures.push({ key: 'floor', label: t('details_floor'), value: floorLabel(bien.numero_etage, t) });
  if (present(bien.annee_construction) && bien.annee_construction > 0)
    figures.push({ key: 'year', label: t('details_year_built'), value: String(bien.annee_construction) });
  return figures;
}

/**
 * A tax or charge as the negotiator typed it: a plain amount is shown in euros with its period
 * ('1290' → '1 290 € / an'); any other text is shown as typed.
 */
export function amountText(
  raw: string,
  period: 'details_per_year' | 'details_per_month',
  t: TFunction,
): string | null {
  const text = raw.trim();
  if (!text) return null;
  const normalised = text
    .replace(/[\s\u202f\u00a0]/g, '')
    .replace(/€$/, '')
    .replace(',', '.');
  if (/^\d+(\.\d+)?$/.test(normalised)) return t(period, { amount: formatEuros(Number(normalised)) });
  return text;
}

/** Procedure codes of the sale form (Aucune, Administrateur, Expert, Mandataire) to labels. */
const PROCEDURE_LABELS: Record<string, string> = {
  Aucune: 'details_procedure_none',
  Administrateur: 'details_procedure_administrator',
  Expert: 'details_procedure_expert',
  Mandataire: 'details_procedure_agent',
};

export const procedureLabel = (code: string, t: TFunction): string =>
  PROCEDURE_LABELS[code] ? t(PROCEDURE_LABELS[code]) : code;

/** A value's label from core's catalogue by its key; the value as typed when the catalogue has none. */
export const catalogueLabel = (
  key: string,
  value: string,
  t: TFunction,
  exists: (key: string) => boolean,
): string => (exists(key) ? t(key) : value);

/** A code of core's AMENITIES or HEATING_KINDS in the page's language (the code itself if unknown). */
export const codeLabel = (
  prefix: 'amenity' | 'heating',
  code: string,
  t: TFunction,
  exists: (key: string) => boolean,
): string => catalogueLabel(`${prefix}_${code}`, code, t, exists);

/** The property type by its code in the page's language; the server's label for a code core does not know. */
export const propertyTypeLabel = (type: string, serverLabel: string, locale: Locale): string =>
  isPropertyTypeCode(type) ? PROPERTY_TYPES[type][locale] : serverLabel;

/** 'Maison · Maison de ville' ('House · Town house'): the sub-nature unless it is none or repeats the type. */
export function typeAndSubNature(
  bien: Pick<PropertyPublicData, 'type' | 'typeLabel' | 'sous_nature'>,
  t: TFunction,
  exists: (key: string) => boolean,
  locale: Locale,
): string {
  const type = propertyTypeLabel(bien.type, bien.typeLabel, locale);
  if (!bien.sous_nature || bien.sous_nature === NO_SUB_NATURE) return type;
  const subNature = catalogueLabel(subNatureMessageKey(bien.sous_nature), bien.sous_nature, t, exists);
  return subNature === type ? type : `${type} · ${subNature}`;
}

/** The general condition: a usual one in the page's language, free text as typed. */
export const generalConditionLabel = (
  condition: string,
  t: TFunction,
  exists: (key: string) => boolean,
): string | null =>
  condition.trim() ? catalogueLabel(generalConditionMessageKey(condition), condition, t, exists) : null;

/** yyyy-mm-dd (a calendar date, no time zone involved) as dd/mm/yyyy. */
export function calendarDateFr(isoDate: string | null): string | null {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}
