// The negotiator's sale form (spec §2.1, §3.1, §5.1, §7, §8): load, create and update a sale.
import {
  AMENITIES,
  HEATING_KINDS,
  PROCEDURE_OPTIONS,
  PROPERTY_TYPE_CODES,
  type CreateSale,
  type DomainError,
  type GetSale,
  type Result,
  type UpdateSale,
} from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { idParam, respond } from '../../respond.js';

export interface SaleFormUseCases {
  createSale: CreateSale;
  updateSale: UpdateSale;
  getSale: GetSale;
}

export const SALES_TAG = 'sales';

// OpenAPI 3.0 schemas: one type each, alternatives through anyOf, null through nullable.
const text = { type: 'string' } as const;
/** Number inputs travel as the form holds them, as text; a JSON number is read as its text. */
const numberText = { anyOf: [{ type: 'string' }, { type: 'number' }] } as const;
const flag = {
  anyOf: [
    { type: 'boolean' },
    { type: 'string', enum: ['1', '0', 'true', 'false'] },
    { type: 'integer', enum: [1, 0] },
  ],
} as const;
const yesNo = { type: 'string', enum: ['oui', 'non'] } as const;

/** JSON Schema of the form's values, by the spec's wire names (core's readSaleFormValues checks them). */
export const SALE_FORM_SCHEMA: Record<string, unknown> = {
  type: 'object',
  description:
    'Every field is optional on the wire (a missing one takes its default); the rules of §5.1 then apply.',
  properties: {
    ref_client: { ...text, maxLength: 21 },
    type: { type: 'string', enum: ['', ...PROPERTY_TYPE_CODES] },
    sous_nature: text,
    nom: { ...text, maxLength: 120 },
    dateDebut: { ...text, description: "yyyy-MM-dd'T'HH:mm, Paris time" },
    dateFin: { ...text, description: "yyyy-MM-dd'T'HH:mm, Paris time" },
    showNotaire: flag,
    showNotimmoBareme: flag,
    premiere_offre_possible_nv: numberText,
    premier_prix: numberText,
    flat_price_answer: flag,
    flat_price: numberText,
    pas_enchere: numberText,
    reserve_price: numberText,
    charge_honoraire: { type: 'string', enum: ['A', 'V'] },
    annee_construction: numberText,
    travauxAPrevoir: { type: 'string', enum: ['', 'oui', 'non'] },
    nature_travaux: text,
    numero_etage: numberText,
    nombre_salle_de_bains: numberText,
    nombre_wc: numberText,
    acces_handicap: { type: 'string', enum: ['', 'oui', 'non'] },
    etat_general: text,
    taxe_fonciere: numberText,
    taxe_habitation: numberText,
    charges_mensuelles: numberText,
    chauffage: { type: 'array', items: { type: 'string', enum: [...HEATING_KINDS] } },
    descriptif: text,
    lienVisiteVirtuelle: text,
    lienVideo: text,
    lienRhinov: text,
    h36: {
      anyOf: [{ type: 'string', enum: ['0', '1'] }, { type: 'integer', enum: [0, 1] }, { type: 'boolean' }],
    },
    ...Object.fromEntries(AMENITIES.map((amenity) => [amenity, flag])),
    dpe_exempte: yesNo,
    dpe_vierge: yesNo,
    copropriete: yesNo,
    constru_moins5ans: yesNo,
    etat_des_risques: yesNo,
    assistance_tiers_assoc: {
      anyOf: [{ type: 'integer' }, { type: 'string' }],
      nullable: true,
      description: 'tiers_id; assistance negotiators only',
    },
    afficher_adresse: { ...flag, description: 'true shows the address (the form checkbox is its inverse)' },
    adresse: text,
    codeInsee: text,
    codePostal: text,
    ville: text,
    departement: text,
    lat: { anyOf: [{ type: 'number' }, { type: 'string' }], nullable: true },
    lng: { anyOf: [{ type: 'number' }, { type: 'string' }], nullable: true },
    complement: text,
    surface_habitable: numberText,
    surface_terrain: numberText,
    nombre_chambres: numberText,
    nombre_pieces: numberText,
    nb_lots: numberText,
    charge: numberText,
    infos_procedure: { type: 'string', enum: [...PROCEDURE_OPTIONS] },
    nom_syndic: text,
    description_quartier: { ...text, maxLength: 100 },
    descriptif_annonce: text,
    dpe_date: { ...text, description: 'yyyy-MM-dd' },
    dpe_nrj: numberText,
    dpe_lettre: { type: 'string', enum: ['', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] },
    dpe_ges: numberText,
    ges_lettre: { type: 'string', enum: ['', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] },
    cout_ann_min: numberText,
    cout_ann_max: numberText,
    date_ref_dpe: numberText,
    vendeurs: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        properties: { email: text, primary: flag },
      },
    },
  },
};

