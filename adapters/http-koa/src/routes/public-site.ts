import type { GetSalePoster, ListSiteSales } from '@immo/core';
import type { ApiRouter } from '../api-router.js';
import { sendAttachment } from '../attachment.js';
import { respond } from '../respond.js';

export interface PublicSiteUseCases {
  listSiteSales: ListSiteSales;
  getSalePoster: GetSalePoster;
}

const TAG = 'public-site';

/** The public site: the sales of the site maps (spec §2.4) and the affichette of a sale. */
export const publicSiteRoutes =
  (useCases: PublicSiteUseCases) =>
  (api: ApiRouter): void => {
    api.route(
      {
        method: 'get',
        path: '/api/plan-du-site',
        summary:
          'Every sale a visitor may reach (live, upcoming, ended), for the site maps by department, type and town',
        tag: TAG,
        audience: 'public',
        responses: { 200: "{ 'hydra:member': [{ bienId, nom, type, ville, codePostal, departement }] }" },
      },
      async (ctx) => {
        const result = await useCases.listSiteSales.execute();
        respond(ctx, result, ({ sales }) => ({
          'hydra:member': sales.map((sale) => ({
            bienId: sale.propertyId,
            nom: sale.title,
            type: sale.type,
            ville: sale.city,
            codePostal: sale.postcode,
            departement: sale.department,
          })),
        }));
      },
    );
    api.route(
      {
        method: 'get',
        path: '/affichette:numero',
        summary:
          "The sale's printable A4 poster (PDF): main photo, title, town, price with fees, dates, DPE letters, " +
          'the negotiator and a QR code to the property page, in the visitor’s language',
        tag: TAG,
        audience: 'public',
        responses: { 200: 'application/pdf', 400: 'numero is not a sale number', 404: 'No such sale' },
      },
      async (ctx) => {
        const numero = String(ctx.params.numero ?? '');
        const result = await useCases.getSalePoster.execute({
          propertyId: /^\d{1,16}$/.test(numero) ? Number(numero) : numero,
          locale: ctx.state.locale,
        });
        if (!result.ok) return respond(ctx, result);
        sendAttachment(ctx, { ...result.value, contentType: 'application/pdf' }, 'no-cache');
        ctx.set(
          'Content-Disposition',
          ctx.response.get('Content-Disposition').replace(/^attachment/, 'inline'),
        );
      },
    );
  };
