// The buyer space's own data (issue 9, docs/buyer-funnel.md): "mes informations" (PUT /api/me),
// "mes offres" and the cards of "mes favoris". Always the viewer's own: no id in the path.
import { type FavouriteItem, type Locale, type MyOffer, type PublicSaleCard } from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { jsonObject, respond } from '../../respond.js';
import type { AccountsUseCases } from '../accounts.js';
import { typeLabel } from '../auction/property-page.js';
import { ME_ANSWER_DOC, TAG, isoTime, meAnswer } from './wire.js';
import * as S from './schemas.js';
import { NO_QUERY } from '../../schema.js';

/** What a card of the buyer space shows of a sale, with the spec's French field names. */
const saleOnWire = (
  sale: Pick<PublicSaleCard, 'title' | 'city' | 'postcode' | 'imageUrl' | 'phase' | 'endAt'>,
) => ({
  nom: sale.title,
  ville: sale.city,
  codePostal: sale.postcode,
  photoUrl: sale.imageUrl,
  phase: sale.phase,
  endAt: isoTime(sale.endAt),
});

/** A favourite with the public card of its sale (the home page's projection), null once the property is gone. */
export const favouriteOnWire = (item: FavouriteItem, locale: Locale) => ({
  bienId: item.propertyId,
  createdAt: isoTime(item.createdAt),
  card: item.card && {
    ...saleOnWire(item.card),
    typeLabel: item.card.type === null ? null : typeLabel(item.card.type, locale),
    price: item.card.price,
  },
});

export const FAVOURITES_ANSWER_DOC =
  '{ items: [{ bienId, createdAt (ISO 8601), card: { nom, ville, codePostal, typeLabel, price, phase, ' +
  'endAt, photoUrl } | null (the property no longer exists) }], total } — newest first';

const offerOnWire = (offer: MyOffer) => ({
  bienId: offer.propertyId,
  enchereId: offer.auctionId,
  ...saleOnWire(offer),
  currentPrice: offer.currentPrice,
  myBestBid: offer.myBestBid,
  myBidCount: offer.myBidCount,
  status: offer.status,
  acceptedBySeller: offer.acceptedBySeller,
});

export function buyerSpaceRoutes(useCases: AccountsUseCases, api: ApiRouter): void {
  api.route(
    {
      method: 'put',
      path: '/api/me',
      summary: "Edit the viewer's profile ('mes informations') with the sign-up's rules",
      tag: TAG,
      audience: 'user',
      body: S.PROFILE_BODY,
      query: NO_QUERY,
      response: S.ME_ANSWER,
      responses: {
        200: `the profile, as GET /api/me: ${ME_ANSWER_DOC}`,
        400: 'profile_invalid with error.fields: each field in error with its code and message',
        401: 'unauthenticated',
      },
    },
    async (ctx) => {
      const { email: _notEditable, ...body } = jsonObject(ctx);
      respond(ctx, await useCases.updateProfile.execute({ ...body, viewer: ctx.state.viewer }), meAnswer);
    },
  );

  api.route(
    {
      method: 'get',
      path: '/api/me/offres',
      summary:
        "Every sale the viewer bid on ('mes offres'): running ones first, ending soonest first, then " +
        'the ended ones, latest first',
      tag: TAG,
      audience: 'user',
      query: NO_QUERY,
      response: S.MY_OFFERS_ANSWER,
      responses: {
        200:
          '{ items: [{ bienId, enchereId, nom, ville, codePostal, photoUrl, phase (upcoming|live|ended), ' +
          'endAt (ISO 8601), currentPrice, myBestBid, myBidCount, status: leading|outbid|won|lost, ' +
          'acceptedBySeller }], serverNow (ISO 8601: the countdowns run on server time) }',
        401: 'unauthenticated',
      },
    },
    async (ctx) => {
      const result = await useCases.listMyOffers.execute({ viewer: ctx.state.viewer });
      respond(ctx, result, ({ items, now }) => ({
        items: items.map(offerOnWire),
        serverNow: new Date(now).toISOString(),
      }));
    },
  );
}