/**
 * A save without a valid session: the form was opened while logged in, so the session has most
 * likely expired — the §8 save error 'session_expiree' (401, the client drops its token).
 */
export const asSaveResult = <T>(result: Result<T, DomainError>): Result<T, DomainError> =>
  !result.ok && result.error.code === 'unauthenticated'
    ? { ok: false, error: { code: 'session_expiree' } }
    : result;

const SAVE_ANSWERS = {
  400: "sale_form_invalid (error.fields: each field's {code, message}), commune_not_found, invalid_input (a field of the wrong type, with error.field), invalid_json, sale_third_party_not_found",
  401: 'session_expiree (‘Votre session est peut être expirée, veuillez vous reconnecter’)',
  403: 'forbidden: not a negotiator, or another negotiator’s sale',
  409: 'sale_reference_exists',
};

export const saleFormRoutes = (useCases: SaleFormUseCases, api: ApiRouter): void => {
  api.route(
    {
      method: 'get',
      path: '/v2/sell/:bienId',
      summary: 'Every value of a sale’s form (afficher_adresse and vendeurs included), plus bienId',
      tag: SALES_TAG,
      audience: 'negotiator',
      responses: {
        200: 'The form values by the spec’s names (§3.1) and bienId',
        401: 'unauthenticated',
        403: 'forbidden: another negotiator’s sale',
        404: 'not_found',
      },
    },
    async (ctx) => {
      const bienId = idParam(ctx, 'bienId');
      respond(ctx, await useCases.getSale.execute({ viewer: ctx.state.viewer, bienId }), (values) => ({
        bienId,
        ...values,
      }));
    },
  );

  api.route(
    {
      method: 'post',
      path: '/v2/sell/agence-immo/create',
      summary: 'Creates a sale (the property and its auction) from the sale form',
      tag: SALES_TAG,
      audience: 'negotiator',
      body: SALE_FORM_SCHEMA,
      responses: { 201: '{ bienId }', ...SAVE_ANSWERS },
    },
    async (ctx) => {
      const result = await useCases.createSale.execute({
        viewer: ctx.state.viewer,
        values: ctx.request.body,
      });
      respond(ctx, asSaveResult(result), ({ bienId }) => ({ bienId }), 201);
    },
  );

  api.route(
    {
      method: 'put',
      path: '/v2/sell/agence-immo/update/:bienId',
      summary: 'Saves the sale form of an existing sale (its negotiator or an administrator)',
      tag: SALES_TAG,
      audience: 'negotiator',
      body: SALE_FORM_SCHEMA,
      responses: {
        200: '{ bienId }',
        ...SAVE_ANSWERS,
        404: 'not_found',
        409: 'sale_reference_exists; sale_has_bids (start, first price or step changed after a bid); sale_end_locked (end changed once the sale opened)',
      },
    },
    async (ctx) => {
      const bienId = idParam(ctx, 'bienId');
      const result = await useCases.updateSale.execute({
        viewer: ctx.state.viewer,
        bienId,
        values: ctx.request.body,
      });
      respond(ctx, asSaveResult(result), (saved) => ({ bienId: saved.bienId }));
    },
  );
};
