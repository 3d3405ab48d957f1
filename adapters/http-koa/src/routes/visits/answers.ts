// The answers of the visits, search and address routes. Visit slots' dates travel as typed in the slot
// form ('Y-m-d H:i:s', Paris time); other instants as ISO 8601 with the Paris offset.
import {
  INTEREST_VALUES,
  LISTING_STATUSES,
  PROPERTY_TYPE_CODES,
  SEARCH_SORTS,
  VISIT_KINDS,
  type SetSavedSearchAlert,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import {
  answer,
  answerOf,
  hydraCollection,
  nullable,
  oneOfTexts,
  parisInstant,
  shapedBy,
  type OutputOf,
} from '../../schema.js';
import { USER_IRI } from '../auction/answers.js';
import type {
  addressJson,
  attendeeJson,
  propertyBuyerJson,
  saleCardJson,
  savedSearchJson,
  slotJson,
  visitJson,
} from './shapes.js';

/** 'Y-m-d H:i:s', Paris time: the slot form's own format (§5.6). */
const slotDate = () =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', examples: ['2026-11-24 14:30:00'] });

const ATTENDEE = answerOf<ReturnType<typeof attendeeJson>>()(
  answer({
    id: Type.Integer(),
    user: USER_IRI,
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
  }),
);

const SLOT_FIELDS = {
  id: Type.Integer(),
  bienId: Type.Integer(),
  kind: oneOfTexts(VISIT_KINDS),
  start: slotDate(),
  end: slotDate(),
  durationMinutes: Type.Integer(),
  capacity: nullable(Type.Integer({ description: 'Null: no limit' })),
  freePlaces: nullable(Type.Integer({ description: 'Null: no limit' })),
  bookedByViewer: Type.Boolean(),
};

/** A slot of a listing: its attendees for the property's negotiator and administrators only. */
const SLOT = answerOf<ReturnType<typeof slotJson>>()(
  answer({ ...SLOT_FIELDS, attendees: Type.Optional(Type.Array(ATTENDEE)) }),
);
export const SLOTS_ANSWER = hydraCollection(SLOT);

/** A slot after a change: who is booked for the negotiator's answers, never for a buyer's. */
export const VISIT_ANSWER = answerOf<ReturnType<typeof visitJson>>()(
  answer({ ...SLOT_FIELDS, attendeeIds: Type.Optional(Type.Array(Type.Integer())) }),
);

export const ATTENDEES_ANSWER = hydraCollection(ATTENDEE);

export const PROPERTY_BUYERS_ANSWER = hydraCollection(
  answerOf<ReturnType<typeof propertyBuyerJson>>()(
    answer({
      id: Type.Integer(),
      user: USER_IRI,
      dossierAcheteur: Type.Integer({ description: 'The buyer file' }),
      firstName: Type.String(),
      lastName: Type.String(),
      email: Type.String(),
      phone: Type.String(),
      interest: oneOfTexts(INTEREST_VALUES),
      registeredAt: parisInstant(),
      visitDone: Type.Boolean(),
      visitDoneAt: nullable(parisInstant()),
    }),
  ),
);

export const BOOKED_VISITS_ANSWER = answer({
  items: Type.Array(
    answer({
      visitId: Type.Integer(),
      bienId: Type.Integer(),
      nom: Type.String(),
      ville: Type.String(),
      startsAt: parisInstant(),
      durationMinutes: Type.Integer(),
      kind: oneOfTexts(VISIT_KINDS),
      cancellable: Type.Boolean({ description: 'Until the slot starts' }),
    }),
  ),
});

const GEO_POINT = answer({ lat: Type.Number(), lng: Type.Number() });

/** A search result card: price in French, the 1024 px rendition of the main photo. */
const SEARCH_CARD = answerOf<ReturnType<typeof saleCardJson>>()(
  answer({
    bienId: Type.Integer(),
    reference: Type.String(),
    title: Type.String(),
    type: Type.String({ description: `A property type code (${PROPERTY_TYPE_CODES.join(', ')})` }),
    city: Type.String(),
    postcode: Type.String(),
    department: Type.String(),
    location: nullable(GEO_POINT),
    price: Type.Number({ description: 'Whole euros' }),
    priceDisplay: Type.String(),
    rooms: nullable(Type.Integer()),
    bedrooms: nullable(Type.Integer()),
    livingArea: nullable(Type.Number()),
    landArea: nullable(Type.Number()),
    start: parisInstant(),
    end: parisInstant(),
    status: oneOfTexts(LISTING_STATUSES),
    photo: nullable(Type.String()),
  }),
);

export const SEARCH_ANSWER = hydraCollection(SEARCH_CARD, { page: Type.Integer() });

/** Search criteria as saved (domain/search/criteria.ts). */
const CRITERIA = answer({
  statuses: Type.Array(oneOfTexts(LISTING_STATUSES)),
  page: Type.Integer(),
  address: Type.String(),
  addressType: Type.String(),
  location: nullable(GEO_POINT),
  aroundRadius: Type.Number({ description: 'Metres; 0: no radius' }),
  types: Type.Array(oneOfTexts(PROPERTY_TYPE_CODES)),
  budgetMin: nullable(Type.Number()),
  budgetMax: nullable(Type.Number()),
  roomsMin: nullable(Type.Number()),
  bedroomsMin: nullable(Type.Number()),
  livingAreaMin: nullable(Type.Number()),
  livingAreaMax: nullable(Type.Number()),
  landAreaMin: nullable(Type.Number()),
  landAreaMax: nullable(Type.Number()),
  text: Type.Optional(Type.String()),
  bounds: Type.Optional(
    nullable(
      answer({ south: Type.Number(), west: Type.Number(), north: Type.Number(), east: Type.Number() }),
    ),
  ),
  sort: Type.Optional(oneOfTexts(SEARCH_SORTS)),
  view: Type.Optional(Type.Integer()),
});

export const SAVED_SEARCH_ANSWER = answerOf<ReturnType<typeof savedSearchJson>>()(
  answer({
    id: Type.Integer(),
    name: Type.String(),
    user: USER_IRI,
    criteria: CRITERIA,
    createdAt: parisInstant(),
    alert: Type.Boolean({ description: 'E-mail the new matching sales once a day' }),
  }),
);
export const SAVED_SEARCHES_ANSWER = hydraCollection(SAVED_SEARCH_ANSWER);

export const ALERT_ANSWER = shapedBy(
  answer({ alert: Type.Boolean() }),
  (value: OutputOf<SetSavedSearchAlert>) => value,
);

/** An address suggestion (§3.2): nom, codePostal, type, latitude, longitude, and the commune's codes. */
export const ADDRESS_ANSWER = answerOf<ReturnType<typeof addressJson>>()(
  answer({
    nom: Type.String(),
    codePostal: Type.String(),
    type: Type.String({ examples: ['housenumber', 'street', 'municipality'] }),
    latitude: Type.Number(),
    longitude: Type.Number(),
    ville: Type.String(),
    codeInsee: Type.String(),
    departement: Type.String(),
  }),
);
export const ADDRESSES_ANSWER = Type.Array(ADDRESS_ANSWER, { description: 'Empty: no match' });
