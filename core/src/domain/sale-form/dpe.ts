// Energy diagnostic (DPE) rules of the sale form (spec §4, §5.1, §9).
import type { SaleFormValues, YesNo } from './sale-form-values.js';

/** From this diagnostic date on, the annual cost estimate and its reference year are required (August 2021). */
export const DPE_COSTS_REQUIRED_FROM = '2021-08-01';

type DpeChoice = Pick<SaleFormValues, 'dpe_exempte' | 'dpe_vierge'>;

/** Exempt and blank exclude each other: 'oui' on exempt sets blank to 'non'. */
export const chooseDpeExempt = <T extends DpeChoice>(values: T, answer: YesNo): T => ({
  ...values,
  dpe_exempte: answer,
  dpe_vierge: answer === 'oui' ? 'non' : values.dpe_vierge,
});

/** Exempt and blank exclude each other: 'oui' on blank sets exempt to 'non'. */
export const chooseDpeBlank = <T extends DpeChoice>(values: T, answer: YesNo): T => ({
  ...values,
  dpe_vierge: answer,
  dpe_exempte: answer === 'oui' ? 'non' : values.dpe_exempte,
});

/** Energy and GES values and letters are asked for unless the property is exempt or the DPE is blank. */
export const dpeValuesRequired = (values: DpeChoice): boolean =>
  values.dpe_exempte !== 'oui' && values.dpe_vierge !== 'oui';

/** An exempt property has no diagnostic, hence no date to give. */
export const dpeDateRequired = (values: DpeChoice): boolean => values.dpe_exempte !== 'oui';

/** Annual costs and their reference year: required for a full DPE dated on or after 2021-08-01. */
export const dpeCostsRequired = (values: DpeChoice & Pick<SaleFormValues, 'dpe_date'>): boolean =>
  dpeValuesRequired(values) &&
  /^\d{4}-\d{2}-\d{2}$/.test(values.dpe_date) &&
  values.dpe_date >= DPE_COSTS_REQUIRED_FROM;
