import {
  FORGOTTEN_PASSWORD_PARAMETER,
  LOGIN_PAGE_PATH,
  PASSWORD_RESET_PARAMETER,
  SIGN_UP_PARAMETER,
  signUpPagePath,
} from '@immo/core';
import { selectSession } from '@immo/kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { LoggedInPanel } from './logged-in-panel.js';
import { LoginForm } from './login-form.js';
import { VERIFICATION_NOTICES, type LoginPageState } from './login-notices.js';
import { usePageQuery } from './page-query.js';
import { ForgottenPassword } from './password/forgotten-password.js';
import { PasswordReset } from './password/password-reset.js';
import { loginReasonNotice } from './return-path.js';
import { SignUpDone } from './sign-up/sign-up-done.js';
import { SignUpForm } from './sign-up/sign-up-form.js';
import { usePageTitle } from './space/page-title.js';

export type LoginPageMode = 'login' | 'sign-up' | 'forgotten-password' | 'password-reset';

const MODE_TITLES: Record<LoginPageMode, string> = {
  login: 'login_form_title',
  'sign-up': 'ap_sign_up_title',
  'forgotten-password': 'ap_forgotten_title',
  'password-reset': 'ap_reset_title',
};

/** One page, several forms, chosen by the query (spec §2.4; docs/buyer-funnel.md). */
export function loginPageMode(query: URLSearchParams): LoginPageMode {
  if (query.get(PASSWORD_RESET_PARAMETER)) return 'password-reset';
  if (query.has(FORGOTTEN_PASSWORD_PARAMETER)) return 'forgotten-password';
  if (query.has(SIGN_UP_PARAMETER)) return 'sign-up';
  return 'login';
}

/** Who needs an account and what a buyer does before bidding (spec §1). */
function WhyAnAccount({ member, signUpLink }: { member: boolean; signUpLink: boolean }) {
  const { t } = useTranslation();
  return (
    <aside className="accounts-why" aria-labelledby="accounts-why-title">
      <h2 id="accounts-why-title" className="accounts-why-title">
        {t(member ? 'login_why_title_member' : 'login_why_title')}
      </h2>
      {!member && <p>{t('login_why_intro')}</p>}
      <p className="accounts-why-lead">{t('login_why_buyer_title')}</p>
      <ol className="accounts-steps">
        <li>{t('login_why_visit')}</li>
        <li>{t('login_why_agrement')}</li>
        <li>{t('login_why_identity')}</li>
      </ol>
      <p className="accounts-muted">{t('login_why_financing')}</p>
      <p className="accounts-free">{t('login_why_free')}</p>
      {signUpLink && (
        <div className="accounts-sign-up">
          <p className="accounts-sign-up-question">{t('login_no_account')}</p>
          <Link className="kit-button kit-button--secondary accounts-action" to={signUpPagePath()}>
            {t('login_create_account')}
          </Link>
        </div>
      )}
    </aside>
  );
}

function Notice({ kind, testId, children }: { kind: string; testId?: string; children: ReactNode }) {
  return (
    <div className={`kit-notice ${kind} accounts-notice`} role="status" data-testid={testId}>
      {children}
    </div>
  );
}

/** The login form with the notices that may come before it. */
function LoginSection({ justLoggedOut }: { justLoggedOut: boolean }) {
  const { t } = useTranslation();
  const query = usePageQuery();
  const notice = (useLocation().state as LoginPageState | null)?.notice;
  const verification = VERIFICATION_NOTICES[query.get('verification') as keyof typeof VERIFICATION_NOTICES];
  const reason = loginReasonNotice(query.toString());
  return (
    <>
      <h1 className="accounts-title">{t('login_form_title')}</h1>
      {justLoggedOut && <Notice kind="kit-notice--success">{t('login_logged_out')}</Notice>}
      {notice && (
        <Notice kind="kit-notice--success" testId="login-notice">
          {t(notice)}
        </Notice>
      )}
      {verification && (
        <Notice kind={verification.className} testId="login-verification">
          {t(verification.message)}
        </Notice>
      )}
      {reason && !verification && (
        <div className="kit-notice kit-notice--info accounts-notice" data-testid="login-reason">
          {t(reason)}
        </div>
      )}
      <LoginForm />
    </>
  );
}

function SignUpSection() {
  const { t } = useTranslation();
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  if (signedUpAs !== null) return <SignUpDone email={signedUpAs} />;
  return (
    <>
      <h1 className="accounts-title">{t('ap_sign_up_title')}</h1>
      <p className="accounts-lead">
        {t('ap_sign_up_intro')} <Link to={LOGIN_PAGE_PATH}>{t('ap_sign_up_have_account')}</Link>
      </p>
      <SignUpForm onSignedUp={setSignedUpAs} />
    </>
  );
}

/**
 * The login/account page, /compte-36h-immo.html and /login (spec §2.4): log in, sign up, ask for a
 * password reset, set a new password; someone logged in sees who they are and where to go on.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSelector(selectSession);
  const query = usePageQuery();
  const [justLoggedOut, setJustLoggedOut] = useState(false);
  const mode = loginPageMode(query);
  const authenticated = session.status === 'authenticated' && session.user !== null;
  // A reset link works whoever is logged in on this browser: it names its own account.
  const showAccount = authenticated && mode !== 'password-reset';
  usePageTitle(t(showAccount ? 'login_logged_in_title' : MODE_TITLES[mode]));

  let content: ReactNode;
  if (showAccount && session.user)
    content = <LoggedInPanel user={session.user} onLoggedOut={() => setJustLoggedOut(true)} />;
  else if (mode === 'sign-up') content = <SignUpSection />;
  else if (mode === 'forgotten-password') content = <ForgottenPassword />;
  else if (mode === 'password-reset')
    content = <PasswordReset token={query.get(PASSWORD_RESET_PARAMETER) ?? ''} />;
  else content = <LoginSection justLoggedOut={justLoggedOut} />;

  return (
    <div className={`accounts-page accounts-page--${showAccount ? 'account' : mode}`}>
      <div className="accounts-layout">
        <section className="kit-card accounts-card">{content}</section>
        <WhyAnAccount member={authenticated} signUpLink={!authenticated && mode === 'login'} />
      </div>
    </div>
  );
}
