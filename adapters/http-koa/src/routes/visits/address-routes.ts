import type { ApiRouter } from '../../api-router.js';
import { lazyKoaBody } from '../../lazy-body.js';
import { jsonObject, respond } from '../../respond.js';
import type { ApiContext } from '../../state.js';
import type { VisitsUseCases } from '../visits.js';
import { addressJson } from './shapes.js';
import { NO_QUERY } from '../../schema.js';
import { ADDRESS_SEARCH_BODY, REVERSE_QUERY } from './schemas.js';
import * as A from './answers.js';

const TAG = 'address';

/** The raw text body the address widget may send (text/plain): the app's parser leaves it unread. */
const textBody = lazyKoaBody({
  json: false,
  urlencoded: false,
  multipart: false,
  text: true,
  textLimit: '16kb',
});

/** { text, codepostal? } from a JSON or form body, or the whole text/plain body as the text. */
function addressQueryOf(ctx: ApiContext): { text: unknown; codepostal?: unknown } {
  const body = ctx.request.body;
  if (typeof body === 'string') return { text: body };
  if (body === undefined || body === null) return { text: undefined };
  const object = jsonObject(ctx);
  return { text: object.text, codepostal: object.codepostal };
}

const firstQuery = (ctx: ApiContext, name: string): string | undefined => {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
};

export const addressRoutes =
  (useCases: VisitsUseCases) =>
  (api: ApiRouter): void => {
    api.route(
      {
        method: 'post',
        path: '/api/map/search/',
        response: A.ADDRESSES_ANSWER,
        query: NO_QUERY,
        summary:
          'Address autocomplete (§4, §5.4): the typed address with spaces replaced by hyphens, or the postal code alone, as JSON/form {text, codepostal?} or a text/plain body; from two characters',
        tag: TAG,
        audience: 'public',
        body: ADDRESS_SEARCH_BODY,
        responses: {
          200: '[ { nom, codePostal, type, latitude, longitude, ville, codeInsee, departement } ] (empty: no match)',
        },
      },
      textBody,
      async (ctx) => {
        const result = await useCases.searchAddress.execute(addressQueryOf(ctx));
        respond(ctx, result, (addresses) => addresses.map(addressJson));
      },
    );

    api.route(
      {
        method: 'get',
        path: '/api/map/reverse',
        response: A.ADDRESS_ANSWER,
        query: REVERSE_QUERY,
        summary: 'The address at a point (?lat=&lng=), for the dragged map marker; 404 when none is near',
        tag: TAG,
        audience: 'public',
        responses: { 200: '{ nom, codePostal, type, latitude, longitude, ville, codeInsee, departement }' },
      },
      async (ctx) => {
        const result = await useCases.reverseGeocode.execute({
          lat: firstQuery(ctx, 'lat'),
          lng: firstQuery(ctx, 'lng'),
        });
        respond(ctx, result, addressJson);
      },
    );
  };
