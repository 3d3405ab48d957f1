import { formatDateFr } from '../../shared/format.js';
import { DOCUMENT_NAME_MAX_CHARS } from './document-constants.js';
import type { PropertyDocument } from './document.js';

/**
 * The name column (§2.2): the first 30 characters, then an ellipsis when something was cut.
 * Counted in characters, not UTF-16 units, so an accent or emoji is never split.
 */
export function documentDisplayName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= DOCUMENT_NAME_MAX_CHARS) return name;
  return `${characters.slice(0, DOCUMENT_NAME_MAX_CHARS).join('')}…`;
}

/**
 * The type column (§2.2): the file extension upper-cased ('plan.cadastral.pdf' → 'PDF');
 * a name without one falls back on the MIME subtype.
 */
export function documentFileType(doc: Pick<PropertyDocument, 'name' | 'mimeType'>): string {
  const dot = doc.name.lastIndexOf('.');
  if (dot > 0 && dot < doc.name.length - 1) return doc.name.slice(dot + 1).toUpperCase();
  const subtype = doc.mimeType.split('/')[1] ?? '';
  return subtype.toUpperCase();
}

/** The date column (§2.2): dd/mm/yyyy, Paris time. */
export const documentDate = (doc: Pick<PropertyDocument, 'uploadedAt'>): string =>
  formatDateFr(doc.uploadedAt);

/** One row of the documents table; mobile hides type, date and access. */
export interface DocumentRow {
  id: number;
  name: string;
  fullName: string;
  type: string;
  date: string;
  /** Green dot when free, red dot when restricted. */
  free: boolean;
}

export const documentRow = (doc: PropertyDocument): DocumentRow => ({
  id: doc.id,
  name: documentDisplayName(doc.name),
  fullName: doc.name,
  type: documentFileType(doc),
  date: documentDate(doc),
  free: doc.free,
});
