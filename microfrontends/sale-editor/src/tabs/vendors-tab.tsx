import type { SaleFormValues, SaleVendor } from '@immo/core';
import { getIn, setIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormSection, TextField } from '../sale-form/fields.js';
import type { SaleFormTabProps } from '../sale-form/tab-components.js';

/** One primary at most, and one as soon as there is a vendor. */
function withPrimary(vendors: SaleVendor[], primaryIndex: number): SaleVendor[] {
  return vendors.map((vendor, index) => ({ ...vendor, primary: index === primaryIndex }));
}

/**
 * The Vendeur(s) tab (spec §2.1, §3.2 vendor entry, §5.1): the sellers' e-mails, one of them the
 * primary, each checked against the platform's e-mail pattern.
 */
export function VendorsTab(_props: SaleFormTabProps) {
  const { t } = useTranslation();
  const { values, touched, setValues, setTouched, setFieldTouched } = useFormikContext<SaleFormValues>();
  const vendors = values.vendeurs;

  const add = () => {
    void setValues({ ...values, vendeurs: [...vendors, { email: '', primary: vendors.length === 0 }] });
  };

  const remove = (index: number) => {
    const removedPrimary = vendors[index]?.primary ?? false;
    const rest = vendors.filter((_, i) => i !== index);
    const primaryIndex = removedPrimary ? 0 : rest.findIndex((vendor) => vendor.primary);
    // Touched marks follow their rows, so a message stays under the e-mail it is about.
    const touchedRows = getIn(touched, 'vendeurs') as unknown[] | undefined;
    if (Array.isArray(touchedRows))
      void setTouched(
        setIn(
          touched,
          'vendeurs',
          touchedRows.filter((_, i) => i !== index),
        ),
        false,
      );
    void setValues({ ...values, vendeurs: withPrimary(rest, primaryIndex) });
  };

  const makePrimary = (index: number) => {
    void setFieldTouched(`vendeurs.${index}.primary`, true, false);
    void setValues({ ...values, vendeurs: withPrimary(vendors, index) });
  };

  return (
    <div className="ns-tab-content" data-testid="vendors-tab">
      <FormSection title={t('sale_vendors_title')} description={t('sale_vendors_intro')}>
        {vendors.length === 0 ? (
          <p className="ns-vendors-empty" data-testid="vendors-empty">
            {t('sale_vendors_empty')}
          </p>
        ) : (
          <ol className="ns-vendors">
            {vendors.map((vendor, index) => (
              <li
                key={index}
                className={`ns-vendor${vendor.primary ? ' ns-vendor--primary' : ''}`}
                data-testid="vendor-row"
              >
                <TextField
                  name={`vendeurs.${index}.email`}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  label={t('sale_vendor_email', { n: index + 1 })}
                  placeholder={t('sale_vendor_email_placeholder')}
                  className="ns-vendor-email"
                />
                <label className="ns-vendor-primary">
                  <input
                    type="radio"
                    name={`vendeurs.${index}.primary`}
                    checked={vendor.primary}
                    onChange={() => makePrimary(index)}
                  />
                  <span>{t('sale_vendor_primary')}</span>
                </label>
                <button
                  type="button"
                  className="ns-icon-button"
                  onClick={() => remove(index)}
                  aria-label={t('sale_vendor_remove', { n: index + 1 })}
                  title={t('sale_vendor_remove', { n: index + 1 })}
                  data-testid="vendor-remove"
                >
                  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                    <path
                      d="M4 6h12M8 6V4h4v2m-6 0 .7 10h6.6L14 6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.6"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              </li>
            ))}
          </ol>
        )}
        <button
          type="button"
          className="kit-button kit-button--secondary ns-add-vendor"
          onClick={add}
          data-testid="vendor-add"
        >
          <span aria-hidden="true">+</span> {t('sale_vendor_add')}
        </button>
      </FormSection>
    </div>
  );
}
