// Search, saved searches and the address widget (the visit slots' own schemas are in visit-routes.ts).
// Criteria are stored as JSON in a TEXT column: each text and list bounded; core checks the values.
import { Type, type TSchema } from '@sinclair/typebox';
import { querySchema, queryText, scalar, text } from '../../schema.js';

const list = (item: TSchema, maxItems: number) => Type.Union([Type.Null(), Type.Array(item, { maxItems })]);
const number = scalar(32);
const latLng = Type.Object({
  lat: Type.Union([Type.Number({ minimum: -90, maximum: 90 }), text(32)]),
  lng: Type.Union([Type.Number({ minimum: -180, maximum: 180 }), text(32)]),
});

export const CRITERIA_SCHEMA = Type.Partial(
  Type.Object(
    {
      statuses: list(text(16), 8),
      address: scalar(255),
      addressType: scalar(32),
      location: Type.Union([Type.Null(), latLng]),
      aroundRadius: number,
      types: list(text(16), 16),
      budgetMin: number,
      budgetMax: number,
      roomsMin: number,
      bedroomsMin: number,
      livingAreaMin: number,
      livingAreaMax: number,
      landAreaMin: number,
      landAreaMax: number,
      view: number,
      page: number,
      text: scalar(255),
      sort: scalar(32),
      bounds: Type.Union([
        Type.Null(),
        Type.Object({ south: number, west: number, north: number, east: number }),
      ]),
    },
    { description: 'Search criteria; every field optional, the default search fills the gaps' },
  ),
);

export const SAVE_SEARCH_BODY = Type.Object({
  // Core answers a name over its 100 characters with saved_search_name_too_long.
  name: Type.Optional(scalar(10_000, { description: 'Required; at most 100 characters' })),
  criteria: Type.Optional(CRITERIA_SCHEMA),
  alert: Type.Optional(
    Type.Boolean({ description: 'E-mail the new matching sales once a day (default off)' }),
  ),
});

export const ALERT_BODY = Type.Object({ alert: Type.Optional(Type.Boolean()) });

/** The search route's query (spec §5.4): each parameter a bounded text, lists repeated up to a few. */
const q = (maxLength = 32) => queryText(maxLength, 8);
export const SEARCH_QUERY = querySchema({
  address: q(255),
  addressType: q(),
  location: q(64),
  'location[lat]': q(),
  'location[lng]': q(),
  lat: q(),
  lng: q(),
  aroundRadius: q(),
  types: q(64),
  'types[]': q(),
  statuses: q(64),
  'statuses[]': q(),
  status: q(64),
  'budget[min]': q(),
  'budget[max]': q(),
  budgetMin: q(),
  budgetMax: q(),
  page: q(),
  view: q(),
  rooms: q(),
  roomsMin: q(),
  bedrooms: q(),
  bedroomsMin: q(),
  livingAreaMin: q(),
  livingAreaMax: q(),
  landAreaMin: q(),
  landAreaMax: q(),
  q: q(255),
  text: q(255),
  bounds: q(128),
  'bounds[south]': q(),
  'bounds[west]': q(),
  'bounds[north]': q(),
  'bounds[east]': q(),
  sort: q(),
  itemsPerPage: q(),
});

/** The address widget: JSON or form {text, codepostal?}, or a text/plain body (read by its own parser). */
export const ADDRESS_SEARCH_BODY = Type.Union([
  Type.Undefined(),
  text(16_384),
  // Bounded wide: core answers a text or postcode of the wrong form, naming it.
  Type.Object({ text: Type.Optional(scalar(1000)), codepostal: Type.Optional(scalar(100)) }),
]);

export const REVERSE_QUERY = querySchema({ lat: queryText(32, 2), lng: queryText(32, 2) });
