// The auction area's answers (spec §3.2, §7): the poll and its bids, the property page, the home page's
// cards, interest, the seller's offers. Field names as the wire has them; times ISO 8601 with the Paris
// offset; money in whole euros beside its French display.
import {
  AMENITIES,
  BIDDER_BLOCKS,
  BID_BLOCK_REASONS,
  BID_STATUSES,
  BUYER_FILE_STEPS,
  ENERGY_CLASSES,
  HEATING_KINDS,
  INLINE_FIELDS,
  LISTING_STATUSES,
  PROCEDURE_OPTIONS,
  PROPERTY_TYPE_CODES,
  ROLES,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import {
  answer,
  answerOf,
  hydraCollection,
  isoInstant,
  nullable,
  oneOfTexts,
  pageAnswer,
  parisInstant,
} from '../../schema.js';
import type { outcomeJson } from './outcome-wire.js';
import type { offerListOf } from './offers.js';
import type { bienOf, documentOf, propertyPageOf } from './property-page.js';
import type { saleCardOf } from './public-sales.js';
import type { auctionData, bidMember, enchereOfBid } from './wire.js';

/** Whole euros (a JSON number). */
export const euros = (description = 'Whole euros') => Type.Number({ description });
const money = (description?: string) => nullable(euros(description));
const count = () => nullable(Type.Integer());
/** '1' or '0', as the spec's header flags travel. */
const yesNoFlag = () => Type.String({ pattern: '^[01]$' });
export const AUCTION_PHASE = oneOfTexts(['upcoming', 'live', 'ended']);
export const PROPERTY_TYPE = oneOfTexts(PROPERTY_TYPE_CODES);
/** The IRI of a user, as the bid history names the bidder. */
export const USER_IRI = Type.String({ pattern: '^/api/users/\\d+$', examples: ['/api/users/42'] });

/** A sale's outcome: its kind, the price it is about (when any) and its translated label. */
export const OUTCOME_ANSWER = answerOf<ReturnType<typeof outcomeJson>>()(
  answer({
    kind: oneOfTexts(['upcoming', 'open', 'accepted', 'awaiting_seller', 'unsold', 'no_bids']),
    price: money(),
    label: Type.String(),
  }),
);

/** The auction as the page header and the poll's AdditionalData carry it. */
export const AUCTION_DATA_ANSWER = answerOf<ReturnType<typeof auctionData>>()(
  answer({
    currentAuctionNowDateTime: parisInstant(),
    enchereId: Type.Integer(),
    bienId: Type.Integer(),
    dateDebutEnchere: parisInstant(),
    dateFinEnchere: isoInstant('The end in force (extensions included), Paris offset'),
    dateFin: isoInstant('The scheduled end, Paris offset'),
    newDateFin: isoInstant('The end in force, Paris offset'),
    premierPrix: euros(),
    pasEnchere: euros(),
    currentPrice: money('Null before the first bid'),
    currentPriceDisplay: Type.String({ description: 'The current price (else the first price) in French' }),
    minimumBid: euros(),
    phase: AUCTION_PHASE,
    inFinalPhase: Type.Boolean({ description: 'Within the last 36 hours' }),
    dateCloture: nullable(isoInstant('When the seller accepted an offer, Paris offset')),
  }),
);

/** The Enchere sub-object of each bid: the auction as it stands now. */
export const ENCHERE_OF_BID = answerOf<ReturnType<typeof enchereOfBid>>()(
  answer({
    currentPrice: money(),
    pasEnchere: euros(),
    currentPriceDisplay: Type.String(),
    dateFinWithTimezone: parisInstant(),
  }),
);

/** One bid of hydra:member, also the answer to a bid placed. */
export const BID_ANSWER = answerOf<ReturnType<typeof bidMember>>()(
  answer({
    id: Type.Integer(),
    amount: euros(),
    User: USER_IRI,
    dateTimeString: parisInstant(),
    Enchere: ENCHERE_OF_BID,
  }),
);

/** The poll (and each event of the stream): the auction, its latest bids oldest first, their total count. */
export const LIVE_AUCTION_ANSWER = hydraCollection(BID_ANSWER, { AdditionalData: AUCTION_DATA_ANSWER });

export const BID_HISTORY_ANSWER = hydraCollection(BID_ANSWER, {
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

/** The public fields, by the sale form's names (spec §3.1). */
const BIEN = answerOf<ReturnType<typeof bienOf>>()(
  answer({
    id: Type.Integer(),
    ref_client: Type.String(),
    nom: Type.String(),
    type: PROPERTY_TYPE,
    typeLabel: Type.String(),
    sous_nature: Type.String(),
    h36: yesNoFlag(),
    premier_prix: euros(),
    pas_enchere: euros(),
    honoraires: euros('The fees included in the first price'),
    charge_honoraire: oneOfTexts(['A', 'V'], 'A: the buyer pays the fees, V: the seller'),
    annee_construction: count(),
    constru_moins5ans: Type.Boolean(),
    travauxAPrevoir: Type.Boolean(),
    nature_travaux: Type.String(),
    numero_etage: count(),
    nombre_salle_de_bains: count(),
    nombre_wc: count(),
    acces_handicap: Type.Boolean(),
    etat_general: Type.String(),
    taxe_fonciere: Type.String(),
    taxe_habitation: Type.String(),
    charges_mensuelles: Type.String(),
    chauffage: Type.Array(oneOfTexts(HEATING_KINDS)),
    equipements: Type.Array(oneOfTexts(AMENITIES)),
    descriptif: Type.String(),
    description_quartier: Type.String(),
    descriptif_annonce: Type.String(),
    lienVisiteVirtuelle: Type.String(),
    lienVideo: Type.String(),
    lienRhinov: Type.String(),
    etat_des_risques: Type.Boolean(),
    afficher_adresse: Type.Boolean(),
    adresse: nullable(Type.String({ description: 'Null unless afficher_adresse' })),
    complement: nullable(Type.String()),
    codePostal: Type.String(),
    ville: Type.String(),
    departement: Type.String(),
    lat: nullable(Type.Number()),
    lng: nullable(Type.Number()),
    surface_habitable: nullable(Type.Number()),
    surface_terrain: nullable(Type.Number()),
    nombre_pieces: count(),
    nombre_chambres: count(),
    copropriete: Type.Boolean(),
    nb_lots: count(),
    charge: money('Annual co-ownership charges'),
    infos_procedure: oneOfTexts(PROCEDURE_OPTIONS),
    nom_syndic: Type.String(),
    dpe_exempte: Type.Boolean(),
    dpe_vierge: Type.Boolean(),
    dpe_date: nullable(Type.String({ description: 'yyyy-MM-dd' })),
    dpe_nrj: nullable(Type.Number()),
    dpe_lettre: nullable(oneOfTexts(ENERGY_CLASSES)),
    dpe_ges: nullable(Type.Number()),
    ges_lettre: nullable(oneOfTexts(ENERGY_CLASSES)),
    cout_ann_min: money(),
    cout_ann_max: money(),
    date_ref_dpe: count(),
  }),
);

/** A document as spec §3.2 writes it, date.date with microseconds and PHP's timezone fields. */
const PAGE_DOCUMENT = answerOf<ReturnType<typeof documentOf>>()(
  answer({
    id: Type.Integer(),
    nom: Type.String(),
    filetype: Type.Literal('application/pdf'),
    acces: Type.Boolean(),
    date: answer({
      date: Type.String({ description: "'Y-m-d H:i:s.ffffff', Paris time" }),
      timezone_type: Type.Integer({ description: 'Always 3: a zone by name, as PHP writes it' }),
      timezone: Type.String({ examples: ['Europe/Paris'] }),
    }),
  }),
);

export const PROPERTY_PAGE_ANSWER = answerOf<ReturnType<typeof propertyPageOf>>()(
  answer({
    bienId: Type.Integer(),
    enchereId: nullable(Type.Integer()),
    currentAuctionNowDateTime: parisInstant(),
    phase: AUCTION_PHASE,
    inFinalPhase: Type.Boolean(),
    bien: BIEN,
    bienData: answer({
      imageUrl: nullable(Type.String()),
      mediaPrefix: Type.String(),
      photos: Type.Array(
        answer({
          id: Type.Integer(),
          itemName: Type.String({ description: 'The legend' }),
          position: Type.Integer(),
          url: Type.String({ description: 'Width 1920' }),
          thumbnailUrl: Type.String({ description: 'Width 1024' }),
        }),
      ),
    }),
    bienJson: answer({
      lienVideo: Type.String(),
      lienVisiteVirtuelle: Type.String(),
      lienRhinov: Type.String(),
      publicType: Type.String(),
      ville: Type.String(),
      codePostal: Type.String(),
      departement: Type.String(),
      chargeHonoraire: oneOfTexts(['A', 'V']),
    }),
    bienInfos: answer({ surfaceHabitable: nullable(Type.Number()), nombrePieces: count() }),
    enchere: nullable(AUCTION_DATA_ANSWER),
    documents: Type.Array(PAGE_DOCUMENT),
    showDocumentsButton: Type.Boolean(),
    acheteurs: Type.Array(answer({ id: Type.Integer() })),
    bienInscrit: yesNoFlag(),
    currentUser: Type.Integer({ description: '0 when anonymous' }),
    userInfos: Type.Array(oneOfTexts(ROLES)),
    userVerified: yesNoFlag(),
    canAuction: yesNoFlag(),
    visitDone: Type.Boolean(),
    bidderBlocks: Type.Array(oneOfTexts(BIDDER_BLOCKS), { description: 'What the viewer lacks to bid here' }),
    checklist: nullable(
      Type.Array(
        answer({
          step: oneOfTexts(BUYER_FILE_STEPS),
          state: oneOfTexts(['done', 'waiting', 'refused', 'todo', 'optional']),
          refusalReason: Type.Optional(Type.String()),
          visitStartsAt: Type.Optional(isoInstant('UTC')),
        }),
      ),
    ),
    mustRegister: Type.Boolean(),
    bidControls: answer({ enabled: Type.Boolean(), reasons: Type.Array(oneOfTexts(BID_BLOCK_REASONS)) }),
    isFavourite: Type.Boolean(),
    issue: nullable(OUTCOME_ANSWER),
    isSeller: Type.Boolean(),
    managesSale: Type.Boolean(),
    editableFields: Type.Array(
      oneOfTexts(INLINE_FIELDS.filter((field) => field.entity === 'bien').map((field) => field.property)),
      { description: 'What the viewer may edit inline now (PUT /api/bien/{id}); empty but for its managers' },
    ),
    publie: Type.Boolean(),
    negociateur: nullable(answer({ nom: Type.String(), telephone: Type.String() })),
  }),
);

/** A card of the home page. */
const SALE_CARD = answerOf<ReturnType<typeof saleCardOf>>()(
  answer({
    bienId: Type.Integer(),
    enchereId: nullable(Type.Integer()),
    nom: Type.String(),
    type: nullable(PROPERTY_TYPE),
    typeLabel: nullable(Type.String()),
    ville: Type.String(),
    codePostal: Type.String(),
    departement: Type.String(),
    imageUrl: nullable(Type.String({ description: 'The main photo, width 1024' })),
    premierPrix: money(),
    currentPrice: money('Null before the first bid'),
    price: euros('What a buyer would pay now'),
    priceDisplay: Type.String(),
    dateDebutEnchere: parisInstant(),
    dateFinEnchere: parisInstant(),
    phase: AUCTION_PHASE,
    inFinalPhase: Type.Boolean(),
  }),
);

export const PUBLIC_SALES_ANSWER = hydraCollection(SALE_CARD, {
  page: Type.Integer(),
  pageSize: Type.Integer(),
  currentAuctionNowDateTime: parisInstant(),
});

export const INTEREST_ANSWER = answer({
  message: Type.String({ description: 'The confirmation modal’s text' }),
  redirect: Type.String({ examples: ['/espace-utilisateur/acheteur/bien/12/show'] }),
  bienId: Type.Integer(),
  bienInscrit: Type.Literal('1'),
  created: Type.Boolean({ description: 'False when the viewer was registered already' }),
});

const OFFER_FIELDS = {
  id: Type.Integer(),
  amount: euros(),
  amountDisplay: Type.String(),
  User: USER_IRI,
  acquereur: Type.String({ examples: ['Acquéreur 3'] }),
  dateTimeString: parisInstant(),
  status: oneOfTexts(BID_STATUSES),
  statusLabel: Type.String(),
  dateReponse: nullable(parisInstant()),
};

export const OFFER_LIST_ANSWER = answerOf<ReturnType<typeof offerListOf>>()(
  answer({
    bienId: Type.Integer(),
    nom: Type.String(),
    enchereId: nullable(Type.Integer()),
    phase: AUCTION_PHASE,
    currentPrice: money(),
    currentPriceDisplay: nullable(Type.String()),
    dateCloture: nullable(parisInstant()),
    issue: OUTCOME_ANSWER,
    offres: Type.Array(
      answer({
        ...OFFER_FIELDS,
        highest: Type.Boolean(),
        canAccept: Type.Boolean(),
        canRefuse: Type.Boolean(),
      }),
    ),
  }),
);

/** The seller's answer to an offer. */
export const OFFER_ANSWER = answer({
  message: Type.String(),
  offre: answer(OFFER_FIELDS),
  enchereId: Type.Integer(),
  dateCloture: nullable(parisInstant()),
});

/** A sale of the negotiator's and the seller's lists. */
export const SALE_LIST_ITEM = answer({
  bienId: Type.Integer(),
  reference: Type.String(),
  title: Type.String(),
  type: PROPERTY_TYPE,
  city: Type.String(),
  status: oneOfTexts(LISTING_STATUSES, 'At server time'),
  startAt: parisInstant(),
  endAt: parisInstant(),
  firstPrice: euros(),
  currentPrice: money(),
  bidCount: Type.Integer(),
  published: Type.Boolean(),
  outcome: OUTCOME_ANSWER,
});

export const SELLER_SALES_ANSWER = answer({ now: parisInstant(), items: Type.Array(SALE_LIST_ITEM) });
export const SALES_PAGE_ANSWER = pageAnswer(SALE_LIST_ITEM);
