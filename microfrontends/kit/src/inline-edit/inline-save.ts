import {
  findInlineField,
  inlineValueFor,
  parseInlineValue,
  type InlineFieldType,
  type Result,
} from '@immo/core';
import { ApiError } from '@immo/kit';
import type { TFunction, i18n } from 'i18next';

/** What the typed text becomes, by the field's rules when core knows it, else by its type (§5.2). */
export function checkTyped(
  entity: string,
  property: string,
  fieldType: InlineFieldType,
  raw: string,
): Result<unknown> {
  const known = findInlineField(entity, property);
  if (known) return inlineValueFor(known, raw);
  if (raw.trim() === '') return { ok: true, value: null };
  return parseInlineValue(fieldType, raw);
}

/** The body's value: numbers as numbers; a date as typed (dd/mm/yyyy, the server reads it so); text as is. */
export function wireValue(fieldType: InlineFieldType, raw: string, checked: unknown): string | number {
  if ((fieldType === 'float' || fieldType === 'integer') && typeof checked === 'number') return checked;
  return fieldType === 'text' ? raw : raw.trim();
}

/** The server's words when it answered (in the page's language); ours when nothing came back (status 0). */
export function refusalMessage(cause: unknown, t: TFunction, i18n: Pick<i18n, 'exists'>): string {
  if (!(cause instanceof ApiError) || cause.status === 0) return t('inline_save_failed');
  if (cause.message) return cause.message;
  if (i18n.exists(cause.code)) return t(cause.code);
  // A 2xx outside 200–226 brings no error of the server's: say which status came back.
  if (cause.status >= 200 && cause.status < 300) return t('http_error_status', { status: cause.status });
  return t('inline_save_failed');
}
