// Choosing a property type offers that type's sub-natures and resets the choice (spec §4).
import { defaultSubNature, subNaturesOf, type PropertyTypeCode } from '../property/property-type.js';
import type { SaleFormValues } from './sale-form-values.js';

export const chooseType = <T extends Pick<SaleFormValues, 'type' | 'sous_nature'>>(
  values: T,
  type: PropertyTypeCode,
): T => ({ ...values, type, sous_nature: defaultSubNature(type) });

/** The sub-nature options of the selected type; none before a type is chosen. */
export const subNatureOptions = (values: Pick<SaleFormValues, 'type'>): readonly string[] =>
  values.type === '' ? [] : subNaturesOf(values.type);
