import { LOGIN_PAGE_PATH, normalizeEmail } from '@immo/core';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountsDependencies } from '../dependencies.js';
import { translatedProblems } from '../form-errors.js';
import { EmailField, FormFailure, showRefusal, SubmitButton } from '../form-fields.js';
import { emailProblem } from '../login-rules.js';

interface ForgottenValues {
  email: string;
}

/**
 * 'Mot de passe oublié ?' (?mot-de-passe-oublie): POST /api/mot-de-passe/oubli answers the same
 * whatever the address, so the confirmation never tells whether an account exists.
 */
export function ForgottenPassword() {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(values: ForgottenValues, helpers: FormikHelpers<ForgottenValues>) {
    helpers.setStatus(undefined);
    const email = normalizeEmail(values.email);
    try {
      await api('/api/mot-de-passe/oubli', { method: 'POST', json: { email } });
      setSentTo(email);
    } catch (error) {
      showRefusal(helpers, error, values, t);
    }
  }

  if (sentTo !== null)
    return (
      <div className="accounts-done" data-testid="forgotten-password-sent">
        <h1 className="accounts-title">{t('ap_forgotten_sent_title')}</h1>
        <p className="kit-notice kit-notice--success accounts-notice" role="status">
          {t('ap_forgotten_sent', { email: sentTo })}
        </p>
        <p className="accounts-muted">{t('ap_forgotten_sent_hint')}</p>
        <p>
          <Link to={LOGIN_PAGE_PATH}>{t('ap_back_to_login')}</Link>
        </p>
      </div>
    );

  return (
    <>
      <h1 className="accounts-title">{t('ap_forgotten_title')}</h1>
      <p className="accounts-lead">{t('ap_forgotten_intro')}</p>
      <Formik
        initialValues={{ email: '' }}
        validate={(values) => {
          const problem = emailProblem(values.email);
          return problem ? translatedProblems({ email: problem }, t) : {};
        }}
        onSubmit={submit}
      >
        <Form className="accounts-form" noValidate data-testid="forgotten-password-form">
          <FormFailure />
          <EmailField label={t('login_email_label')} autoComplete="email" />
          <SubmitButton label={t('ap_forgotten_submit')} />
          <p className="accounts-back">
            <Link to={LOGIN_PAGE_PATH}>{t('ap_back_to_login')}</Link>
          </p>
        </Form>
      </Formik>
    </>
  );
}
