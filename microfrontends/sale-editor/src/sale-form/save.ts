import { saveErrorText, type Locale } from '@immo/core';
import { ApiError } from '@immo/kit';

/** How a failed save shows (spec §8). */
export type SaveFailure =
  /** The server refused the values: a persistent notice, and each field's message under its field. */
  | { kind: 'refused'; notice: string; fields: Record<string, string> }
  /** The network or something unexpected: the 'Erreur' dialog. */
  | { kind: 'dialog' };

interface WireError {
  code?: unknown;
  message?: unknown;
  field?: unknown;
  fields?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Each field's message of a `sale_form_invalid` answer ({ name: { code, message } }). */
function fieldMessages(fields: unknown, translate: (code: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  if (fields === null || typeof fields !== 'object') return out;
  for (const [name, issue] of Object.entries(fields as Record<string, unknown>)) {
    if (issue === null || typeof issue !== 'object') continue;
    const { code, message } = issue as { code?: unknown; message?: unknown };
    const shown = text(message) || (text(code) ? translate(text(code)) : '');
    if (shown) out[name] = shown;
  }
  return out;
}

/**
 * What a failed save shows: commune_not_found and session_expiree in the catalogue's words, any
 * other error string as the server wrote it (persistent), the dialog for the rest.
 */
export function saveFailureOf(
  cause: unknown,
  locale: Locale,
  translate: (code: string) => string,
): SaveFailure {
  if (!(cause instanceof ApiError) || cause.status === 0 || cause.status >= 500) return { kind: 'dialog' };
  const wire = (cause.body as { error?: WireError } | null)?.error;
  if (!wire || typeof wire !== 'object') return { kind: 'dialog' };
  const code = text(wire.code);
  const fields = fieldMessages(wire.fields, translate);
  const known = saveErrorText(code, locale);
  const notice = known !== code ? known : text(wire.message) || code;
  if (!notice) return { kind: 'dialog' };
  // An error about one field (a reference already taken) goes under that field as well.
  const field = text(wire.field);
  if (field && !(field in fields) && code !== 'sale_form_invalid') fields[field] = notice;
  return { kind: 'refused', notice, fields };
}
