import type { SaleFormTab } from '@immo/core';
import type { ComponentType } from 'react';

/** What every tab receives; each reads and writes the form through useFormikContext<SaleFormValues>(). */
export interface SaleFormTabProps {
  bienId: number | null;
  roleAssistance: boolean;
}

/**
 * The four tabs' components, handed down from the remote's entry: the form container does not
 * import them, so each tab is built and tested on its own.
 */
export type SaleFormTabComponents = Record<SaleFormTab, ComponentType<SaleFormTabProps>>;
