import { formatDecimalFr } from '../../shared/format.js';
import { domainError, err, fail, ok, type Result } from '../../shared/result.js';
import { managesSale } from '../property/sale-management.js';
import { isAnonymous, type Viewer } from '../user/user.js';
import type { InlineField, StoredInlineValue } from './inline-fields.js';
import { isoDateToFr, parseInlineValue } from './inline-value.js';

/**
 * What a typed value becomes for a whitelisted field: empty clears an optional field (empty text,
 * null number or date) or is refused when required; text keeps its length limit; numbers their range.
 */
export function inlineValueFor(field: InlineField, raw: string): Result<StoredInlineValue> {
  const onField = (result: Result<StoredInlineValue>): Result<StoredInlineValue> =>
    result.ok ? result : err({ ...result.error, field: field.property });
  if (raw.trim() === '') {
    if (field.required) return fail('field_required', undefined, field.property);
    return ok(field.fieldType === 'text' ? '' : null);
  }
  const parsed = parseInlineValue(field.fieldType, raw);
  if (!parsed.ok) return onField(parsed);
  const value = parsed.value;
  if (typeof value === 'string' && field.fieldType === 'text' && field.maxLength !== undefined) {
    if (Array.from(value).length > field.maxLength) {
      return fail('inline_text_too_long', { max: field.maxLength }, field.property);
    }
  }
  if (typeof value === 'number') {
    const min = field.min ?? -Number.MAX_SAFE_INTEGER;
    const max = field.max ?? Number.MAX_SAFE_INTEGER;
    if (value < min || value > max) {
      return err(domainError('inline_number_out_of_range', { min, max }, field.property));
    }
  }
  return ok(value);
}

/** The value as the inline field shows it again (French decimals, dd/mm/yyyy dates). */
export function inlineDisplayValue(field: Pick<InlineField, 'fieldType'>, value: StoredInlineValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return field.fieldType === 'float' ? formatDecimalFr(value) : String(value);
  return field.fieldType === 'date' ? isoDateToFr(value) : value;
}

/** Inline edits belong to whoever manages the property's sale (`managesSale`); never anonymously. */
export function canEditInline(viewer: Viewer, propertyNegotiatorId: number): boolean {
  return !isAnonymous(viewer) && managesSale(viewer, propertyNegotiatorId);
}

/** §7: once a non-empty buyer comment is saved, the page removes the comment block. */
export const hidesCommentBlockAfterSave = (
  entity: string,
  property: string,
  value: StoredInlineValue,
): boolean =>
  entity.toLowerCase() === 'dossier_acheteurs' &&
  property === 'commentaireSurAcquereur' &&
  typeof value === 'string' &&
  value.trim() !== '';
