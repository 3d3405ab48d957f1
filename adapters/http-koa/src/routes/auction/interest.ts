// 'Ce bien m'intéresse': the named route inscription_vente (spec §2.4, §7, §8).
import { loginPagePath, translate } from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { HttpProblem } from '../../problem.js';
import { idParam, respond } from '../../respond.js';
import type { AuctionUseCases } from '../auction.js';
import { TAG, refuseCrossSiteCookieGet } from './wire.js';
import { NO_QUERY } from '../../schema.js';
import * as A from './answers.js';

/** The buyer's page of a property in their space (named route acheteur_bien_show). */
export const buyerPropertyPath = (propertyId: number): string =>
  `/espace-utilisateur/acheteur/bien/${propertyId}/show`;

export function interestRoutes(useCases: AuctionUseCases, api: ApiRouter): void {
  api.route(
    {
      method: 'get',
      path: '/api/bien/inscription/:bien',
      response: A.INTEREST_ANSWER,
      query: NO_QUERY,
      name: 'inscription_vente',
      summary:
        "Registers the viewer's interest in a property ('Ce bien m'intéresse'): opens their buyer file, " +
        'which makes them one of its acheteurs (bienInscrit 1). Registering twice changes nothing. The ' +
        'page then shows message in its confirmation modal and, once confirmed, goes to redirect ' +
        '(acheteur_bien_show). A cookie call marked Sec-Fetch-Site: cross-site is refused (csrf_rejected).',
      tag: TAG,
      audience: 'user',
      responses: {
        200:
          "{ message: 'Êtes-vous sûr ? Vous serez redirigé vers votre espace utilisateur' (the modal text), " +
          "redirect: '/espace-utilisateur/acheteur/bien/{bien}/show', bienId, bienInscrit: '1', created }",
        401: "Anonymous: { error: { code: 'unauthenticated', message, redirect: '/compte-36h-immo.html?bienVente={bien}' } }",
        403: 'Negotiators may not register (forbidden); cross-site cookie call (csrf_rejected)',
        404: 'Unknown property (not_found)',
        409: 'The sale is over (interest_sale_ended)',
      },
    },
    async (ctx) => {
      const bienId = idParam(ctx, 'bien');
      refuseCrossSiteCookieGet(ctx);
      const result = await useCases.registerInterest.execute({
        viewer: ctx.state.viewer,
        propertyId: bienId,
      });
      if (!result.ok && result.error.code === 'unauthenticated') {
        throw new HttpProblem(401, 'unauthenticated', {}, { redirect: loginPagePath('bienVente', bienId) });
      }
      respond(ctx, result, ({ created }) => ({
        message: translate('interest_confirm', ctx.state.locale),
        redirect: buyerPropertyPath(bienId),
        bienId,
        bienInscrit: '1',
        created,
      }));
    },
  );
}
