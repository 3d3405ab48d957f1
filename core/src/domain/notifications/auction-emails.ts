// The e-mails of an auction's bidders: being outbid. Amounts in euros the French way, dates in Paris
// time, in the recipient's language. Texts: auctionEmails area.
import { translate } from '../../messages/translate.js';
import { formatEuros } from '../../shared/format.js';
import { formatParisDateTimeLong } from '../../shared/human-date.js';
import type { Instant } from '../../shared/time.js';
import type { Property } from '../property/property.js';
import { propertyPagePath } from '../user/login-paths.js';
import type { User } from '../user/user.js';
import { composeEmail, siteLink, type EmailContent } from './email-content.js';

type Recipient = Pick<User, 'firstName' | 'locale'>;
type AuctionedProperty = Pick<Property, 'id' | 'title'> & { address: Pick<Property['address'], 'city'> };

/** To the bidder whose offer led until `price` beat it: the new price, the end, a link to bid again. */
export function outbidEmail(
  bidder: Recipient,
  property: AuctionedProperty,
  sale: { price: number; endAt: Instant },
  siteUrl: string,
): EmailContent {
  const { locale } = bidder;
  return composeEmail({
    locale,
    siteUrl,
    subject: translate('outbid_email_subject', locale, { title: property.title }),
    heading: translate('outbid_email_heading', locale),
    paragraphs: [
      translate('email_greeting', locale, { firstName: bidder.firstName }),
      translate('outbid_email_intro', locale, {
        price: formatEuros(sale.price),
        title: property.title,
        city: property.address.city,
        end: formatParisDateTimeLong(sale.endAt, locale),
      }),
    ],
    action: {
      label: translate('outbid_email_action', locale),
      url: siteLink(siteUrl, propertyPagePath(property.id)),
    },
    note: translate('outbid_email_note', locale),
  });
}
