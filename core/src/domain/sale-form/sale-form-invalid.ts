// How a rejected sale form leaves CreateSale / UpdateSale.
//
// The error is a DomainError with code 'sale_form_invalid' whose `field` is the first field in error and
// `params.count` the number of fields in error (so the generic translation reads "… 3 erreur(s) …"),
// plus `fields`: every field's own DomainError, keyed by the wire name ('ref_client', 'vendeurs.0.email').
// The HTTP adapter answers 400 with
//   { error: { code: 'sale_form_invalid', message, field, fields: { ref_client: { code, message }, … } } }
// using saleFormFieldMessages below, so the form can put each message under its field.
import { translateFields, type Locale } from '../../messages/translate.js';
import type { DomainError } from '../../shared/result.js';
import type { SaleFormIssues } from './validate-sale-form.js';

export interface SaleFormInvalidError extends DomainError {
  readonly code: 'sale_form_invalid';
  readonly fields: SaleFormIssues;
}

export function saleFormInvalid(fields: SaleFormIssues): SaleFormInvalidError {
  const keys = Object.keys(fields);
  return {
    code: 'sale_form_invalid',
    params: { count: keys.length },
    ...(keys[0] ? { field: keys[0] } : {}),
    fields,
  };
}

export const isSaleFormInvalidError = (error: DomainError): error is SaleFormInvalidError =>
  error.code === 'sale_form_invalid' && typeof (error as Partial<SaleFormInvalidError>).fields === 'object';

/** Each field's code and translated message, as the HTTP answer carries them. */
export const saleFormFieldMessages = (fields: SaleFormIssues, locale: Locale = 'fr') =>
  translateFields(fields, locale);
