import { ACCOUNT_FIELD_MAX_LENGTH, forgottenPasswordPath, normalizeEmail } from '@immo/core';
import { sessionLoaded, type Me } from '@immo/kit';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { useAccountsDependencies } from './dependencies.js';
import { translatedProblems } from './form-errors.js';
import { EmailField, FormFailure, PasswordField, SubmitButton, type FormStatus } from './form-fields.js';
import { loginErrorMessage, loginProblems, type LoginValues } from './login-rules.js';
import { usePageQuery } from './page-query.js';
import { ResendVerification } from './resend-verification.js';
import { afterLoginPath } from './return-path.js';

const INITIAL_VALUES: LoginValues = { email: '', password: '' };

/** The status of a refused login: its notice, and the address to verify after a 403. */
interface LoginStatus extends FormStatus {
  unverifiedEmail?: string;
}

/**
 * The login form (spec §2.4, §7): POST /api/login_check sets the BEARER cookie, /api/me gives the
 * user to the shared store, then the browser goes back to the page that asked for the login.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { api, navigate } = useAccountsDependencies();
  const query = usePageQuery();

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
      navigate(afterLoginPath(query.toString(), user));
    } catch (error) {
      const message = loginErrorMessage(error);
      setStatus({
        failure: t(message),
        ...(message === 'email_not_verified' ? { unverifiedEmail: values.email } : {}),
      } satisfies LoginStatus);
    }
  }

  return (
    <Formik
      initialValues={INITIAL_VALUES}
      validate={(values) => translatedProblems(loginProblems(values), t)}
      onSubmit={submit}
    >
      {({ status }) => {
        const unverifiedEmail = (status as LoginStatus | undefined)?.unverifiedEmail;
        return (
          <Form className="accounts-form" noValidate data-testid="login-form">
            <FormFailure testId="login-error" />
            {unverifiedEmail && <ResendVerification email={unverifiedEmail} />}
            <EmailField label={t('login_email_label')} autoComplete="username" testId="login-email" />
            <PasswordField
              name="password"
              label={t('login_password_label')}
              autoComplete="current-password"
              maxLength={ACCOUNT_FIELD_MAX_LENGTH.password}
              data-testid="login-password"
            />
            <p className="accounts-forgotten">
              <Link to={forgottenPasswordPath()} data-testid="forgotten-password-link">
                {t('ap_forgotten_password_link')}
              </Link>
            </p>
            <SubmitButton label={t('login_submit')} testId="login-submit" />
          </Form>
        );
      }}
    </Formik>
  );
}
