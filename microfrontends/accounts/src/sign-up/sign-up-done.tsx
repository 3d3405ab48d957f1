import { LOGIN_PAGE_PATH } from '@immo/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResendVerification } from '../resend-verification.js';

/** After the sign-up: the verification link waits in the inbox (48 h); it can be sent again. */
export function SignUpDone({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="accounts-done" data-testid="sign-up-done">
      <div className="accounts-done__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <rect
            x="3"
            y="5"
            width="18"
            height="14"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="accounts-title">{t('ap_sign_up_done_title')}</h1>
      <p>
        <Trans
          i18nKey="ap_sign_up_done_sent"
          values={{ email }}
          components={{ email: <strong className="accounts-email" /> }}
        />
      </p>
      <p className="accounts-muted">{t('ap_sign_up_done_spam')}</p>
      <ResendVerification email={email} />
      <p>
        <Link to={LOGIN_PAGE_PATH}>{t('ap_back_to_login')}</Link>
      </p>
    </div>
  );
}
