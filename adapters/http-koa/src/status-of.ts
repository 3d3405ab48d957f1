import type { MessageCode } from '@immo/core';

// The one place that maps a domain error code to an HTTP status. Codes not listed are bad requests (400).
const STATUS_BY_CODE: Partial<Record<MessageCode, number>> = {
  unauthenticated: 401,
  session_expiree: 401,
  forbidden: 403,
  csrf_rejected: 403,
  not_found: 404,
  payload_too_large: 413,
  too_many_requests: 429,
  unexpected_error: 500,
};

export const statusOf = (code: MessageCode): number => STATUS_BY_CODE[code] ?? 400;
