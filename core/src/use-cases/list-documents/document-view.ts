import type { PropertyDocument } from '../../domain/document/document.js';
import { formatParisTimestampMicros } from '../../shared/paris-time.js';

/**
 * A document as the property page reads it (§3.2 Document): nom, filetype (the MIME type), acces
 * (free) and date.date, the upload time as 'YYYY-MM-DD HH:MM:SS.ffffff' in Paris time.
 */
export interface DocumentView {
  id: number;
  nom: string;
  filetype: string;
  acces: boolean;
  date: { date: string };
}

export const documentView = (doc: PropertyDocument): DocumentView => ({
  id: doc.id,
  nom: doc.name,
  filetype: doc.mimeType,
  acces: doc.free,
  date: { date: formatParisTimestampMicros(doc.uploadedAt) },
});
