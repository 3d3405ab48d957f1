// The e-mails of the buyer file: the negotiator's decision on an identity document or an agrément
// request, and an administrator withdrawing or restoring the right to bid. Texts: buyer-file area.
import { translate } from '../../messages/translate.js';
import {
  BUYER_SPACE_PATH,
  buyerFilePath,
  BUYER_FILE_STEP_FRAGMENTS,
} from '../buyer-file/buyer-space-paths.js';
import type { Review } from '../buyer-file/buyer-file.js';
import type { Property } from '../property/property.js';
import type { User } from '../user/user.js';
import { composeEmail, siteLink, type EmailContent } from './email-content.js';

type Recipient = Pick<User, 'firstName' | 'locale'>;

/** The two parts of a file the negotiator reviews. */
export type ReviewedPart = 'identity' | 'agrement';

const DECISION_TEXTS = {
  identity: {
    approved: [
      'identity_approved_email_subject',
      'identity_approved_email_heading',
      'identity_approved_email_intro',
    ],
    refused: [
      'identity_refused_email_subject',
      'identity_refused_email_heading',
      'identity_refused_email_intro',
    ],
  },
  agrement: {
    approved: [
      'agrement_approved_email_subject',
      'agrement_approved_email_heading',
      'agrement_approved_email_intro',
    ],
    refused: [
      'agrement_refused_email_subject',
      'agrement_refused_email_heading',
      'agrement_refused_email_intro',
    ],
  },
} as const;

/** The buyer told of a decided review, with the reason when refused; the button opens that step of the file. */
export function reviewDecisionEmail(
  recipient: Recipient,
  part: ReviewedPart,
  review: Pick<Review, 'status' | 'refusalReason'>,
  property: Pick<Property, 'id' | 'title'> & { address: Pick<Property['address'], 'city'> },
  siteUrl: string,
): EmailContent {
  const { locale } = recipient;
  const refused = review.status === 'refused';
  const [subject, heading, intro] = DECISION_TEXTS[part][refused ? 'refused' : 'approved'];
  const place = { title: property.title, city: property.address.city };
  return composeEmail({
    locale,
    siteUrl,
    subject: translate(subject, locale),
    heading: translate(heading, locale),
    paragraphs: [
      translate('email_greeting', locale, { firstName: recipient.firstName }),
      translate(intro, locale, place),
      ...(refused ? [translate('review_email_reason', locale, { reason: review.refusalReason ?? '' })] : []),
    ],
    action: {
      label: translate('buyer_file_email_action', locale),
      url: siteLink(siteUrl, `${buyerFilePath(property.id)}#${BUYER_FILE_STEP_FRAGMENTS[part]}`),
    },
  });
}

/** The user told that an administrator withdrew (with the reason given) or restored the right to bid. */
export function biddingRightEmail(
  recipient: Recipient,
  allowed: boolean,
  reason: string | null,
  siteUrl: string,
): EmailContent {
  const { locale } = recipient;
  const texts = allowed
    ? ([
        'bidding_restored_email_subject',
        'bidding_restored_email_heading',
        'bidding_restored_email_intro',
      ] as const)
    : ([
        'bidding_withdrawn_email_subject',
        'bidding_withdrawn_email_heading',
        'bidding_withdrawn_email_intro',
      ] as const);
  return composeEmail({
    locale,
    siteUrl,
    subject: translate(texts[0], locale),
    heading: translate(texts[1], locale),
    paragraphs: [
      translate('email_greeting', locale, { firstName: recipient.firstName }),
      translate(texts[2], locale),
      ...(!allowed && reason ? [translate('bidding_withdrawn_email_reason', locale, { reason })] : []),
    ],
    action: { label: translate('bidding_email_action', locale), url: siteLink(siteUrl, BUYER_SPACE_PATH) },
  });
}
