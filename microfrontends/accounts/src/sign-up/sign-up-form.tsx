import { ACCOUNT_FIELD_MAX_LENGTH, validateRegistration, type RegistrationForm } from '@immo/core';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { useAccountsDependencies } from '../dependencies.js';
import { problemsByField, translatedProblems } from '../form-errors.js';
import {
  CheckboxField,
  EmailField,
  FormFailure,
  NewPasswordFields,
  showRefusal,
  SubmitButton,
  TextField,
} from '../form-fields.js';

export type SignUpValues = RegistrationForm;

export const DEFAULT_COUNTRY = 'France';

const INITIAL_VALUES: SignUpValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  postcode: '',
  city: '',
  country: DEFAULT_COUNTRY,
  password: '',
  passwordConfirmation: '',
  smsConsent: false,
  termsAccepted: false,
};

/** The terms of use (a public page of the shell). */
export const TERMS_PATH = '/conditions-utilisation';

/** Every field in error by core's registration rule (spec §3.2, §5.6). */
export const signUpProblems = (values: SignUpValues) => {
  const result = validateRegistration(values);
  return result.ok ? {} : problemsByField(result.error);
};

/**
 * The sign-up form (spec §3.2): POST /api/inscription with the form as core cleans it; the
 * server's refusals go under their fields (an e-mail already used under the e-mail).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();

  async function submit(values: SignUpValues, helpers: FormikHelpers<SignUpValues>) {
    helpers.setStatus(undefined);
    const form = validateRegistration(values);
    if (!form.ok) return;
    try {
      await api<{ userId: number }>('/api/inscription', { method: 'POST', json: form.value });
      onSignedUp(form.value.email);
    } catch (error) {
      showRefusal(helpers, error, values, t, { email_already_used: 'email' });
    }
  }

  const text = (name: keyof typeof ACCOUNT_FIELD_MAX_LENGTH, label: string, extra: object = {}) => (
    <TextField name={name} label={t(label)} maxLength={ACCOUNT_FIELD_MAX_LENGTH[name]} {...extra} />
  );

  return (
    <Formik
      initialValues={INITIAL_VALUES}
      validate={(values) => translatedProblems(signUpProblems(values), t)}
      onSubmit={submit}
    >
      <Form className="accounts-form" noValidate data-testid="sign-up-form">
        <FormFailure testId="sign-up-error" />
        <fieldset className="accounts-fieldset">
          <legend>{t('ap_sign_up_identity_legend')}</legend>
          <div className="accounts-row">
            {text('firstName', 'ap_sign_up_first_name', { autoComplete: 'given-name' })}
            {text('lastName', 'ap_sign_up_last_name', { autoComplete: 'family-name' })}
          </div>
          <div className="accounts-row">
            <EmailField label={t('ap_sign_up_email')} autoComplete="email" />
            {text('phone', 'ap_sign_up_phone', {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel',
              hint: t('ap_sign_up_phone_hint'),
            })}
          </div>
        </fieldset>
        <fieldset className="accounts-fieldset">
          <legend>{t('ap_sign_up_address_legend')}</legend>
          {text('address', 'ap_sign_up_address', { autoComplete: 'street-address' })}
          <div className="accounts-row accounts-row--postcode">
            {text('postcode', 'ap_sign_up_postcode', { autoComplete: 'postal-code', inputMode: 'text' })}
            {text('city', 'ap_sign_up_city', { autoComplete: 'address-level2' })}
          </div>
          {text('country', 'ap_sign_up_country', { autoComplete: 'country-name' })}
        </fieldset>
        <fieldset className="accounts-fieldset">
          <legend>{t('ap_sign_up_password_legend')}</legend>
          <NewPasswordFields maxLength={ACCOUNT_FIELD_MAX_LENGTH.password} />
        </fieldset>
        <CheckboxField name="smsConsent">{t('ap_sign_up_sms_consent')}</CheckboxField>
        <CheckboxField name="termsAccepted">
          <Trans
            i18nKey="ap_sign_up_terms"
            components={{ terms: <a href={TERMS_PATH} target="_blank" rel="noreferrer" /> }}
          />
        </CheckboxField>
        <SubmitButton label={t('ap_sign_up_submit')} testId="sign-up-submit" />
      </Form>
    </Formik>
  );
}
