// The form's life (spec §2.1, §4): create or update mode, the tab it opens on, the draft kept
// locally while saving, and where a successful save leads.
import { readSaleFormValues } from './read-sale-form.js';
import type { SaleFormValues } from './sale-form-values.js';

export type SaleFormMode = 'create' | 'update';

/** With a bienId the form updates that sale; without one it creates a sale. */
export const saleFormMode = (bienId: number | null | undefined): SaleFormMode =>
  bienId === null || bienId === undefined ? 'create' : 'update';

export const SALE_FORM_TABS = ['GENERAL', 'PRECISION', 'PHOTOS', 'VENDEURS'] as const;
export type SaleFormTab = (typeof SALE_FORM_TABS)[number];
export const DEFAULT_SALE_FORM_TAB: SaleFormTab = 'GENERAL';

/** The tab named by the `onglet` query parameter, upper-cased; GENERAL when absent or unknown. */
export function initialTab(onglet: string | null | undefined): SaleFormTab {
  const wanted = (onglet ?? '').trim().toUpperCase();
  return (SALE_FORM_TABS as readonly string[]).includes(wanted)
    ? (wanted as SaleFormTab)
    : DEFAULT_SALE_FORM_TAB;
}

/** The local-storage key of the draft saved on submit (and removed once the attempt is over). */
export const SALE_FORM_DRAFT_KEY = 'sale-form-draft';

/**
 * The draft to restore on load: only a new sale gets one back, and only when what was stored still
 * reads as form values (it may come from an older version of the form).
 */
export function draftToRestore(mode: SaleFormMode, stored: unknown): SaleFormValues | null {
  if (mode !== 'create' || stored === null || stored === undefined) return null;
  const read = readSaleFormValues(stored);
  return read.ok ? read.value : null;
}

/** Where the negotiator lands after a successful save. */
export const savedSaleRedirectPath = (bienId: number): string =>
  `/espace-negociateur/bien/${bienId}/informations?onglet=precision`;
