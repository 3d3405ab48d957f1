// The e-mails of visit bookings: the buyer's confirmation, the negotiator told of a booking and of a
// cancellation. Dates in Paris time, in each recipient's language. Texts: visits area.
import { translate } from '../../messages/translate.js';
import { formatParisDateTimeLong } from '../../shared/human-date.js';
import { BUYER_SPACE_SECTIONS } from '../buyer-file/buyer-space-paths.js';
import type { Property } from '../property/property.js';
import type { User } from '../user/user.js';
import { negotiatorVisitsPath } from '../visit/visit-paths.js';
import type { Visit } from '../visit/visit.js';
import { composeEmail, siteLink, type EmailContent } from './email-content.js';

type Recipient = Pick<User, 'firstName' | 'locale'>;
type Buyer = Pick<User, 'firstName' | 'lastName' | 'email' | 'phone'>;
type VisitedProperty = Pick<Property, 'id' | 'title' | 'reference'> & {
  address: Pick<Property['address'], 'city'>;
};
type Slot = Pick<Visit, 'kind' | 'startsAt' | 'durationMinutes'>;

/** The buyer's confirmation of a booked slot, with the way to cancel it. */
export function visitBookedEmail(
  buyer: Recipient,
  visit: Slot,
  property: VisitedProperty,
  siteUrl: string,
): EmailContent {
  const { locale } = buyer;
  return composeEmail({
    locale,
    siteUrl,
    subject: translate('visit_booked_email_subject', locale, { title: property.title }),
    heading: translate('visit_booked_email_heading', locale),
    paragraphs: [
      translate('email_greeting', locale, { firstName: buyer.firstName }),
      translate('visit_booked_email_intro', locale, {
        title: property.title,
        city: property.address.city,
        date: formatParisDateTimeLong(visit.startsAt, locale),
        duration: visit.durationMinutes,
      }),
      translate(
        visit.kind === 'grouped' ? 'visit_booked_email_kind_grouped' : 'visit_booked_email_kind_individual',
        locale,
      ),
    ],
    action: {
      label: translate('visit_booked_email_action', locale),
      url: siteLink(siteUrl, BUYER_SPACE_SECTIONS.visits),
    },
    note: translate('visit_booked_email_note', locale),
  });
}

const NEGOTIATOR_TEXTS = {
  booked: [
    'visit_booked_negotiator_email_subject',
    'visit_booked_negotiator_email_heading',
    'visit_booked_negotiator_email_intro',
  ],
  cancelled: [
    'visit_cancelled_negotiator_email_subject',
    'visit_cancelled_negotiator_email_heading',
    'visit_cancelled_negotiator_email_intro',
  ],
} as const;

/** The sale's negotiator told that a buyer booked a slot or cancelled a booking. */
export function visitBookingNegotiatorEmail(
  event: keyof typeof NEGOTIATOR_TEXTS,
  negotiator: Recipient,
  buyer: Buyer,
  visit: Slot,
  property: VisitedProperty,
  siteUrl: string,
): EmailContent {
  const { locale } = negotiator;
  const [subject, heading, intro] = NEGOTIATOR_TEXTS[event];
  const buyerName = `${buyer.firstName} ${buyer.lastName}`;
  return composeEmail({
    locale,
    siteUrl,
    subject: translate(subject, locale, { buyer: buyerName, title: property.title }),
    heading: translate(heading, locale),
    paragraphs: [
      translate('email_greeting', locale, { firstName: negotiator.firstName }),
      translate(intro, locale, {
        buyer: buyerName,
        email: buyer.email,
        phone: buyer.phone,
        date: formatParisDateTimeLong(visit.startsAt, locale),
        duration: visit.durationMinutes,
        title: property.title,
        reference: property.reference,
      }),
    ],
    action: {
      label: translate('visit_negotiator_email_action', locale),
      url: siteLink(siteUrl, negotiatorVisitsPath(property.id)),
    },
  });
}
