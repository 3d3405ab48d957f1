import type { ListingStatus } from '@immo/core';

/** The negotiator space's pages (spec §2.4: routes under /espace-negociateur/…). */
export const SPACE_PATH = '/espace-negociateur';
export const NEW_SALE_PATH = `${SPACE_PATH}/bien/nouveau`;
export const PERSONAL_INFO_PATH = `${SPACE_PATH}/informations-personnelles`;
/** The notaries assistance negotiators attach to their sales (spec §2.4: notary directory). */
export const NOTARY_DIRECTORY_PATH = `${SPACE_PATH}/annuaire-notaires`;

export const salesListPath = (status?: ListingStatus): string =>
  status && status !== 'en_cours' ? `${SPACE_PATH}?statut=${status}` : SPACE_PATH;

/** The sale form on one of its tabs ('general', 'precision', 'photos', 'vendeurs'). */
export const saleFormPath = (bienId: number, onglet?: string): string =>
  `${SPACE_PATH}/bien/${bienId}/informations${onglet ? `?onglet=${onglet}` : ''}`;

/** The sale's buyers and the state of their files (spec §2.4 /espace-negociateur/bien/{bien}/acteurs). */
export const saleBuyersPath = (bienId: number): string => `${SPACE_PATH}/bien/${bienId}/acteurs`;

/** The sale's visit slots and who is booked on them. */
export const saleVisitsPath = (bienId: number): string => `${SPACE_PATH}/bien/${bienId}/visites`;

/**
 * The validation of one buyer's visit (spec §2.4 /espace-negociateur/dossier/{dossierAcheteur}/validation/visite).
 * The sale rides along as ?bien= when known: the page then shows the buyer and the slot before confirming.
 */
export const visitValidationPath = (buyerFileId: number, bienId?: number): string =>
  `${SPACE_PATH}/dossier/${buyerFileId}/validation/visite${bienId === undefined ? '' : `?bien=${bienId}`}`;

/** The sale's documents: upload, rename, type, access, delete. */
export const saleDocumentsPath = (bienId: number): string => `${SPACE_PATH}/bien/${bienId}/documents`;

/** Administrators: the users and their right to bid. */
export const USERS_PATH = `${SPACE_PATH}/utilisateurs`;

/** The public page of a sale, in the shell. */
export const publicSalePath = (bienId: number): string => `/bien/${bienId}`;
