import type { Instant } from '../../shared/time.js';

export const DOCUMENT_KINDS = [
  'diagnostic_dpe',
  'diagnostic_amiante',
  'diagnostic_plomb',
  'diagnostic_electricite',
  'diagnostic_gaz',
  'diagnostic_termites',
  'etat_des_risques',
  'plan',
  'reglement_copropriete',
  'proces_verbal_ag',
  'titre_propriete',
  'autre',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A property document: PDF only, free (acces) or restricted to registered buyers. */
export interface PropertyDocument {
  id: number;
  propertyId: number;
  name: string;
  mimeType: 'application/pdf';
  kind: DocumentKind;
  free: boolean;
  storageKey: string;
  size: number;
  uploadedAt: Instant;
}
