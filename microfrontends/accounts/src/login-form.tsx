import { normalizeEmail } from '@immo/core';
import { sessionLoaded, type Me } from '@immo/kit';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useAccountsDependencies } from './dependencies.js';
import { loginErrorMessage, validateLogin, type LoginValues } from './login-rules.js';
import { afterLoginPath } from './return-path.js';

const INITIAL_VALUES: LoginValues = { email: '', password: '' };

/**
 * The login form (spec §2.4, §7): POST /api/login_check sets the BEARER cookie, /api/me gives the
 * user to the shared store, then the browser goes back to the page that asked for the login.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { api, navigate, search } = useAccountsDependencies();
  const [passwordVisible, setPasswordVisible] = useState(false);

  async function submit(values: LoginValues, { setStatus }: FormikHelpers<LoginValues>) {
    setStatus(undefined);
    try {
      await api('/api/login_check', {
        method: 'POST',
        json: { username: normalizeEmail(values.email), password: values.password },
        // A wrong password is an answer of the form, not a lost session.
        expectUnauthorized: true,
      });
      const user = await api<Me>('/api/me', { expectUnauthorized: true });
      dispatch(sessionLoaded(user));
      navigate(afterLoginPath(search(), user));
    } catch (error) {
      setStatus({ error: loginErrorMessage(error) });
    }
  }

  return (
    <Formik initialValues={INITIAL_VALUES} validate={validateLogin} onSubmit={submit}>
      {({ errors, touched, isSubmitting, status }) => {
        const emailError = touched.email && errors.email;
        const passwordError = touched.password && errors.password;
        const failure = (status as { error?: string } | undefined)?.error;
        return (
          <Form className="accounts-form" noValidate data-testid="login-form">
            {failure && (
              <div
                className="kit-notice kit-notice--error accounts-notice"
                role="alert"
                data-testid="login-error"
              >
                {t(failure)}
              </div>
            )}
            <div className="accounts-field">
              <label htmlFor="login-email">{t('login_email_label')}</label>
              <Field
                id="login-email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                className="accounts-input"
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? 'login-email-error' : undefined}
                data-testid="login-email"
              />
              {emailError && (
                <p id="login-email-error" className="accounts-field-error">
                  {t(emailError)}
                </p>
              )}
            </div>
            <div className="accounts-field">
              <label htmlFor="login-password">{t('login_password_label')}</label>
              <div className="accounts-password">
                <Field
                  id="login-password"
                  name="password"
                  type={passwordVisible ? 'text' : 'password'}
                  autoComplete="current-password"
                  className="accounts-input"
                  aria-invalid={passwordError ? true : undefined}
                  aria-describedby={passwordError ? 'login-password-error' : undefined}
                  data-testid="login-password"
                />
                <button
                  type="button"
                  className="accounts-password-toggle"
                  aria-controls="login-password"
                  aria-pressed={passwordVisible}
                  aria-label={t(passwordVisible ? 'login_password_hide_label' : 'login_password_show_label')}
                  onClick={() => setPasswordVisible((visible) => !visible)}
                >
                  {t(passwordVisible ? 'login_password_hide' : 'login_password_show')}
                </button>
              </div>
              {passwordError && (
                <p id="login-password-error" className="accounts-field-error">
                  {t(passwordError)}
                </p>
              )}
            </div>
            <button
              type="submit"
              className="kit-button accounts-submit"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
              data-testid="login-submit"
            >
              {t(isSubmitting ? 'login_submitting' : 'login_submit')}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
