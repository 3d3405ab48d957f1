// The negotiator's sale form (spec §2.1, §3.1, §5.1, §7, §8): load, create and update a sale.
import {
  AMENITIES,
  HEATING_KINDS,
  PROCEDURE_OPTIONS,
  PROPERTY_TYPE_CODES,
  SALE_FORM_COUNT_MAX,
  SALE_FORM_MAX_VENDORS,
  SALE_FORM_PRICE_MAX,
  SALE_FORM_TEXT_MAX_LENGTH,
  type CreateSale,
  type DomainError,
  type GetSale,
  type Result,
  type UpdateSale,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import type { ApiRouter } from '../../api-router.js';
import { INT_COLUMN_MAX, PLAIN_TEXT_FORMAT, httpUrl, int, numberText, text } from '../../schema.js';
import { idParam, respond } from '../../respond.js';
import { NO_QUERY } from '../../schema.js';
import * as A from './answers.js';

export interface SaleFormUseCases {
  createSale: CreateSale;
  updateSale: UpdateSale;
  getSale: GetSale;
}

export const SALES_TAG = 'sales';

/** Number inputs travel as the form holds them, as text; a JSON number is read as its text. */
const flag = Type.Union([
  Type.Boolean(),
  Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')]),
  Type.Union([Type.Literal(1), Type.Literal(0)]),
]);
const oneOf = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));
const yesNo = oneOf(['oui', 'non']);
/** Texts stored in VARCHAR(255) columns. */
const line = text(255, { format: PLAIN_TEXT_FORMAT, errorCode: 'field_invalid' });
/** Texts stored in TEXT columns: long, still bounded. */
const longText = text(SALE_FORM_TEXT_MAX_LENGTH);
/** Prices in whole euros (or with cents for the reserve price, a DECIMAL(12,2) column). */
const price = numberText(SALE_FORM_PRICE_MAX);
/** Counts, floors, years: INT columns. */
const count = numberText(SALE_FORM_COUNT_MAX, -SALE_FORM_COUNT_MAX);
const coordinate = (limit: number) =>
  Type.Union([
    Type.Literal(''),
    Type.Null(),
    Type.Number({ minimum: -limit, maximum: limit }),
    Type.String({
      maxLength: 24,
      pattern: '^\\s*-?\\d{1,3}(\\.\\d+)?\\s*$',
      errorCode: 'field_number_invalid',
    }),
  ]);

/** The form's values, by the spec's wire names, each bounded to what its column holds (core's readSaleFormValues then applies §5.1). */
export const SALE_FORM_SCHEMA = Type.Partial(
  Type.Object(
    {
      // Texts bounded by their columns; core's shorter limits (§5.1) answer with the spec's messages.
      ref_client: text(64),
      type: oneOf(['', ...PROPERTY_TYPE_CODES]),
      sous_nature: text(255),
      nom: text(255),
      dateDebut: text(32, { description: "yyyy-MM-dd'T'HH:mm, Paris time" }),
      dateFin: text(32, { description: "yyyy-MM-dd'T'HH:mm, Paris time" }),
      showNotaire: flag,
      showNotimmoBareme: flag,
      premiere_offre_possible_nv: price,
      premier_prix: price,
      flat_price_answer: flag,
      flat_price: price,
      pas_enchere: price,
      reserve_price: price,
      charge_honoraire: oneOf(['A', 'V']),
      annee_construction: count,
      travauxAPrevoir: oneOf(['', 'oui', 'non']),
      nature_travaux: longText,
      numero_etage: count,
      nombre_salle_de_bains: count,
      nombre_wc: count,
      acces_handicap: oneOf(['', 'oui', 'non']),
      etat_general: longText,
      taxe_fonciere: Type.Union([text(255), Type.Number({ minimum: 0, maximum: SALE_FORM_PRICE_MAX })]),
      taxe_habitation: Type.Union([line, Type.Number({ minimum: 0, maximum: SALE_FORM_PRICE_MAX })]),
      charges_mensuelles: Type.Union([line, Type.Number({ minimum: 0, maximum: SALE_FORM_PRICE_MAX })]),
      chauffage: Type.Array(oneOf(HEATING_KINDS), { maxItems: HEATING_KINDS.length }),
      descriptif: longText,
      lienVisiteVirtuelle: httpUrl(),
      lienVideo: httpUrl(),
      lienRhinov: httpUrl(),
      h36: Type.Union([oneOf(['0', '1']), Type.Union([Type.Literal(0), Type.Literal(1)]), Type.Boolean()]),
      ...Object.fromEntries(AMENITIES.map((amenity) => [amenity, flag])),
      dpe_exempte: yesNo,
      dpe_vierge: yesNo,
      copropriete: yesNo,
      constru_moins5ans: yesNo,
      etat_des_risques: yesNo,
      assistance_tiers_assoc: Type.Union(
        [int(0, INT_COLUMN_MAX), text(10, { pattern: '^\\d*$' }), Type.Null()],
        {
          description: 'tiers_id; assistance negotiators only',
        },
      ),
      afficher_adresse: Type.Union([flag], {
        description: 'true shows the address (the form checkbox is its inverse)',
      }),
      adresse: line,
      codeInsee: text(5, { pattern: '^([0-9][0-9AB][0-9]{3})?$', errorCode: 'field_invalid' }),
      codePostal: text(10, { pattern: '^[0-9A-Za-z -]*$', errorCode: 'field_invalid' }),
      ville: line,
      departement: text(64, { format: PLAIN_TEXT_FORMAT, errorCode: 'field_invalid' }),
      lat: coordinate(90),
      lng: coordinate(180),
      complement: line,
      surface_habitable: numberText(SALE_FORM_COUNT_MAX),
      surface_terrain: numberText(SALE_FORM_COUNT_MAX),
      nombre_chambres: count,
      nombre_pieces: count,
      nb_lots: count,
      charge: price,
      infos_procedure: oneOf(PROCEDURE_OPTIONS),
      nom_syndic: line,
      description_quartier: longText,
      descriptif_annonce: longText,
      dpe_date: text(10, { description: 'yyyy-MM-dd' }),
      dpe_nrj: numberText(SALE_FORM_COUNT_MAX),
      dpe_lettre: oneOf(['', 'A', 'B', 'C', 'D', 'E', 'F', 'G']),
      dpe_ges: numberText(SALE_FORM_COUNT_MAX),
      ges_lettre: oneOf(['', 'A', 'B', 'C', 'D', 'E', 'F', 'G']),
      cout_ann_min: price,
      cout_ann_max: price,
      date_ref_dpe: count,
      vendeurs: Type.Array(Type.Object({ email: text(255), primary: Type.Optional(flag) }), {
        maxItems: SALE_FORM_MAX_VENDORS,
      }),
    },
    {
      description:
        'Every field is optional on the wire (a missing one takes its default); the rules of §5.1 then apply.',
    },
  ),
  // A field outside its bounds: 400 invalid_input naming it, each field's own error in `fields`.
  { errorCode: 'invalid_input' },
);

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
      response: A.SALE_FORM_ANSWER,
      query: NO_QUERY,
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
      response: A.SALE_SAVED_ANSWER,
      query: NO_QUERY,
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
      response: A.SALE_SAVED_ANSWER,
      query: NO_QUERY,
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
