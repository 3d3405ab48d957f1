import { translate, type Locale } from '../../messages/translate.js';
import type { Mailer } from '../../ports/services.port.js';
import { DAY_MS } from '../../shared/time.js';
import {
  NEWSLETTER_CONFIRM_TTL_MS,
  newsletterConfirmPath,
  newsletterUnsubscribePath,
  type NewsletterSubscription,
} from '../misc/newsletter.js';
import { NEWS_PATH } from '../site/news-article.js';
import { composeEmail, siteLink, type EmailParts } from './email-content.js';

export interface NewsletterMailDeps {
  mailer: Mailer;
  siteUrl: string;
}

type Recipient = Pick<NewsletterSubscription, 'email' | 'locale' | 'unsubscribeToken'>;

/** The confirmation e-mail of the double opt-in: one button to the confirmation page, valid a week. */
export async function sendNewsletterConfirmation(
  deps: NewsletterMailDeps,
  recipient: Pick<NewsletterSubscription, 'email' | 'locale'>,
  confirmToken: string,
): Promise<void> {
  const { locale } = recipient;
  const t = (code: Parameters<typeof translate>[0], params?: Record<string, number>) =>
    translate(code, locale, params);
  await deps.mailer.send({
    to: recipient.email,
    ...composeEmail({
      locale,
      siteUrl: deps.siteUrl,
      subject: t('newsletter_confirm_email_subject'),
      heading: t('newsletter_confirm_email_heading'),
      paragraphs: [t('newsletter_confirm_email_intro')],
      action: {
        label: t('newsletter_confirm_email_action'),
        url: siteLink(deps.siteUrl, newsletterConfirmPath(confirmToken)),
      },
      note: t('newsletter_confirm_email_note', { days: NEWSLETTER_CONFIRM_TTL_MS / DAY_MS }),
    }),
  });
}

/**
 * Every newsletter e-mail goes through here: it ends with the unsubscribe link, and carries it as
 * List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), so mail clients offer a one-click button
 * that POSTs to the same address.
 */
export async function sendNewsletterEmail(
  deps: NewsletterMailDeps,
  recipient: Recipient,
  parts: Omit<EmailParts, 'locale' | 'siteUrl' | 'note'>,
): Promise<void> {
  const unsubscribeUrl = siteLink(deps.siteUrl, newsletterUnsubscribePath(recipient.unsubscribeToken));
  const locale: Locale = recipient.locale;
  await deps.mailer.send({
    to: recipient.email,
    ...composeEmail({
      ...parts,
      locale,
      siteUrl: deps.siteUrl,
      note: translate('newsletter_unsubscribe_note', locale, { url: unsubscribeUrl }),
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/** The first newsletter e-mail, sent once the address is confirmed. */
export function sendNewsletterWelcome(deps: NewsletterMailDeps, recipient: Recipient): Promise<void> {
  const t = (code: Parameters<typeof translate>[0]) => translate(code, recipient.locale);
  return sendNewsletterEmail(deps, recipient, {
    subject: t('newsletter_welcome_email_subject'),
    heading: t('newsletter_welcome_email_heading'),
    paragraphs: [t('newsletter_welcome_email_intro')],
    action: { label: t('newsletter_welcome_email_action'), url: siteLink(deps.siteUrl, NEWS_PATH) },
  });
}
