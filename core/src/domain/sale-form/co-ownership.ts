// Copropriété (spec §4, §5.1): 'oui' reveals the lots, the annual charges, the procedure and the
// managing agent, and makes the first two required.
import type { SaleFormField, SaleFormValues } from './sale-form-values.js';

export const CO_OWNERSHIP_FIELDS = [
  'nb_lots',
  'charge',
  'infos_procedure',
  'nom_syndic',
] as const satisfies readonly SaleFormField[];
export const CO_OWNERSHIP_REQUIRED_FIELDS = ['nb_lots', 'charge'] as const satisfies readonly SaleFormField[];

export const coOwnershipFieldsShown = (values: Pick<SaleFormValues, 'copropriete'>): boolean =>
  values.copropriete === 'oui';
