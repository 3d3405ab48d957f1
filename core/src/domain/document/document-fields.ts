import { fail, ok, type Result } from '../../shared/result.js';
import { DOCUMENT_NAME_MAX_LENGTH } from './document-constants.js';
import { DOCUMENT_KINDS, type DocumentKind } from './document.js';

export const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);

/** A document's name as typed: required, trimmed, at most DOCUMENT_NAME_MAX_LENGTH characters. */
export function documentName(value: unknown): Result<string> {
  if (typeof value !== 'string' || value.trim() === '') return fail('field_required', undefined, 'name');
  if (value.trim().length > DOCUMENT_NAME_MAX_LENGTH)
    return fail('field_too_long', { max: DOCUMENT_NAME_MAX_LENGTH }, 'name');
  return ok(value.trim());
}
