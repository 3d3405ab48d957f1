/** The seller's back office (spec §2.4: information, documents, my listing, purchase offers, visits, actors). */
export const SELLER_SPACE_PATH = '/espace-vendeur';

export const sellerSalePath = (bienId: number): string => `${SELLER_SPACE_PATH}/bien/${bienId}`;

export type SellerPage = { page: 'home' } | { page: 'sale'; bienId: number } | { page: 'not-found' };

/** Which page of the seller space a path shows. */
export function sellerPageOf(pathname: string): SellerPage {
  const path = pathname.replace(/\/+$/, '');
  if (path === SELLER_SPACE_PATH) return { page: 'home' };
  const sale = /^\/espace-vendeur\/bien\/([1-9]\d{0,9})$/.exec(path);
  if (sale) return { page: 'sale', bienId: Number(sale[1]) };
  return { page: 'not-found' };
}
