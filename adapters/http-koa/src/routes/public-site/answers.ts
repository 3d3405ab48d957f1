// The answers of the public site's routes: the sales of the site maps and the owners' requests.
import { PROPERTY_TYPE_CODES, SELLER_LEAD_KINDS } from '@immo/core';
import { Type } from '@sinclair/typebox';
import { answer, hydraCollection, nullable, oneOfTexts, parisInstant } from '../../schema.js';

export const SITE_SALES_ANSWER = answer({
  'hydra:member': Type.Array(
    answer({
      bienId: Type.Integer(),
      nom: Type.String(),
      type: Type.String({ description: `A property type code (${PROPERTY_TYPE_CODES.join(', ')})` }),
      ville: Type.String(),
      codePostal: Type.String(),
      departement: Type.String(),
    }),
  ),
});

/** An owner's request (sell form, estimate page), for the negotiators. */
const LEAD = answer({
  id: Type.Integer(),
  kind: oneOfTexts(SELLER_LEAD_KINDS),
  type: oneOfTexts(PROPERTY_TYPE_CODES),
  adresse: Type.String(),
  codePostal: Type.String(),
  ville: Type.String(),
  lat: nullable(Type.Number()),
  lng: nullable(Type.Number()),
  surface: nullable(Type.Number({ description: 'm²; null when unknown' })),
  pieces: nullable(Type.Number()),
  nom: Type.String(),
  email: Type.String(),
  telephone: Type.String(),
  message: Type.String(),
  consentement: parisInstant(),
  createdAt: parisInstant(),
});

export const SELLER_LEADS_ANSWER = hydraCollection(LEAD, { page: Type.Integer(), pageSize: Type.Integer() });
