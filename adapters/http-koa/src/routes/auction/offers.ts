// The seller's back office: the purchase offers of a sale, accepted or refused (spec §1, §2.4, §6).
import {
  bidHistoryLabel,
  currentPriceDisplay,
  formatEuros,
  translate,
  type Bid,
  type BidStatus,
  type Locale,
  type MessageCode,
  type OfferLine,
  type OfferList,
} from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { idParam, respond } from '../../respond.js';
import type { AuctionUseCases } from '../auction.js';
import { outcomeJson } from './outcome-wire.js';
import { TAG, parisIso, userIri } from './wire.js';
import { NO_QUERY, NO_BODY } from '../../schema.js';
import * as A from './answers.js';

const STATUS_LABEL: Record<BidStatus, MessageCode> = {
  placed: 'offer_pending',
  accepted: 'offer_accepted',
  refused: 'offer_refused',
};

const offerOf = (bid: Bid, viewerId: number, locale: Locale) => {
  const label = bidHistoryLabel(bid, viewerId);
  return {
    id: bid.id,
    amount: bid.amount,
    amountDisplay: formatEuros(bid.amount),
    User: userIri(bid.userId),
    acquereur: translate(label.code, locale, label.params),
    dateTimeString: parisIso(bid.placedAt),
    status: bid.status,
    statusLabel: translate(STATUS_LABEL[bid.status], locale),
    dateReponse: bid.answeredAt === undefined ? null : parisIso(bid.answeredAt),
  };
};

const offerLineOf = (line: OfferLine, viewerId: number, locale: Locale) => ({
  ...offerOf(line.bid, viewerId, locale),
  highest: line.highest,
  canAccept: line.canAccept,
  canRefuse: line.canRefuse,
});

export const offerListOf = (list: OfferList, viewerId: number, locale: Locale) => ({
  bienId: list.propertyId,
  nom: list.title,
  enchereId: list.auction?.id ?? null,
  phase: list.phase,
  currentPrice: list.auction?.currentPrice ?? null,
  currentPriceDisplay: list.auction ? currentPriceDisplay(list.auction) : null,
  dateCloture: list.auction?.closedAt == null ? null : parisIso(list.auction.closedAt),
  issue: outcomeJson(list.outcome, locale),
  offres: list.offers.map((line) => offerLineOf(line, viewerId, locale)),
});

const OFFER_TEXT =
  "{ id, amount, amountDisplay, User: '/api/users/{id}', acquereur ('Acquéreur {id}'), dateTimeString, " +
  "status ('placed'|'accepted'|'refused'), statusLabel }";

const ANSWER_ERRORS = {
  401: 'Anonymous (unauthenticated)',
  403: 'Not a seller of this property nor an administrator (forbidden)',
  404: 'Unknown offer (not_found)',
};

export function offersRoutes(useCases: AuctionUseCases, api: ApiRouter): void {
  api.route(
    {
      method: 'get',
      path: '/api/vendeur/bien/:bien/offres',
      response: A.OFFER_LIST_ANSWER,
      query: NO_QUERY,
      summary:
        'The purchase offers of a sale, highest first, for one of its sellers (ROLE_VENDEUR whose e-mail ' +
        "is among the property's vendors) or an administrator.",
      tag: TAG,
      audience: 'seller',
      responses: {
        200:
          '{ bienId, nom, enchereId, phase, currentPrice, currentPriceDisplay, dateCloture, ' +
          `offres: [${OFFER_TEXT} + { highest, canAccept, canRefuse }] }`,
        ...ANSWER_ERRORS,
        404: 'Unknown property (not_found)',
      },
    },
    async (ctx) => {
      const result = await useCases.listOffers.execute({
        viewer: ctx.state.viewer,
        propertyId: idParam(ctx, 'bien'),
      });
      respond(ctx, result, (list) => offerListOf(list, ctx.state.viewer.id, ctx.state.locale));
    },
  );

  api.route(
    {
      method: 'post',
      path: '/api/vendeur/offres/:bidId/accepter',
      response: A.OFFER_ANSWER,
      query: NO_QUERY,
      body: NO_BODY,
      summary:
        'The seller accepts the highest offer: the sale ends at once (the next poll shows the phase ended).',
      tag: TAG,
      audience: 'seller',
      responses: {
        200: `{ message: 'Offre acceptée', offre: ${OFFER_TEXT}, enchereId, dateCloture }`,
        ...ANSWER_ERRORS,
        409: 'offer_not_highest, offer_already_answered, offer_sale_closed',
      },
    },
    async (ctx) => {
      const result = await useCases.acceptOffer.execute({
        viewer: ctx.state.viewer,
        bidId: idParam(ctx, 'bidId'),
      });
      respond(ctx, result, ({ bid, auction }) => ({
        message: translate('offer_accepted', ctx.state.locale),
        offre: offerOf(bid, ctx.state.viewer.id, ctx.state.locale),
        enchereId: auction.id,
        dateCloture: auction.closedAt === null ? null : parisIso(auction.closedAt),
      }));
    },
  );

  api.route(
    {
      method: 'post',
      path: '/api/vendeur/offres/:bidId/refuser',
      response: A.OFFER_ANSWER,
      query: NO_QUERY,
      body: NO_BODY,
      summary: 'The seller refuses an offer; the auction goes on.',
      tag: TAG,
      audience: 'seller',
      responses: {
        200: `{ message: 'Offre refusée', offre: ${OFFER_TEXT}, enchereId, dateCloture: null }`,
        ...ANSWER_ERRORS,
        409: 'offer_already_answered, offer_sale_closed',
      },
    },
    async (ctx) => {
      const result = await useCases.refuseOffer.execute({
        viewer: ctx.state.viewer,
        bidId: idParam(ctx, 'bidId'),
      });
      respond(ctx, result, ({ bid, auction }) => ({
        message: translate('offer_refused', ctx.state.locale),
        offre: offerOf(bid, ctx.state.viewer.id, ctx.state.locale),
        enchereId: auction.id,
        dateCloture: auction.closedAt === null ? null : parisIso(auction.closedAt),
      }));
    },
  );
}
