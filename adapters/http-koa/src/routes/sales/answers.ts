// The answers of the negotiator's sales area: the sale form as it loads, the lists, the actors of a sale,
// the table query routes, inline edits and the publication.
import {
  AMENITIES,
  HEATING_KINDS,
  INLINE_ENTITIES,
  PROCEDURE_OPTIONS,
  PROPERTY_TYPE_CODES,
  QB_TABLE_NAMES,
  type CreateSale,
  type InlineEdit,
  type ListSaleActors,
  type QueryTable,
  type SaleFormValues,
  type UpdateTableRow,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import { answer, nullable, oneOfTexts, parisInstant, shapedBy, type OutputOf } from '../../schema.js';
import { BUYER_ROW_ANSWER } from '../buyer-file/answers.js';

/** Text and number inputs travel as the form holds them: as text. */
const input = (description?: string) => Type.String(description ? { description } : {});
const yesNo = oneOfTexts(['oui', 'non']);
const yesNoChoice = oneOfTexts(['', 'oui', 'non'], "'' until chosen");

/** The sale form's values by the spec's names (§3.1), as GET /v2/sell/{bienId} loads them. */
const SALE_FORM_VALUES = shapedBy(
  answer({
    ref_client: input(),
    type: oneOfTexts(['', ...PROPERTY_TYPE_CODES]),
    sous_nature: input(),
    nom: input(),
    dateDebut: input("yyyy-MM-dd'T'HH:mm, Paris time"),
    dateFin: input("yyyy-MM-dd'T'HH:mm, Paris time"),
    showNotaire: Type.Boolean(),
    showNotimmoBareme: Type.Boolean(),
    premiere_offre_possible_nv: input(),
    premier_prix: input(),
    flat_price_answer: Type.Boolean(),
    flat_price: input(),
    pas_enchere: input(),
    reserve_price: input(),
    charge_honoraire: oneOfTexts(['A', 'V']),
    annee_construction: input(),
    travauxAPrevoir: yesNoChoice,
    nature_travaux: input(),
    numero_etage: input(),
    nombre_salle_de_bains: input(),
    nombre_wc: input(),
    acces_handicap: yesNoChoice,
    etat_general: input(),
    taxe_fonciere: input(),
    taxe_habitation: input(),
    charges_mensuelles: input(),
    chauffage: Type.Array(oneOfTexts(HEATING_KINDS)),
    descriptif: input(),
    lienVisiteVirtuelle: input(),
    lienVideo: input(),
    lienRhinov: input(),
    h36: oneOfTexts(['0', '1']),
    ...Object.fromEntries(AMENITIES.map((amenity) => [amenity, Type.Boolean()])),
    dpe_exempte: yesNo,
    dpe_vierge: yesNo,
    copropriete: yesNo,
    constru_moins5ans: yesNo,
    etat_des_risques: yesNo,
    assistance_tiers_assoc: nullable(Type.Integer({ description: 'tiers_id' })),
    afficher_adresse: Type.Boolean({
      description: 'true shows the address (the form checkbox is its inverse)',
    }),
    adresse: input(),
    codeInsee: input(),
    codePostal: input(),
    ville: input(),
    departement: input(),
    lat: nullable(Type.Number()),
    lng: nullable(Type.Number()),
    complement: input(),
    surface_habitable: input(),
    surface_terrain: input(),
    nombre_chambres: input(),
    nombre_pieces: input(),
    nb_lots: input(),
    charge: input('Annual co-ownership charges, euros'),
    infos_procedure: oneOfTexts(PROCEDURE_OPTIONS),
    nom_syndic: input(),
    description_quartier: input(),
    descriptif_annonce: input(),
    dpe_date: input('yyyy-MM-dd'),
    dpe_nrj: input(),
    dpe_lettre: input(),
    dpe_ges: input(),
    ges_lettre: input(),
    cout_ann_min: input(),
    cout_ann_max: input(),
    date_ref_dpe: input(),
    vendeurs: Type.Array(answer({ email: Type.String(), primary: Type.Boolean() })),
  }),
  (values: SaleFormValues) => values,
);

export const SALE_FORM_ANSWER = answer({ bienId: Type.Integer(), ...SALE_FORM_VALUES.properties });

export const SALE_SAVED_ANSWER = shapedBy(
  answer({ bienId: Type.Integer() }),
  (saved: OutputOf<CreateSale>) => saved,
);

export const THIRD_PARTIES_ANSWER = answer({
  data: Type.Array(
    answer({
      tiers_id: Type.Integer(),
      tiers_name: Type.String(),
      tiers_crpcen: nullable(Type.String({ description: 'Null when unknown' })),
    }),
  ),
});

export const SALE_ACTORS_ANSWER = shapedBy(
  answer({
    bienId: Type.Integer(),
    view: oneOfTexts(
      ['negotiator', 'seller'],
      'seller: no buyer e-mail, phone, comment, document name nor reason',
    ),
    negociateur: nullable(
      answer({
        id: Type.Integer(),
        firstName: Type.String(),
        lastName: Type.String(),
        email: Type.String(),
        phone: Type.String(),
      }),
    ),
    vendeurs: Type.Array(answer({ email: Type.String(), primary: Type.Boolean() })),
    acheteurs: Type.Array(BUYER_ROW_ANSWER),
  }),
  ({ acheteurs: _rows, ...actors }: OutputOf<ListSaleActors>) => ({ ...actors, acheteurs: [] }),
);

/** A cell of a whitelisted column; instants as ISO 8601 with the Paris offset. */
const ROW = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
  {
    description: 'column → value',
  },
);

export const TABLE_PAGE_ANSWER = shapedBy(
  answer({
    table: oneOfTexts(QB_TABLE_NAMES),
    columns: Type.Array(Type.String()),
    items: Type.Array(ROW),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  }),
  (page: OutputOf<QueryTable>) => page,
);

export const TABLE_ROW_ANSWER = shapedBy(
  answer({ table: oneOfTexts(QB_TABLE_NAMES), id: Type.Integer(), row: ROW }),
  (updated: OutputOf<UpdateTableRow>) => updated,
);

export const INLINE_EDIT_ANSWER = shapedBy(
  answer({
    entity: oneOfTexts(INLINE_ENTITIES),
    id: Type.Integer(),
    property: Type.String(),
    value: Type.Union([Type.String(), Type.Number(), Type.Null()], {
      description: 'As stored: text, number, yyyy-mm-dd or null when cleared',
    }),
    displayValue: Type.String({ description: 'As the inline field shows it again' }),
  }),
  (edit: OutputOf<InlineEdit>) => edit,
);

const PUBLICATION_FIELDS = {
  bienId: Type.Integer(),
  publie: Type.Boolean(),
  datePublication: nullable(parisInstant()),
  manquants: Type.Array(answer({ code: Type.String(), field: Type.String(), message: Type.String() }), {
    description: 'What publishing still needs, in the form’s order',
  }),
  hasBids: Type.Boolean(),
};

export const PUBLICATION_ANSWER = answer(PUBLICATION_FIELDS);
export const PUBLICATION_CHANGE_ANSWER = answer({ ...PUBLICATION_FIELDS, message: Type.String() });
