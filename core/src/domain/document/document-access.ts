import { isSaleManagerRole, managesSale } from '../property/sale-management.js';
import { hasRole, isAnonymous, type Viewer } from '../user/user.js';
import type { PropertyDocument } from './document.js';

/** Negotiators and administrators (`isSaleManagerRole`) manage documents: nothing is hidden from them. */
export const isDocumentStaff = (viewer: Pick<Viewer, 'roles'>): boolean => isSaleManagerRole(viewer);

/**
 * Why a viewer may or may not download a document (§6):
 * - allowed: free document, staff, or a ROLE_USER registered as buyer on the property;
 * - login_required: an anonymous visitor on a restricted document (redirected to log in);
 * - registration_required: a ROLE_USER not registered ('Veuillez vous inscrire…');
 * - forbidden: a logged-in account without ROLE_USER (a seller, say).
 */
export type DocumentAccess = 'allowed' | 'login_required' | 'registration_required' | 'forbidden';

export function documentAccess(
  doc: Pick<PropertyDocument, 'free'>,
  viewer: Viewer,
  isRegisteredBuyer: boolean,
): DocumentAccess {
  if (doc.free || isDocumentStaff(viewer)) return 'allowed';
  if (isAnonymous(viewer)) return 'login_required';
  if (!hasRole(viewer, 'ROLE_USER')) return 'forbidden';
  return isRegisteredBuyer ? 'allowed' : 'registration_required';
}

export const canDownloadDocument = (
  doc: Pick<PropertyDocument, 'free'>,
  viewer: Viewer,
  isRegisteredBuyer: boolean,
): boolean => documentAccess(doc, viewer, isRegisteredBuyer) === 'allowed';

export interface DocumentListingContext {
  /** The viewer is one of the property's acheteurs (bienInscrit '1'). */
  isRegisteredBuyer: boolean;
  /** The property is within its last 36 hours (bienIn36h). */
  inFinalPhase: boolean;
  /** Negotiator or administrator: sees every document. */
  isStaff?: boolean;
}

/**
 * The documents the table lists (§6): free ones always; restricted ones for registered buyers,
 * or for non-buyers only while the property is not within its last 36 hours.
 */
export function visibleDocuments<D extends Pick<PropertyDocument, 'free'>>(
  docs: readonly D[],
  context: DocumentListingContext,
): D[] {
  const showRestricted = context.isStaff === true || context.isRegisteredBuyer || !context.inFinalPhase;
  return docs.filter((doc) => doc.free || showRestricted);
}

/**
 * The Documents button (§6) shows when the viewer is one of the property's buyers and there are
 * documents, or when the property is not within 36 h and no document requires access, or when
 * some document is free (acces true).
 */
export function showDocumentsButton(
  docs: readonly Pick<PropertyDocument, 'free'>[],
  context: Pick<DocumentListingContext, 'isRegisteredBuyer' | 'inFinalPhase'>,
): boolean {
  if (context.isRegisteredBuyer && docs.length > 0) return true;
  if (!context.inFinalPhase && docs.every((doc) => doc.free)) return true;
  return docs.some((doc) => doc.free);
}

/** Where an anonymous visitor goes, after DOWNLOAD_REDIRECT_DELAY_MS, to log in for a document (§2.4). */
export const documentLoginUrl = (propertyId: number): string =>
  `/compte-36h-immo.html?documentBien=${encodeURIComponent(String(propertyId))}`;

/** Documents of a sale are managed by whoever manages the sale (`managesSale`); never anonymously. */
export function canManageDocuments(viewer: Viewer, propertyNegotiatorId: number): boolean {
  return !isAnonymous(viewer) && managesSale(viewer, propertyNegotiatorId);
}
