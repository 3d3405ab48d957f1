// The accounts area's wire shapes: instants as ISO 8601 (UTC), the profile with the header's user context.
import { userContext, type Instant, type UserProfile } from '@immo/core';

export const TAG = 'accounts';

export const isoTime = (instant: Instant): string => new Date(instant).toISOString();

/** GET and PUT /api/me: the profile, and the user context the property page header carries (spec §3.2). */
export function meAnswer(profile: UserProfile) {
  return { ...profile, createdAt: isoTime(profile.createdAt), userContext: userContext(profile) };
}

export const ME_ANSWER_DOC =
  '{ id, email, firstName, lastName, phone, address, postcode, city, country, roles, assistance, ' +
  'emailVerified, verified, identityVerified, canAuction, biddingSuspensionReason, locale, smsConsent, ' +
  "createdAt, userContext: { currentUser, userInfos, userVerified: '1'|'0', canAuction: '1'|'0' } }";
