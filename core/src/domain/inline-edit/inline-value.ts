import { fail, ok, type Result } from '../../shared/result.js';
import { INLINE_DATE_MAX_YEAR, INLINE_DATE_MIN_YEAR } from './inline-edit-constants.js';

export const INLINE_FIELD_TYPES = ['text', 'float', 'integer', 'date'] as const;
export type InlineFieldType = (typeof INLINE_FIELD_TYPES)[number];

/** text → string, float/integer → number, date → ISO yyyy-mm-dd. */
export type InlineValue = string | number;

// \s also covers the no-break and narrow no-break spaces French number formatting writes.
const stripSpaces = (text: string): string => text.replace(/\s+/g, '');
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const DATE_FR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** float (§5.2): spaces stripped, comma as decimal separator ('1 234,5' → 1234.5). */
export function parseInlineFloat(raw: string): Result<number> {
  const text = stripSpaces(raw).replace(',', '.');
  if (!DECIMAL.test(text)) return fail('inline_invalid_number');
  return ok(Number(text));
}

/** integer (§5.2): spaces stripped, commas become dots, and the result must be whole ('12,0' → 12). */
export function parseInlineInteger(raw: string): Result<number> {
  const text = stripSpaces(raw).replace(/,/g, '.');
  if (!DECIMAL.test(text)) return fail('inline_invalid_integer');
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return fail('inline_invalid_integer');
  return ok(value);
}

/** date (§5.2): dd/mm/yyyy, years 1900–2099, a real calendar day; answered as yyyy-mm-dd. */
export function parseInlineDate(raw: string): Result<string> {
  const match = DATE_FR.exec(raw.trim());
  if (!match) return fail('inline_invalid_date');
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < INLINE_DATE_MIN_YEAR || year > INLINE_DATE_MAX_YEAR) return fail('inline_invalid_date');
  if (month < 1 || month > 12 || day < 1) return fail('inline_invalid_date');
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return fail('inline_invalid_date');
  return ok(`${match[3]}-${match[2]}-${match[1]}`);
}

/** Parses what was typed by the field's type; text is taken as is. */
export function parseInlineValue(fieldType: InlineFieldType, raw: string): Result<InlineValue> {
  switch (fieldType) {
    case 'text':
      return ok(raw);
    case 'float':
      return parseInlineFloat(raw);
    case 'integer':
      return parseInlineInteger(raw);
    case 'date':
      return parseInlineDate(raw);
  }
}

/** An ISO yyyy-mm-dd date as the field shows it again: dd/mm/yyyy. */
export const isoDateToFr = (iso: string): string => {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
};
