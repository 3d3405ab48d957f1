import { ACCOUNT_FIELD_MAX_LENGTH, forgottenPasswordPath } from '@immo/core';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccountsDependencies } from '../dependencies.js';
import { failureText, isApiError, translatedProblems } from '../form-errors.js';
import { FormFailure, NewPasswordFields, showRefusal, SubmitButton } from '../form-fields.js';
import { LOGIN_NOTICE_PASSWORD_RESET, type LoginPageState } from '../login-notices.js';
import { newPasswordProblems, type NewPasswordValues } from './password-rules.js';

const INITIAL_VALUES: NewPasswordValues = { password: '', passwordConfirmation: '' };

/**
 * The link of the reset e-mail (?reinitialisation={token}): a new password, then the login form
 * with a notice. A used or expired link (1 h) says so and offers a new one.
 */
export function PasswordReset({ token }: { token: string }) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const navigate = useNavigate();
  const [linkInvalid, setLinkInvalid] = useState<string | null>(null);

  async function submit(values: NewPasswordValues, helpers: FormikHelpers<NewPasswordValues>) {
    helpers.setStatus(undefined);
    try {
      await api('/api/mot-de-passe/reinitialisation', { method: 'POST', json: { token, ...values } });
      const state: LoginPageState = { notice: LOGIN_NOTICE_PASSWORD_RESET };
      // The token leaves the address bar once used.
      navigate({ search: '' }, { replace: true, state });
    } catch (error) {
      if (isApiError(error) && error.code === 'reset_link_invalid') setLinkInvalid(failureText(error, t));
      else
        showRefusal(helpers, error, values, t, {
          password_too_weak: 'password',
          password_mismatch: 'passwordConfirmation',
        });
    }
  }

  if (linkInvalid !== null)
    return (
      <div className="accounts-done" data-testid="reset-link-invalid">
        <h1 className="accounts-title">{t('ap_reset_title')}</h1>
        <div className="kit-notice kit-notice--error accounts-notice" role="alert">
          {linkInvalid}
        </div>
        <p>{t('ap_reset_link_invalid_hint')}</p>
        <Link className="kit-button accounts-action" to={forgottenPasswordPath()}>
          {t('ap_reset_ask_new_link')}
        </Link>
      </div>
    );

  return (
    <>
      <h1 className="accounts-title">{t('ap_reset_title')}</h1>
      <p className="accounts-lead">{t('ap_reset_intro')}</p>
      <Formik
        initialValues={INITIAL_VALUES}
        validate={(values) => translatedProblems(newPasswordProblems(values), t)}
        onSubmit={submit}
      >
        <Form className="accounts-form" noValidate data-testid="password-reset-form">
          <FormFailure />
          <NewPasswordFields maxLength={ACCOUNT_FIELD_MAX_LENGTH.password} />
          <SubmitButton label={t('ap_reset_submit')} />
        </Form>
      </Formik>
    </>
  );
}
