// The sale's negotiator told of the seller's answer to an offer (issue 12). Texts: seller area.
import { translate } from '../../messages/translate.js';
import { formatEuros } from '../../shared/format.js';
import { formatParisDateTimeLong } from '../../shared/human-date.js';
import type { Instant } from '../../shared/time.js';
import type { Property } from '../property/property.js';
import type { User } from '../user/user.js';
import { composeEmail, siteLink, type EmailContent } from './email-content.js';

export type SellerDecision = 'accepted' | 'refused';

const TEXTS = {
  accepted: ['seller_accepted_email_subject', 'seller_accepted_email_heading', 'seller_accepted_email_intro'],
  refused: ['seller_refused_email_subject', 'seller_refused_email_heading', 'seller_refused_email_intro'],
} as const;

/**
 * What the negotiator reads: who answered which offer and when, and what follows (accepted: the sale
 * ended at that price; refused: the sale goes on, or, after its end, is unsold).
 */
export function sellerDecisionEmail(
  decision: SellerDecision,
  negotiator: Pick<User, 'firstName' | 'locale'>,
  seller: Pick<User, 'firstName' | 'lastName' | 'email'>,
  offer: { amount: number; at: Instant; saleEnded: boolean },
  property: Pick<Property, 'id' | 'title' | 'reference'>,
  siteUrl: string,
): EmailContent {
  const { locale } = negotiator;
  const [subject, heading, intro] = TEXTS[decision];
  const params = {
    seller: `${seller.firstName} ${seller.lastName}`.trim() || seller.email,
    email: seller.email,
    amount: formatEuros(offer.amount),
    date: formatParisDateTimeLong(offer.at, locale),
    title: property.title,
    reference: property.reference,
  };
  const follows =
    decision === 'accepted'
      ? 'seller_accepted_email_follows'
      : offer.saleEnded
        ? 'seller_refused_email_unsold'
        : 'seller_refused_email_goes_on';
  return composeEmail({
    locale,
    siteUrl,
    subject: translate(subject, locale, params),
    heading: translate(heading, locale),
    paragraphs: [
      translate('email_greeting', locale, { firstName: negotiator.firstName }),
      translate(intro, locale, params),
      translate(follows, locale),
    ],
    action: {
      label: translate('seller_email_action', locale),
      url: siteLink(siteUrl, `/espace-negociateur/bien/${property.id}/informations`),
    },
  });
}
