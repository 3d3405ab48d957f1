import { SIGN_UP_PARAMETER, signUpPagePath } from '@immo/core';
import { selectSession } from '@immo/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useAccountsDependencies } from './dependencies.js';
import { LoggedInPanel } from './logged-in-panel.js';
import { LoginForm } from './login-form.js';
import { loginReasonNotice } from './return-path.js';

/** The e-mail verification link lands here with ?verification=ok|invalid (adapters' accounts routes). */
const VERIFICATION_NOTICES = {
  ok: { className: 'kit-notice--success', message: 'email_verified' },
  invalid: { className: 'kit-notice--error', message: 'verification_link_invalid' },
} as const;

/** Who needs an account and what a buyer does before bidding (spec §1). */
function WhyAnAccount({ member, signUp }: { member: boolean; signUp: 'link' | 'coming' | 'none' }) {
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
      {signUp === 'link' && (
        <div className="accounts-sign-up">
          <p className="accounts-sign-up-question">{t('login_no_account')}</p>
          <a className="kit-button kit-button--secondary accounts-action" href={signUpPagePath()}>
            {t('login_create_account')}
          </a>
        </div>
      )}
    </aside>
  );
}

/** The login/account page, /compte-36h-immo.html and /login (spec §2.4). */
export function LoginPage() {
  const { t } = useTranslation();
  const { search } = useAccountsDependencies();
  const session = useSelector(selectSession);
  const [justLoggedOut, setJustLoggedOut] = useState(false);

  const query = new URLSearchParams(search());
  const verification = VERIFICATION_NOTICES[query.get('verification') as keyof typeof VERIFICATION_NOTICES];
  const reason = loginReasonNotice(search());
  const authenticated = session.status === 'authenticated' && session.user !== null;
  // The sign-up form comes with a later version: the page says so where the link leads.
  const signingUp = query.has(SIGN_UP_PARAMETER);

  return (
    <div className="accounts-page">
      {signingUp && !authenticated && (
        <div className="kit-notice kit-notice--info accounts-notice" role="status" data-testid="sign-up-soon">
          {t('login_sign_up_soon')}
        </div>
      )}
      <div className="accounts-layout">
        <section className="kit-card accounts-card">
          {authenticated && session.user ? (
            <LoggedInPanel user={session.user} onLoggedOut={() => setJustLoggedOut(true)} />
          ) : (
            <>
              <h1 className="accounts-title">{t('login_form_title')}</h1>
              {justLoggedOut && (
                <div className="kit-notice kit-notice--success accounts-notice" role="status">
                  {t('login_logged_out')}
                </div>
              )}
              {verification && (
                <div
                  className={`kit-notice ${verification.className} accounts-notice`}
                  role="status"
                  data-testid="login-verification"
                >
                  {t(verification.message)}
                </div>
              )}
              {reason && !verification && (
                <div className="kit-notice kit-notice--info accounts-notice" data-testid="login-reason">
                  {t(reason)}
                </div>
              )}
              <LoginForm />
            </>
          )}
        </section>
        <WhyAnAccount
          member={authenticated}
          signUp={authenticated ? 'none' : signingUp ? 'coming' : 'link'}
        />
      </div>
    </div>
  );
}
