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

/** The public page of a sale, in the shell. */
export const publicSalePath = (bienId: number): string => `/bien/${bienId}`;
