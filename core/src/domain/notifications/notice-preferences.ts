// Which e-mail notices a user receives (issue 13): chosen in the buyer space, stored per user, every
// notice on until switched off. The alerts (reminders and saved-search alerts) also carry a link
// that switches their kind off without logging in.
import { fail, ok, type Result } from '../../shared/result.js';

export const NOTICE_KINDS = [
  'outbid',
  'ending_soon',
  'sale_ended',
  'offer_answer',
  'saved_search_alerts',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export type NoticePreferences = Record<NoticeKind, boolean>;

/** The alerts: mails the user did not ask for by an action of his own; each carries an unsubscribe link. */
export const ALERT_NOTICE_KINDS: readonly NoticeKind[] = ['ending_soon', 'saved_search_alerts'];

export const isNoticeKind = (value: unknown): value is NoticeKind =>
  typeof value === 'string' && (NOTICE_KINDS as readonly string[]).includes(value);

/** The stored choices over the defaults (every notice on). */
export const noticePreferencesOf = (stored: Partial<NoticePreferences>): NoticePreferences => ({
  outbid: stored.outbid ?? true,
  ending_soon: stored.ending_soon ?? true,
  sale_ended: stored.sale_ended ?? true,
  offer_answer: stored.offer_answer ?? true,
  saved_search_alerts: stored.saved_search_alerts ?? true,
});

/** A change from the wire: some kinds, each on or off; anything else is refused with its field. */
export function parseNoticePreferences(input: unknown): Result<Partial<NoticePreferences>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail('invalid_input');
  const change: Partial<NoticePreferences> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!isNoticeKind(key)) return fail('invalid_input', undefined, key);
    if (typeof value !== 'boolean') return fail('invalid_input', undefined, key);
    change[key] = value;
  }
  return ok(change);
}

/** The page an unsubscribe link opens (no login): it shows what the link stops and confirms it. */
export const unsubscribePagePath = (token: string): string =>
  `/desabonnement?jeton=${encodeURIComponent(token)}`;

/** What an unsubscribe token grants: switching one kind of notice off for one user. */
export interface UnsubscribeGrant {
  userId: number;
  kind: NoticeKind;
}
