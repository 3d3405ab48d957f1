// Reads sale-form values from the wire (a JSON body, a locally saved draft): anything may arrive,
// so every field is type-checked. A missing field takes its default; a field of the wrong type is
// `invalid_input` naming it. Business rules are validateSaleForm's job, not this one's.
import { err, fail, ok, type Result } from '../../shared/result.js';
import {
  AMENITIES,
  HEATING_KINDS,
  PROCEDURE_OPTIONS,
  type HeatingKind,
  type ProcedureOption,
} from '../property/property.js';
import { isPropertyTypeCode } from '../property/property-type.js';
import { LATITUDE_MAX, LONGITUDE_MAX } from './sale-form-limits.js';
import {
  defaultSaleFormValues,
  type SaleFormField,
  type SaleFormValues,
  type SaleVendor,
} from './sale-form-values.js';

const STRING_FIELDS = [
  'ref_client',
  'sous_nature',
  'nom',
  'dateDebut',
  'dateFin',
  'premiere_offre_possible_nv',
  'premier_prix',
  'flat_price',
  'pas_enchere',
  'reserve_price',
  'annee_construction',
  'nature_travaux',
  'numero_etage',
  'nombre_salle_de_bains',
  'nombre_wc',
  'etat_general',
  'taxe_fonciere',
  'taxe_habitation',
  'charges_mensuelles',
  'descriptif',
  'lienVisiteVirtuelle',
  'lienVideo',
  'lienRhinov',
  'adresse',
  'codeInsee',
  'codePostal',
  'ville',
  'departement',
  'complement',
  'surface_habitable',
  'surface_terrain',
  'nombre_chambres',
  'nombre_pieces',
  'nb_lots',
  'charge',
  'nom_syndic',
  'description_quartier',
  'descriptif_annonce',
  'dpe_date',
  'dpe_nrj',
  'dpe_lettre',
  'dpe_ges',
  'ges_lettre',
  'cout_ann_min',
  'cout_ann_max',
  'date_ref_dpe',
] as const satisfies readonly SaleFormField[];

const BOOLEAN_FIELDS = [
  'showNotaire',
  'showNotimmoBareme',
  'flat_price_answer',
  'afficher_adresse',
  ...AMENITIES,
] as const satisfies readonly SaleFormField[];

const YES_NO_FIELDS = [
  'dpe_exempte',
  'dpe_vierge',
  'copropriete',
  'constru_moins5ans',
  'etat_des_risques',
] as const satisfies readonly SaleFormField[];

const CHOICE_FIELDS = ['travauxAPrevoir', 'acces_handicap'] as const satisfies readonly SaleFormField[];

/** Longest text accepted in any field: far above every business limit, it only bounds storage. */
export const SALE_FORM_TEXT_MAX_LENGTH = 20_000;
/** A sale has a handful of vendors; this only bounds the payload. */
export const SALE_FORM_MAX_VENDORS = 20;

type Raw = Record<string, unknown>;
type Reader<T> = (value: unknown) => T | undefined;

const isAbsent = (value: unknown) => value === undefined || value === null;

const readString: Reader<string> = (value) => {
  if (typeof value === 'string') return value.length <= SALE_FORM_TEXT_MAX_LENGTH ? value : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

// Clients built on PHP forms send booleans as '1'/'0' or 'true'/'false' too.
const BOOLEAN_SPELLINGS = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
  ['true', true],
  ['false', false],
]);
const readBoolean: Reader<boolean> = (value) => BOOLEAN_SPELLINGS.get(value);

const readYesNo: Reader<'oui' | 'non'> = (value) => (value === 'oui' || value === 'non' ? value : undefined);
const readChoice: Reader<'oui' | 'non' | ''> = (value) => (value === '' ? '' : readYesNo(value));

/** A coordinate within ±limit degrees (latitude 90, longitude 180); '' for none. */
const readCoordinate =
  (limit: number): Reader<number | null> =>
  (value) => {
    if (value === '') return null;
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
  };

const readThirdPartyId: Reader<number | null> = (value) => {
  if (value === '') return null;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const readHeating: Reader<HeatingKind[]> = (value) => {
  if (!Array.isArray(value)) return undefined;
  if (!value.every((kind) => (HEATING_KINDS as readonly unknown[]).includes(kind))) return undefined;
  return [...new Set(value as HeatingKind[])];
};

const readVendors: Reader<SaleVendor[]> = (value) => {
  if (!Array.isArray(value) || value.length > SALE_FORM_MAX_VENDORS) return undefined;
  const vendors: SaleVendor[] = [];
  for (const entry of value) {
    if (entry === null || typeof entry !== 'object') return undefined;
    const { email, primary } = entry as Raw;
    const text = readString(email ?? '');
    const flag = readBoolean(primary ?? false);
    if (text === undefined || flag === undefined) return undefined;
    vendors.push({ email: text, primary: flag });
  }
  return vendors;
};

function readField<T>(raw: Raw, field: SaleFormField, reader: Reader<T>, fallback: T): Result<T> {
  const value = raw[field];
  if (isAbsent(value)) return ok(fallback);
  const read = reader(value);
  return read === undefined ? fail('invalid_input', undefined, field) : ok(read);
}

/** The values of a raw object; `invalid_input` with the first field whose type is wrong. */
export function readSaleFormValues(raw: unknown): Result<SaleFormValues> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail('invalid_input');
  const source = raw as Raw;
  const values = defaultSaleFormValues();
  const target = values as unknown as Record<SaleFormField, unknown>;
  const groups: [readonly SaleFormField[], Reader<unknown>][] = [
    [STRING_FIELDS, readString],
    [BOOLEAN_FIELDS, readBoolean],
    [YES_NO_FIELDS, readYesNo],
    [CHOICE_FIELDS, readChoice],
    [['lat'], readCoordinate(LATITUDE_MAX)],
    [['lng'], readCoordinate(LONGITUDE_MAX)],
    [['type'], (v) => (v === '' || isPropertyTypeCode(v) ? v : undefined)],
    [['charge_honoraire'], (v) => (v === 'A' || v === 'V' ? v : undefined)],
    [
      ['h36'],
      (v) =>
        v === '0' || v === 0 || v === false ? '0' : v === '1' || v === 1 || v === true ? '1' : undefined,
    ],
    [
      ['infos_procedure'],
      (v) => ((PROCEDURE_OPTIONS as readonly unknown[]).includes(v) ? (v as ProcedureOption) : undefined),
    ],
    [['chauffage'], readHeating],
    [['vendeurs'], readVendors],
    [['assistance_tiers_assoc'], readThirdPartyId],
  ];
  for (const [fields, reader] of groups) {
    for (const field of fields) {
      const read = readField(source, field, reader, target[field]);
      if (!read.ok) return err(read.error);
      target[field] = read.value;
    }
  }
  return ok(values);
}
