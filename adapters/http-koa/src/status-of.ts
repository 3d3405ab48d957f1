import type { MessageCode } from '@immo/core';

// The one place that maps a domain error code to an HTTP status. Codes not listed are bad requests (400).
const STATUS_BY_CODE: Partial<Record<MessageCode, number>> = {
  // Who is calling: 401 makes the client drop its token and go to the login page.
  unauthenticated: 401,
  session_expiree: 401,
  invalid_credentials: 401,
  favourite_login_required: 401,
  // Known caller, not allowed.
  forbidden: 403,
  csrf_rejected: 403,
  email_not_verified: 403,
  negotiator_cannot_bid: 403,
  bid_email_not_verified: 403,
  bid_buyers_only: 403,
  bid_identity_missing: 403,
  bid_identity_pending: 403,
  bid_identity_refused: 403,
  bid_agrement_missing: 403,
  bid_agrement_pending: 403,
  bid_agrement_refused: 403,
  bid_not_allowed: 403,
  bid_registration_required: 403,
  bid_visit_required: 403,
  documents_registration_required: 403,
  visit_registration_required: 403,
  visit_user_not_buyer: 403,
  interest_own_property: 403,
  buyer_file_required: 403,
  not_found: 404,
  // Kept until the end of the sale plus one month, then deleted.
  identity_document_deleted: 410,
  method_not_allowed: 405,
  // The state moved on or clashes with what exists.
  bid_outbid: 409,
  auction_not_open: 409,
  auction_ended: 409,
  interest_sale_ended: 409,
  offer_not_highest: 409,
  offer_already_answered: 409,
  offer_sale_closed: 409,
  sale_reference_exists: 409,
  sale_has_bids: 409,
  sale_end_locked: 409,
  email_already_used: 409,
  visit_full: 409,
  visit_already_booked: 409,
  visit_user_already_attending: 409,
  visit_not_booked: 409,
  visit_not_started: 409,
  visit_already_started: 409,
  review_already_pending: 409,
  review_already_approved: 409,
  // Well-formed, but the amount breaks a rule of the auction.
  bid_below_minimum: 422,
  bid_below_minimum_recheck: 422,
  bid_not_on_step: 422,
  payload_too_large: 413,
  too_many_requests: 429,
  unexpected_error: 500,
};

export const statusOf = (code: MessageCode): number => STATUS_BY_CODE[code] ?? 400;
