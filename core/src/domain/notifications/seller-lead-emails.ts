// The e-mail telling a negotiator that an owner left his property on the sell form or the estimate page.
import { translate } from '../../messages/translate.js';
import { formatDecimal } from '../../shared/format.js';
import { PROPERTY_TYPES } from '../property/property-type.js';
import { SELLER_LEADS_PATH, type SellerLeadDraft } from '../site/seller-lead.js';
import type { User } from '../user/user.js';
import { composeEmail, siteLink, type EmailContent } from './email-content.js';

export function sellerLeadEmail(
  negotiator: Pick<User, 'firstName' | 'locale'>,
  lead: SellerLeadDraft,
  siteUrl: string,
): EmailContent {
  const { locale } = negotiator;
  const type = PROPERTY_TYPES[lead.type][locale];
  const details = [
    lead.livingArea === null ? null : `${formatDecimal(lead.livingArea, locale)} m²`,
    lead.rooms === null ? null : translate('site_rooms_count', locale, { count: lead.rooms }),
  ].filter((d): d is string => d !== null);
  return composeEmail({
    locale,
    siteUrl,
    subject: translate('seller_lead_email_subject', locale, { type, city: lead.address.city }),
    heading: translate('seller_lead_email_heading', locale, {
      what: translate(
        lead.kind === 'estimate' ? 'seller_lead_email_what_estimate' : 'seller_lead_email_what_sell',
        locale,
      ),
    }),
    paragraphs: [
      translate('email_greeting', locale, { firstName: negotiator.firstName }),
      translate('seller_lead_email_property', locale, {
        type,
        address: lead.address.street,
        postcode: lead.address.postcode,
        city: lead.address.city,
        details: details.length ? ` — ${details.join(', ')}` : '',
      }),
      translate('seller_lead_email_contact', locale, {
        name: lead.name,
        email: lead.email,
        phone: lead.phone ? `, ${lead.phone}` : '',
      }),
      ...(lead.message ? [lead.message] : []),
    ],
    action: {
      label: translate('seller_lead_email_action', locale),
      url: siteLink(siteUrl, SELLER_LEADS_PATH),
    },
  });
}
