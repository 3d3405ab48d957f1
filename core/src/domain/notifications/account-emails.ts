import type { MessageCode } from '../../messages/catalogue.js';
import { translate } from '../../messages/translate.js';
import type { Mailer } from '../../ports/services.port.js';
import { HOUR_MS } from '../../shared/time.js';
import {
  EMAIL_VERIFICATION_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  emailVerificationPath,
  passwordResetPath,
} from '../user/account-tokens.js';
import { LOGIN_PAGE_PATH } from '../user/login-paths.js';
import type { User } from '../user/user.js';
import { composeEmail, siteLink } from './email-content.js';

/** What sending an account e-mail needs: the mailer and the public site address the links point to. */
export interface AccountMailDeps {
  mailer: Mailer;
  siteUrl: string;
}

type Recipient = Pick<User, 'email' | 'firstName' | 'locale'>;

/** An account e-mail by its catalogue codes: greeting and intro, one button to a site path, a note. */
interface AccountEmailTexts {
  subject: MessageCode;
  heading: MessageCode;
  intro: MessageCode;
  action: { label: MessageCode; path: string };
  note: MessageCode;
  noteParams?: Record<string, number>;
}

async function sendAccountEmail(deps: AccountMailDeps, user: Recipient, texts: AccountEmailTexts) {
  const { locale } = user;
  await deps.mailer.send({
    to: user.email,
    ...composeEmail({
      locale,
      siteUrl: deps.siteUrl,
      subject: translate(texts.subject, locale),
      heading: translate(texts.heading, locale),
      paragraphs: [
        translate('email_greeting', locale, { firstName: user.firstName }),
        translate(texts.intro, locale),
      ],
      action: {
        label: translate(texts.action.label, locale),
        url: siteLink(deps.siteUrl, texts.action.path),
      },
      note: translate(texts.note, locale, texts.noteParams),
    }),
  });
}

/** The e-mails that carry a one-time link: their texts are `<kind>_subject`, `_heading`, `_intro`, `_action`, `_note`. */
type LinkEmailKind = 'verification_email' | 'password_reset_email';

const linkEmail = (kind: LinkEmailKind, path: string, lifetimeMs: number): AccountEmailTexts => ({
  subject: `${kind}_subject`,
  heading: `${kind}_heading`,
  intro: `${kind}_intro`,
  action: { label: `${kind}_action`, path },
  note: `${kind}_note`,
  noteParams: { hours: lifetimeMs / HOUR_MS },
});

/** The sign-up e-mail (and its resend): a one-time link valid 48 h, in the user's language. */
export const sendVerificationEmail = (deps: AccountMailDeps, user: Recipient, token: string): Promise<void> =>
  sendAccountEmail(
    deps,
    user,
    linkEmail('verification_email', emailVerificationPath(token), EMAIL_VERIFICATION_TTL_MS),
  );

/** "Mot de passe oublié ?": a one-time link to the new-password form, valid 1 h, in the user's language. */
export const sendPasswordResetEmail = (
  deps: AccountMailDeps,
  user: Recipient,
  token: string,
): Promise<void> =>
  sendAccountEmail(
    deps,
    user,
    linkEmail('password_reset_email', passwordResetPath(token), PASSWORD_RESET_TTL_MS),
  );

/** Told after any change of the password (a reset or from the profile), so that a stolen account is noticed. */
export function sendPasswordChangedEmail(deps: AccountMailDeps, user: Recipient): Promise<void> {
  return sendAccountEmail(deps, user, {
    subject: 'password_changed_email_subject',
    heading: 'password_changed_email_heading',
    intro: 'password_changed_email_intro',
    action: { label: 'login_form_title', path: LOGIN_PAGE_PATH },
    note: 'password_changed_email_note',
  });
}
