// The e-mail telling a sale's negotiator that someone wrote to him from the property page (issue 12).
import { translate } from '../../messages/translate.js';
import { formatParisDateTimeLong } from '../../shared/human-date.js';
import type { Property } from '../property/property.js';
import type { ContactMessageDraft } from '../site/contact-message.js';
import type { User } from '../user/user.js';
import { composeEmail, siteLink, type EmailContent } from './email-content.js';

export function contactNegotiatorEmail(
  negotiator: Pick<User, 'firstName' | 'locale'>,
  message: ContactMessageDraft,
  property: Pick<Property, 'id' | 'title' | 'reference'>,
  siteUrl: string,
): EmailContent {
  const { locale } = negotiator;
  const params = { title: property.title, reference: property.reference };
  return composeEmail({
    locale,
    siteUrl,
    subject: translate('contact_email_subject', locale, params),
    heading: translate('contact_email_heading', locale),
    paragraphs: [
      translate('email_greeting', locale, { firstName: negotiator.firstName }),
      translate('contact_email_intro', locale, {
        ...params,
        date: formatParisDateTimeLong(message.createdAt, locale),
      }),
      translate('contact_email_sender', locale, {
        name: message.name,
        email: message.email,
        phone: message.phone ? `, ${message.phone}` : '',
      }),
      message.message,
    ],
    action: {
      label: translate('contact_email_action', locale),
      url: siteLink(siteUrl, `/bien/${property.id}`),
    },
  });
}
