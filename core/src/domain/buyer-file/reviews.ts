// The negotiator's answer to an identity document or an agrément request: approve, or refuse with a
// reason the buyer reads. Only what is pending can be decided; a refused item is submitted again.
import { foldText } from '../../shared/fold-text.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import type { Review } from './buyer-file.js';

export const REVIEW_DECISIONS = ['approve', 'refuse'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REFUSAL_REASON_MAX_LENGTH = 500;

/** A new submission: pending review. */
export const pendingReview = (submittedAt: Instant): Review => ({
  status: 'pending',
  submittedAt,
  decidedAt: null,
  decidedBy: null,
  refusalReason: null,
});

/** The decided review, or review_not_pending / review_reason_required / field_too_long / invalid_input. */
export function decideReview(
  review: Review | null,
  decision: unknown,
  reason: unknown,
  by: number,
  at: Instant,
): Result<Review> {
  if (decision !== 'approve' && decision !== 'refuse') return fail('invalid_input', undefined, 'decision');
  if (review === null || review.status !== 'pending') return fail('review_not_pending');
  if (decision === 'approve') return ok({ ...review, status: 'approved', decidedAt: at, decidedBy: by });
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text === '') return fail('review_reason_required', undefined, 'reason');
  if ([...text].length > REFUSAL_REASON_MAX_LENGTH)
    return fail('field_too_long', { max: REFUSAL_REASON_MAX_LENGTH }, 'reason');
  return ok({ ...review, status: 'refused', decidedAt: at, decidedBy: by, refusalReason: text });
}

/** May the buyer submit (again)? Not while one waits for review, nor once approved. */
export function canSubmitForReview(review: Review | null): Result<void> {
  if (review === null || review.status === 'refused') return ok(undefined);
  return review.status === 'pending' ? fail('review_already_pending') : fail('review_already_approved');
}

/** The agrément is signed with the account holder's name, compared without case or accents. */
export function signatureMatchesName(signedName: string, firstName: string, lastName: string): boolean {
  const compact = (text: string) =>
    foldText(text)
      .replace(/[\s'’.-]+/g, ' ')
      .trim();
  const typed = compact(signedName);
  return typed === compact(`${firstName} ${lastName}`) || typed === compact(`${lastName} ${firstName}`);
}

export const AGREMENT_SIGNED_NAME_MAX_LENGTH = 201;

/**
 * The agrément request as the buyer signs it (spec §1): the conditions read and accepted (the box
 * ticked) and the full name typed as on the account. Errors: agrement_conditions_required,
 * agrement_name_mismatch, field_required.
 */
export function checkAgrementSignature(
  input: { fullName: unknown; accepted: unknown },
  account: { firstName: string; lastName: string },
): Result<string> {
  if (input.accepted !== true) return fail('agrement_conditions_required', undefined, 'accepted');
  if (typeof input.fullName !== 'string' || input.fullName.trim() === '')
    return fail('field_required', undefined, 'fullName');
  const name = input.fullName.trim();
  const tooLong = [...name].length > AGREMENT_SIGNED_NAME_MAX_LENGTH;
  if (tooLong || !signatureMatchesName(name, account.firstName, account.lastName))
    return fail('agrement_name_mismatch', { name: `${account.firstName} ${account.lastName}` }, 'fullName');
  return ok(name);
}
