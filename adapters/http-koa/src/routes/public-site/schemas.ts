// The public site's sell form (seller_leads, migration 007) and the negotiator's list of its leads.
import { SELLER_LEAD_LIMITS } from '@immo/core';
import { Type } from '@sinclair/typebox';
import { PAGE_QUERY, querySchema, scalar } from '../../schema.js';

/** Each field bounded by its column; core checks the form and names every field in error. */
export const SELLER_LEAD_BODY = Type.Partial(
  Type.Object({
    kind: scalar(16),
    type: scalar(8),
    adresse: scalar(SELLER_LEAD_LIMITS.addressMax),
    codePostal: scalar(5),
    ville: scalar(255),
    lat: Type.Union([Type.Null(), Type.Number({ minimum: -90, maximum: 90 }), scalar(32)]),
    lng: Type.Union([Type.Null(), Type.Number({ minimum: -180, maximum: 180 }), scalar(32)]),
    surface: scalar(32),
    pieces: scalar(32),
    nom: scalar(SELLER_LEAD_LIMITS.nameMax),
    email: scalar(254),
    telephone: scalar(32),
    message: scalar(SELLER_LEAD_LIMITS.messageMax),
    consentement: scalar(8),
  }),
  { errorCode: 'seller_lead_invalid' },
);

export const SELLER_LEADS_QUERY = querySchema({ page: PAGE_QUERY.page });
