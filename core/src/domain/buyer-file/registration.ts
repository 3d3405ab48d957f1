import type { Instant } from '../../shared/time.js';
import { fromParisWallClock, toParisWallClock } from '../../shared/paris-time.js';
import { INTEREST_VALUES, type BuyerFile, type Interest } from './buyer-file.js';

/** 'Ce bien m'intéresse' registers the buyer as interested unless they say otherwise. */
export const DEFAULT_INTEREST: Interest = 'interested';

export const isInterest = (value: unknown): value is Interest =>
  typeof value === 'string' && (INTEREST_VALUES as readonly string[]).includes(value);

/** The catalogue label of each interest value. */
export const INTEREST_LABELS = {
  interested: 'interest_interested',
  not_interested: 'interest_not_interested',
  undecided: 'interest_undecided',
  no_comment: 'interest_no_comment',
} as const satisfies Record<Interest, string>;

/** A fresh buyer file: registered now, no visit, identity document, agrément or financing yet. */
export const newBuyerFile = (
  propertyId: number,
  userId: number,
  interest: Interest,
  now: Instant,
): Omit<BuyerFile, 'id'> => ({
  propertyId,
  userId,
  interest,
  registeredAt: now,
  visitDoneAt: null,
  identity: { document: null, documentDeletedAt: null, review: null },
  agrement: { signature: null, review: null },
  financing: null,
  negotiatorComment: '',
});

/** The identity document is kept until the end of the sale plus one month (spec §1, §9). */
export const IDENTITY_DOCUMENT_RETENTION_MONTHS = 1;

/**
 * The instant the identity document may be deleted: the same Paris wall-clock time one calendar
 * month after the end of the sale, on the month's last day when that day does not exist (31 Jan → 28/29 Feb).
 */
export function identityDocumentDeletableAt(saleEndAt: Instant): Instant {
  const end = toParisWallClock(saleEndAt);
  const monthIndex = end.month - 1 + IDENTITY_DOCUMENT_RETENTION_MONTHS;
  const year = end.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return fromParisWallClock({ ...end, year, month, day: Math.min(end.day, lastDay) });
}
