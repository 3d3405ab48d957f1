import {
  SELLER_LEADS_PATH,
  bytesSource,
  translate,
  type GetSalePoster,
  type ListSellerLeads,
  type ListSiteSales,
  type SellerLead,
  type SubmitSellerLead,
} from '@immo/core';
import type { ApiRouter } from '../api-router.js';
import { RANGE_RESPONSES, sendAttachment } from '../attachment.js';
import { respond } from '../respond.js';
import { parisIso } from './auction/wire.js';
import { NO_QUERY, SENT_ANSWER } from '../schema.js';
import { SELLER_LEAD_BODY, SELLER_LEADS_QUERY } from './public-site/schemas.js';
import * as P from './public-site/answers.js';

export interface PublicSiteUseCases {
  listSiteSales: ListSiteSales;
  getSalePoster: GetSalePoster;
  submitSellerLead: SubmitSellerLead;
  listSellerLeads: ListSellerLeads;
}

/** The path of the sell form and the estimate page's requests; throttled per address (app.ts). */
export const SELLER_LEAD_ROUTE = '/api/vendre';

const leadJson = (lead: SellerLead) => ({
  id: lead.id,
  kind: lead.kind,
  type: lead.type,
  adresse: lead.address.street,
  codePostal: lead.address.postcode,
  ville: lead.address.city,
  lat: lead.address.lat,
  lng: lead.address.lng,
  surface: lead.livingArea,
  pieces: lead.rooms,
  nom: lead.name,
  email: lead.email,
  telephone: lead.phone,
  message: lead.message,
  consentement: parisIso(lead.consentAt),
  createdAt: parisIso(lead.createdAt),
});

const TAG = 'public-site';

/** The public site: the sales of the site maps (spec §2.4) and the affichette of a sale. */
export const publicSiteRoutes =
  (useCases: PublicSiteUseCases) =>
  (api: ApiRouter): void => {
    api.route(
      {
        method: 'get',
        path: '/api/plan-du-site',
        response: P.SITE_SALES_ANSWER,
        query: NO_QUERY,
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
        method: 'post',
        path: SELLER_LEAD_ROUTE,
        response: SENT_ANSWER,
        query: NO_QUERY,
        body: SELLER_LEAD_BODY,
        summary:
          'An owner leaves his property (sell form, estimate page): stored, e-mailed to the negotiators. ' +
          'Body: { kind (sell|estimate), type, adresse, codePostal, ville, lat, lng, surface, pieces, nom, email, ' +
          'telephone, message, consentement: true }. A few per address and quarter of an hour.',
        tag: TAG,
        audience: 'public',
        responses: {
          201: '{ id, message }',
          400: 'seller_lead_invalid with each field’s error in fields',
          429: 'too_many_requests',
        },
      },
      async (ctx) => {
        const result = await useCases.submitSellerLead.execute({ form: ctx.request.body });
        respond(
          ctx,
          result,
          ({ id }) => ({ id, message: translate('seller_lead_sent', ctx.state.locale) }),
          201,
        );
      },
    );
    api.route(
      {
        method: 'get',
        path: '/api/espace-negociateur/vendeurs',
        response: P.SELLER_LEADS_ANSWER,
        query: SELLER_LEADS_QUERY,
        summary: `The owners' requests, newest first (${SELLER_LEADS_PATH}). Query: page (from 1)`,
        tag: TAG,
        audience: 'negotiator',
        responses: {
          200: "{ 'hydra:member': [lead], 'hydra:totalItems', page, pageSize }",
          401: 'unauthenticated',
          403: 'forbidden',
        },
      },
      async (ctx) => {
        const result = await useCases.listSellerLeads.execute({
          viewer: ctx.state.viewer,
          page: ctx.query.page,
        });
        respond(ctx, result, (found) => ({
          'hydra:member': found.items.map(leadJson),
          'hydra:totalItems': found.total,
          page: found.page,
          pageSize: found.pageSize,
        }));
      },
    );
    api.route(
      {
        method: 'get',
        path: '/affichette:numero',
        response: 'file',
        query: NO_QUERY,
        summary:
          "The sale's printable A4 poster (PDF): main photo, title, town, price with fees, dates, DPE letters, " +
          'the negotiator and a QR code to the property page, in the visitor’s language',
        tag: TAG,
        audience: 'public',
        responses: {
          200: 'application/pdf',
          ...RANGE_RESPONSES,
          400: 'numero is not a sale number',
          404: 'No such sale',
        },
      },
      async (ctx) => {
        const numero = String(ctx.params.numero ?? '');
        const result = await useCases.getSalePoster.execute({
          viewer: ctx.state.viewer,
          propertyId: /^\d{1,16}$/.test(numero) ? Number(numero) : numero,
          locale: ctx.state.locale,
        });
        if (!result.ok) return respond(ctx, result);
        const { bytes, fileName } = result.value;
        await sendAttachment(
          ctx,
          { file: bytesSource(bytes), fileName, contentType: 'application/pdf' },
          'no-cache',
        );
        ctx.set(
          'Content-Disposition',
          ctx.response.get('Content-Disposition').replace(/^attachment/, 'inline'),
        );
      },
    );
  };
