import type { BuyerFile } from '../buyer-file/buyer-file.js';
import type { Property } from '../property/property.js';
import { SALE_FORM_PRICE_MAX } from '../sale-form/sale-form-limits.js';
import type { InlineFieldType } from './inline-value.js';

/** The entities the inline fields edit, as the route names them (PUT /api/{entity lowercased}/{id}). */
export const INLINE_ENTITIES = ['bien', 'dossier_acheteurs'] as const;
export type InlineEntity = (typeof INLINE_ENTITIES)[number];

/** A stored value: null clears an optional field. */
export type StoredInlineValue = string | number | null;

interface InlineFieldRules {
  property: string;
  fieldType: InlineFieldType;
  /** Empty input is refused (field_required) rather than clearing the field. */
  required?: boolean;
  /** Text fields only. */
  maxLength?: number;
  /** Number fields only: both bounds included. */
  min?: number;
  max?: number;
}

export interface PropertyInlineField extends InlineFieldRules {
  entity: 'bien';
  /**
   * A term of the auction bidders rely on (premier_prix, pas_enchere): the auction carries it too,
   * and it no longer moves once someone bid (UpdateSale's auctionChangeRefusal).
   */
  biddingTerm?: boolean;
  /** Computed from the net seller price and the flat fee when the fee is flat (spec §4): not typed then. */
  computedWithFlatFee?: boolean;
  read(property: Property): StoredInlineValue;
  write(property: Property, value: StoredInlineValue): Property;
}

export interface BuyerFileInlineField extends InlineFieldRules {
  entity: 'dossier_acheteurs';
  read(file: BuyerFile): StoredInlineValue;
  write(file: BuyerFile, value: StoredInlineValue): BuyerFile;
}

export type InlineField = PropertyInlineField | BuyerFileInlineField;

const text = (value: StoredInlineValue): string => (value === null ? '' : String(value));
const numberOrNull = (value: StoredInlineValue): number | null => (typeof value === 'number' ? value : null);
const stringOrNull = (value: StoredInlineValue): string | null => (typeof value === 'string' ? value : null);

/** Text columns of the property that are plain strings (empty when unset). */
type PropertyTextKey =
  | 'title'
  | 'description'
  | 'listingDescription'
  | 'neighbourhoodDescription'
  | 'propertyTax'
  | 'housingTax'
  | 'monthlyCharges'
  | 'generalCondition'
  | 'managingAgent';
type PropertyNumberKey =
  'livingArea' | 'landArea' | 'rooms' | 'bedrooms' | 'bathrooms' | 'toilets' | 'yearBuilt' | 'floor';
type PropertyPriceKey = 'firstPrice' | 'bidStep';

const propertyText = (
  property: string,
  key: PropertyTextKey,
  rules: Omit<InlineFieldRules, 'property' | 'fieldType'> = {},
): PropertyInlineField => ({
  entity: 'bien',
  property,
  fieldType: 'text',
  ...rules,
  read: (p) => p[key],
  write: (p, value) => ({ ...p, [key]: text(value) }),
});

/** Bounds that catch typing slips (an extra zero) without judging real properties. */
const AREA_MAX = 100_000_000;
const COUNT_MAX = 1000;

const propertyNumber = (
  property: string,
  key: PropertyNumberKey,
  fieldType: 'float' | 'integer',
  rules: Omit<InlineFieldRules, 'property' | 'fieldType' | 'max'> & { max: number },
): PropertyInlineField => ({
  entity: 'bien',
  property,
  fieldType,
  min: 0,
  ...rules,
  read: (p) => p[key],
  write: (p, value) => ({ ...p, [key]: numberOrNull(value) }),
});

/** A whole-euro term of the auction, required: the sale form's price rules apply to it as well. */
const biddingTerm = (
  property: string,
  key: PropertyPriceKey,
  rules: Pick<PropertyInlineField, 'computedWithFlatFee'> = {},
): PropertyInlineField => ({
  entity: 'bien',
  property,
  fieldType: 'integer',
  required: true,
  min: 1,
  max: SALE_FORM_PRICE_MAX,
  biddingTerm: true,
  ...rules,
  read: (p) => p[key],
  write: (p, value) => ({ ...p, [key]: numberOrNull(value) ?? p[key] }),
});

/**
 * Every field an inline edit may change, by the wire names of §3.1 and §7. Anything else is
 * refused: the call must not become a way to write arbitrary columns (dates, owner, the reserve
 * price). The two prices the property page shows (issue 12) are here with the sale's own rules:
 * the form's price checks and, once someone bid, no change (InlineEdit, inline-edit-locks.ts).
 */
export const INLINE_FIELDS: readonly InlineField[] = [
  {
    entity: 'dossier_acheteurs',
    property: 'commentaireSurAcquereur',
    fieldType: 'text',
    maxLength: 5000,
    read: (f) => f.negotiatorComment,
    write: (f, value) => ({ ...f, negotiatorComment: text(value) }),
  },
  propertyText('nom', 'title', { required: true, maxLength: 120 }),
  biddingTerm('premier_prix', 'firstPrice', { computedWithFlatFee: true }),
  biddingTerm('pas_enchere', 'bidStep'),
  propertyText('descriptif', 'description', { maxLength: 10000 }),
  propertyText('descriptif_annonce', 'listingDescription', { required: true, maxLength: 10000 }),
  propertyText('description_quartier', 'neighbourhoodDescription', { required: true, maxLength: 100 }),
  propertyText('taxe_fonciere', 'propertyTax', { maxLength: 100 }),
  propertyText('taxe_habitation', 'housingTax', { maxLength: 100 }),
  propertyText('charges_mensuelles', 'monthlyCharges', { maxLength: 100 }),
  propertyText('etat_general', 'generalCondition', { maxLength: 255 }),
  propertyText('nom_syndic', 'managingAgent', { maxLength: 255 }),
  propertyNumber('surface_habitable', 'livingArea', 'float', { max: AREA_MAX }),
  propertyNumber('surface_terrain', 'landArea', 'float', { max: AREA_MAX }),
  propertyNumber('nombre_pieces', 'rooms', 'integer', { max: COUNT_MAX }),
  propertyNumber('nombre_chambres', 'bedrooms', 'integer', { max: COUNT_MAX }),
  propertyNumber('nombre_salle_de_bains', 'bathrooms', 'integer', { max: COUNT_MAX }),
  propertyNumber('nombre_wc', 'toilets', 'integer', { max: COUNT_MAX }),
  propertyNumber('annee_construction', 'yearBuilt', 'integer', { min: 1000, max: 2099 }),
  // Basements are below ground: floors may be negative.
  propertyNumber('numero_etage', 'floor', 'integer', { min: -10, max: 300 }),
  {
    entity: 'bien',
    property: 'dpe_date',
    fieldType: 'date',
    read: (p) => p.dpe.date,
    write: (p, value) => ({ ...p, dpe: { ...p.dpe, date: stringOrNull(value) } }),
  },
];

/** The entity as the route names it, matched case-insensitively (the client lower-cases it). */
export function inlineEntityOf(name: string): InlineEntity | null {
  const lower = name.trim().toLowerCase();
  return (INLINE_ENTITIES as readonly string[]).includes(lower) ? (lower as InlineEntity) : null;
}

/** The whitelisted field, or null when (entity, property) may not be edited inline. */
export function findInlineField(entity: string, property: string): InlineField | null {
  const known = inlineEntityOf(entity);
  if (known === null) return null;
  return INLINE_FIELDS.find((field) => field.entity === known && field.property === property) ?? null;
}
