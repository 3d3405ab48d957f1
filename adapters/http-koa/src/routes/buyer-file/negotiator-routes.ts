// The sale manager's side of the buyer files: decide the reviews; an administrator's: the right to bid.
import type { ReviewedPart } from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { idParam, jsonObject, respond } from '../../respond.js';
import type { BuyerFileUseCases } from '../buyer-file.js';
import { BUYER_FILE_TAG } from './buyer-routes.js';
import { biddingRightJson, buyerRowJson } from './shapes.js';
import { BIDDING_RIGHT_ANSWER, BUYER_ROW_ANSWER } from './answers.js';
import { NO_QUERY } from '../../schema.js';
import { BIDDING_RIGHT_BODY, DECISION_BODY } from './schemas.js';

const DECISIONS: Readonly<Record<ReviewedPart, { path: string; what: string }>> = {
  identity: {
    path: '/api/dossiers/:id/piece-identite/decision',
    what: 'the identity document (approving it approves the account once for every sale)',
  },
  agrement: { path: '/api/dossiers/:id/agrement/decision', what: 'the agrément request of this property' },
};

export const negotiatorRoutes = (useCases: BuyerFileUseCases, api: ApiRouter): void => {
  for (const part of ['identity', 'agrement'] as const) {
    const { path, what } = DECISIONS[part];
    api.route(
      {
        method: 'post',
        path,
        response: BUYER_ROW_ANSWER,
        query: NO_QUERY,
        summary: `Approves or refuses, with a reason, ${what}; the buyer is e-mailed`,
        tag: BUYER_FILE_TAG,
        audience: 'negotiator',
        body: DECISION_BODY,
        responses: {
          200: 'BuyerRowJson (docs/buyer-funnel.md)',
          400: 'invalid_input (decision), review_not_pending, review_reason_required, field_too_long',
          401: 'unauthenticated',
          403: 'forbidden: not the sale’s negotiator nor an administrator',
          404: 'not_found',
        },
      },
      async (ctx) => {
        const body = jsonObject(ctx);
        const result = await useCases.decideBuyerFileReview.execute({
          viewer: ctx.state.viewer,
          buyerFileId: idParam(ctx, 'id'),
          part,
          decision: body.decision,
          reason: body.reason,
        });
        respond(ctx, result, buyerRowJson);
      },
    );
  }

  api.route(
    {
      method: 'put',
      path: '/api/users/:id/droit-enchere',
      response: BIDDING_RIGHT_ANSWER,
      query: NO_QUERY,
      summary:
        'Withdraws (with a reason the user reads) or restores a user’s right to bid; the user is e-mailed when it changes',
      tag: BUYER_FILE_TAG,
      audience: 'admin',
      body: BIDDING_RIGHT_BODY,
      responses: {
        200: '{ id, email, firstName, lastName, roles, verified, canAuction, biddingSuspendedAt, biddingSuspensionReason }',
        400: 'invalid_input (allowed, reason), field_too_long',
        401: 'unauthenticated',
        403: 'forbidden: administrators only',
        404: 'not_found',
      },
    },
    async (ctx) => {
      const body = jsonObject(ctx);
      const result = await useCases.setBiddingRight.execute({
        viewer: ctx.state.viewer,
        userId: idParam(ctx, 'id'),
        allowed: body.allowed,
        reason: body.reason,
      });
      respond(ctx, result, biddingRightJson);
    },
  );
};
