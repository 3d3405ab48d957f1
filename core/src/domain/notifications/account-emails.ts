import { translate } from '../../messages/translate.js';
import type { Mailer } from '../../ports/services.port.js';
import { HOUR_MS } from '../../shared/time.js';
import { EMAIL_VERIFICATION_TTL_MS, emailVerificationPath } from '../user/account-tokens.js';
import type { User } from '../user/user.js';
import { composeEmail, siteLink } from './email-content.js';

/** What sending an account e-mail needs: the mailer and the public site address the links point to. */
export interface AccountMailDeps {
  mailer: Mailer;
  siteUrl: string;
}

/** The sign-up e-mail (and its resend): a one-time link valid 48 h, in the user's language. */
export async function sendVerificationEmail(
  deps: AccountMailDeps,
  user: Pick<User, 'email' | 'firstName' | 'locale'>,
  token: string,
): Promise<void> {
  const { locale } = user;
  await deps.mailer.send({
    to: user.email,
    ...composeEmail({
      locale,
      siteUrl: deps.siteUrl,
      subject: translate('verification_email_subject', locale),
      heading: translate('verification_email_heading', locale),
      paragraphs: [
        translate('email_greeting', locale, { firstName: user.firstName }),
        translate('verification_email_intro', locale),
      ],
      action: {
        label: translate('verification_email_action', locale),
        url: siteLink(deps.siteUrl, emailVerificationPath(token)),
      },
      note: translate('verification_email_note', locale, { hours: EMAIL_VERIFICATION_TTL_MS / HOUR_MS }),
    }),
  });
}
