// The sale record for the notary (issue 13): the bid chain's verification and the PDF of an ended
// sale, for the sale's negotiator, its sellers and administrators.
import { bytesSource, translate, type GetSaleRecord, type VerifyBidChain } from '@immo/core';
import { Type } from '@sinclair/typebox';
import type { ApiRouter } from '../../api-router.js';
import { NO_QUERY } from '../../schema.js';
import { RANGE_RESPONSES, sendAttachment } from '../../attachment.js';
import { idParam, respond } from '../../respond.js';
import { problemOf } from '../../problem.js';
import { statusOf } from '../../status-of.js';
import { TAG } from './wire.js';

export interface SaleRecordUseCases {
  verifyBidChain: VerifyBidChain;
  getSaleRecord: GetSaleRecord;
}

const CHAIN_REPORT = Type.Object({
  bienId: Type.Integer(),
  enchereId: Type.Integer(),
  valide: Type.Boolean(),
  nombreEncheres: Type.Integer(),
  empreinteFinale: Type.Optional(Type.String()),
  premiereEnchereAlteree: Type.Optional(Type.Integer()),
  raison: Type.Optional(Type.Union([Type.Literal('hash_mismatch'), Type.Literal('hash_missing')])),
  message: Type.String(),
});

export function saleRecordRoutes(useCases: SaleRecordUseCases, api: ApiRouter): void {
  api.route(
    {
      method: 'get',
      path: '/api/vente/:bienId/chaine-encheres',
      query: NO_QUERY,
      summary:
        "Recomputes the sale's bid chain (SHA-256 of each bid with the previous link) and names the first altered bid",
      tag: TAG,
      audience: 'negotiator',
      response: CHAIN_REPORT,
      responses: {
        401: 'unauthenticated',
        403: 'forbidden (not the sale’s negotiator, seller or an admin)',
        404: 'not_found',
      },
    },
    async (ctx) => {
      const result = await useCases.verifyBidChain.execute({
        viewer: ctx.state.viewer,
        propertyId: idParam(ctx, 'bienId'),
      });
      respond(ctx, result, ({ propertyId, auctionId, verdict }) => ({
        bienId: propertyId,
        enchereId: auctionId,
        valide: verdict.valid,
        nombreEncheres: verdict.bidCount,
        ...(verdict.valid
          ? {
              empreinteFinale: verdict.headHash,
              message: translate('bid_chain_valid', ctx.state.locale, { count: verdict.bidCount }),
            }
          : {
              premiereEnchereAlteree: verdict.firstAlteredBidId,
              raison: verdict.reason,
              message: translate('bid_chain_broken', ctx.state.locale, { bidId: verdict.firstAlteredBidId }),
            }),
      }));
    },
  );

  api.route(
    {
      method: 'get',
      path: '/api/vente/:bienId/proces-verbal.pdf',
      query: NO_QUERY,
      response: 'file',
      summary:
        'The record of an ended sale for the notary (PDF): the sale, every bid with its time to the microsecond, ' +
        'bidder, automatic or manual, extensions, outcome, the seller’s decision and the chain’s final hash',
      tag: TAG,
      audience: 'negotiator',
      responses: {
        200: 'application/pdf',
        ...RANGE_RESPONSES,
        401: 'unauthenticated',
        403: 'forbidden',
        404: 'not_found',
        409: 'sale_record_not_ended',
      },
    },
    async (ctx) => {
      const result = await useCases.getSaleRecord.execute({
        viewer: ctx.state.viewer,
        propertyId: idParam(ctx, 'bienId'),
        locale: ctx.state.locale,
      });
      if (!result.ok) throw problemOf(result.error, statusOf(result.error.code));
      const { bytes, fileName } = result.value;
      await sendAttachment(
        ctx,
        { file: bytesSource(bytes), fileName, contentType: 'application/pdf' },
        'private, no-store',
      );
    },
  );
}
