// The e-mails of an auction's life after the bids (issue 13): the reminder an hour before the end,
// the end of the sale (to the winner, the other bidders, the seller, the negotiator) and the
// seller's answer told to the bidder. Texts: saleNotices area; amounts and dates the French way.
import type { MessageCode } from '../../messages/catalogue.js';
import { translate, type Locale } from '../../messages/translate.js';
import { formatEuros } from '../../shared/format.js';
import { formatParisDateTimeLong } from '../../shared/human-date.js';
import type { Instant } from '../../shared/time.js';
import type { SaleOutcomeKind } from '../auction/outcome.js';
import type { Property } from '../property/property.js';
import { BUYER_SPACE_SECTIONS } from '../buyer-file/buyer-space-paths.js';
import { propertyPagePath } from '../user/login-paths.js';
import type { User } from '../user/user.js';
import { composeEmail, siteLink, type EmailContent } from './email-content.js';

type Recipient = Pick<User, 'firstName' | 'locale'>;
type NoticeProperty = Pick<Property, 'id' | 'title' | 'reference'> & {
  address: Pick<Property['address'], 'city'>;
};

const greeting = (recipient: Recipient) =>
  recipient.firstName.trim() === ''
    ? translate('email_greeting_anonymous', recipient.locale)
    : translate('email_greeting', recipient.locale, { firstName: recipient.firstName });

const saleLink = (locale: Locale, siteUrl: string, property: NoticeProperty) => ({
  label: translate('sale_notice_action', locale),
  url: siteLink(siteUrl, propertyPagePath(property.id)),
});

/** To a registered buyer, an hour before the end in force; the alert's unsubscribe link at the foot. */
export function endingSoonEmail(
  buyer: Recipient,
  property: NoticeProperty,
  sale: { price: number; endAt: Instant },
  links: { siteUrl: string; unsubscribeUrl: string },
): EmailContent {
  const { locale } = buyer;
  return composeEmail({
    locale,
    siteUrl: links.siteUrl,
    subject: translate('ending_soon_email_subject', locale, { title: property.title }),
    heading: translate('ending_soon_email_heading', locale),
    paragraphs: [
      greeting(buyer),
      translate('ending_soon_email_intro', locale, {
        title: property.title,
        city: property.address.city,
        end: formatParisDateTimeLong(sale.endAt, locale),
        price: formatEuros(sale.price),
      }),
    ],
    action: saleLink(locale, links.siteUrl, property),
    note: translate('ending_soon_email_note', locale),
    unsubscribe: { label: translate('email_unsubscribe_ending_soon', locale), url: links.unsubscribeUrl },
  });
}

/** Who a sale-ended e-mail is for: each reads the end from his side. */
export type SaleEndedRecipientRole = 'winner' | 'bidder' | 'seller' | 'negotiator';

export interface ClosedSale {
  outcome: SaleOutcomeKind;
  /** The best offer (the final price); null without a bid. */
  price: number | null;
  endedAt: Instant;
  bidCount: number;
}

const WINNER_INTRO: Partial<Record<SaleOutcomeKind, MessageCode>> = {
  accepted: 'sale_ended_email_winner_accepted',
  awaiting_seller: 'sale_ended_email_winner_awaiting',
};

const SELLER_INTRO: Record<SaleOutcomeKind, MessageCode> = {
  upcoming: 'sale_ended_email_seller_no_bids',
  open: 'sale_ended_email_seller_no_bids',
  accepted: 'sale_ended_email_seller_accepted',
  awaiting_seller: 'sale_ended_email_seller_awaiting',
  unsold: 'sale_ended_email_seller_unsold',
  no_bids: 'sale_ended_email_seller_no_bids',
};

function introOf(role: SaleEndedRecipientRole, sale: ClosedSale): MessageCode {
  if (role === 'winner') return WINNER_INTRO[sale.outcome] ?? 'sale_ended_email_bidder';
  if (role === 'bidder') return 'sale_ended_email_bidder';
  if (role === 'seller') return SELLER_INTRO[sale.outcome];
  return 'sale_ended_email_negotiator';
}

/** The path each reads the sale from: the property page, the seller's or the negotiator's space. */
function actionPath(role: SaleEndedRecipientRole, property: NoticeProperty): string {
  if (role === 'negotiator') return `/espace-negociateur/bien/${property.id}/informations`;
  if (role === 'seller') return `/espace-vendeur/bien/${property.id}`;
  return role === 'winner' ? BUYER_SPACE_SECTIONS.offers : propertyPagePath(property.id);
}

/** The end of the sale told to one of its people, in his language. */
export function saleEndedEmail(
  role: SaleEndedRecipientRole,
  recipient: Recipient,
  property: NoticeProperty,
  sale: ClosedSale,
  siteUrl: string,
): EmailContent {
  const { locale } = recipient;
  const params = {
    title: property.title,
    city: property.address.city,
    reference: property.reference,
    end: formatParisDateTimeLong(sale.endedAt, locale),
    price: sale.price === null ? '' : formatEuros(sale.price),
    count: sale.bidCount,
    outcome: translate(`outcome_${sale.outcome}`, locale, {
      price: sale.price === null ? '' : formatEuros(sale.price),
    }),
  };
  const won = role === 'winner' && sale.outcome === 'accepted';
  return composeEmail({
    locale,
    siteUrl,
    subject: translate(won ? 'sale_ended_email_won_subject' : 'sale_ended_email_subject', locale, params),
    heading: translate(won ? 'sale_ended_email_won_heading' : 'sale_ended_email_heading', locale),
    paragraphs: [greeting(recipient), translate(introOf(role, sale), locale, params)],
    action: {
      label: translate(`sale_ended_email_action_${role}`, locale),
      url: siteLink(siteUrl, actionPath(role, property)),
    },
  });
}

/** To the bidder whose offer the seller answered (the negotiator has his own, seller-decision-emails). */
export function offerAnswerEmail(
  decision: 'accepted' | 'refused',
  bidder: Recipient,
  property: NoticeProperty,
  offer: { amount: number; at: Instant; saleEnded: boolean },
  siteUrl: string,
): EmailContent {
  const { locale } = bidder;
  const params = {
    title: property.title,
    city: property.address.city,
    amount: formatEuros(offer.amount),
    date: formatParisDateTimeLong(offer.at, locale),
  };
  const follows =
    decision === 'accepted'
      ? 'offer_accepted_email_follows'
      : offer.saleEnded
        ? 'offer_refused_email_ended'
        : 'offer_refused_email_goes_on';
  return composeEmail({
    locale,
    siteUrl,
    subject: translate(`offer_${decision}_email_subject`, locale, params),
    heading: translate(`offer_${decision}_email_heading`, locale),
    paragraphs: [
      greeting(bidder),
      translate(`offer_${decision}_email_intro`, locale, params),
      translate(follows, locale),
    ],
    action: saleLink(locale, siteUrl, property),
  });
}
