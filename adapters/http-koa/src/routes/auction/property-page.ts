// GET /api/bien/{bien}/page: everything the property page shows, for this viewer, in one call.
import {
  ANONYMOUS,
  PROPERTY_TYPES,
  domainError,
  isAnonymous,
  isSaleManagerRole,
  PLATFORM_TIME_ZONE,
  formatParisTimestampMicros,
  type Locale,
  type PageDocument,
  type PropertyPage,
  type PropertyTypeCode,
  type PublicProperty,
} from '@immo/core';
import { outcomeJson } from './outcome-wire.js';
import type { ApiRouter } from '../../api-router.js';
import { HttpProblem, problemOf } from '../../problem.js';
import type { ApiContext } from '../../state.js';
import { statusOf } from '../../status-of.js';
import { idParam, respond } from '../../respond.js';
import type { AuctionUseCases } from '../auction.js';
import type { HotSend } from '../../hot-reads.js';
import { keptAnswer, type LiveAuctionServices } from './live.js';
import { AUCTION_DATA_SCHEMA_TEXT, TAG, auctionData, parisIso } from './wire.js';
import { NO_QUERY } from '../../schema.js';
import * as A from './answers.js';

/** Where photos are served; a photo's url is this prefix, its id and the width asked for. */
export const MEDIA_PREFIX = '/media/photos/';

export const typeLabel = (type: PropertyTypeCode, locale: Locale): string => PROPERTY_TYPES[type][locale];

/** The public fields, with the sale form's names (spec §3.1); yes/no as booleans, numbers as numbers. */
export function bienOf(p: PublicProperty, locale: Locale) {
  return {
    id: p.id,
    ref_client: p.reference,
    nom: p.title,
    type: p.type,
    typeLabel: typeLabel(p.type, locale),
    sous_nature: p.subNature,
    h36: p.sellIn36h ? '1' : '0',
    premier_prix: p.firstPrice,
    pas_enchere: p.bidStep,
    honoraires: p.fees,
    charge_honoraire: p.feesPaidBy,
    annee_construction: p.yearBuilt,
    constru_moins5ans: p.builtLessThan5Years,
    travauxAPrevoir: p.worksNeeded,
    nature_travaux: p.worksDescription,
    numero_etage: p.floor,
    nombre_salle_de_bains: p.bathrooms,
    nombre_wc: p.toilets,
    acces_handicap: p.disabledAccess,
    etat_general: p.generalCondition,
    taxe_fonciere: p.propertyTax,
    taxe_habitation: p.housingTax,
    charges_mensuelles: p.monthlyCharges,
    chauffage: p.heating,
    equipements: p.amenities,
    descriptif: p.description,
    description_quartier: p.neighbourhoodDescription,
    descriptif_annonce: p.listingDescription,
    lienVisiteVirtuelle: p.virtualTourUrl,
    lienVideo: p.videoUrl,
    lienRhinov: p.homeStagingUrl,
    etat_des_risques: p.riskReportDone,
    afficher_adresse: p.showAddress,
    adresse: p.address.street,
    complement: p.address.complement,
    codePostal: p.address.postcode,
    ville: p.address.city,
    departement: p.address.department,
    lat: p.address.lat,
    lng: p.address.lng,
    surface_habitable: p.livingArea,
    surface_terrain: p.landArea,
    nombre_pieces: p.rooms,
    nombre_chambres: p.bedrooms,
    copropriete: p.coOwnership,
    nb_lots: p.coOwnershipLots,
    charge: p.coOwnershipAnnualCharges,
    infos_procedure: p.procedure,
    nom_syndic: p.managingAgent,
    dpe_exempte: p.dpe.exempt,
    dpe_vierge: p.dpe.blank,
    dpe_date: p.dpe.date,
    dpe_nrj: p.dpe.energyValue,
    dpe_lettre: p.dpe.energyClass,
    dpe_ges: p.dpe.gesValue,
    ges_lettre: p.dpe.gesClass,
    cout_ann_min: p.dpe.annualCostMin,
    cout_ann_max: p.dpe.annualCostMax,
    date_ref_dpe: p.dpe.costReferenceYear,
  };
}

/** A document as spec §3.2 writes it: id, nom, filetype (MIME), acces (free), date.date with microseconds. */
export const documentOf = (doc: PageDocument) => ({
  id: doc.id,
  nom: doc.name,
  filetype: doc.mimeType,
  acces: doc.free,
  date: {
    date: formatParisTimestampMicros(doc.uploadedAt),
    timezone_type: 3,
    timezone: PLATFORM_TIME_ZONE,
  },
});

export function propertyPageOf(page: PropertyPage, locale: Locale) {
  const { property } = page;
  const [main] = page.photos;
  return {
    bienId: property.id,
    enchereId: page.auction?.auction.id ?? null,
    currentAuctionNowDateTime: parisIso(page.now),
    phase: page.phase,
    inFinalPhase: page.inFinalPhase,
    bien: bienOf(property, locale),
    bienData: {
      imageUrl: main?.url ?? null,
      mediaPrefix: MEDIA_PREFIX,
      photos: page.photos.map((photo) => ({
        id: photo.id,
        itemName: photo.legend,
        position: photo.position,
        url: photo.url,
        thumbnailUrl: photo.thumbnailUrl,
      })),
    },
    bienJson: {
      lienVideo: property.videoUrl,
      lienVisiteVirtuelle: property.virtualTourUrl,
      lienRhinov: property.homeStagingUrl,
      publicType: typeLabel(property.type, locale),
      ville: property.address.city,
      codePostal: property.address.postcode,
      departement: property.address.department,
      chargeHonoraire: property.feesPaidBy,
    },
    bienInfos: {
      surfaceHabitable: property.livingArea,
      nombrePieces: property.rooms,
    },
    enchere: page.auction && auctionData({ now: page.now, ...page.auction }),
    documents: page.documents.map(documentOf),
    showDocumentsButton: page.showDocumentsButton,
    acheteurs: page.buyerIds.map((id) => ({ id })),
    bienInscrit: page.registered ? '1' : '0',
    ...page.user,
    visitDone: page.visitDone,
    bidderBlocks: [...page.bidderBlocks],
    checklist:
      page.checklist?.map(({ visitStartsAt, ...step }) => ({
        ...step,
        ...(visitStartsAt === undefined ? {} : { visitStartsAt: new Date(visitStartsAt).toISOString() }),
      })) ?? null,
    mustRegister: page.mustRegister,
    bidControls: { enabled: page.bidControls.enabled, reasons: [...page.bidControls.reasons] },
    isFavourite: page.isFavourite,
    issue: page.outcome && outcomeJson(page.outcome, locale),
    isSeller: page.isSeller,
    managesSale: page.managesSale,
    editableFields: page.editableFields,
    publie: page.published,
    negociateur: page.negotiator && {
      nom: `${page.negotiator.firstName} ${page.negotiator.lastName}`.trim(),
      // No e-mail address on a public page (addresses get harvested): the phone, and the contact form.
      telephone: page.negotiator.phone,
    },
  };
}

export function propertyPageRoutes(
  useCases: AuctionUseCases,
  api: ApiRouter,
  live: Pick<LiveAuctionServices, 'pages' | 'clock'>,
): void {
  api.route(
    {
      method: 'get',
      path: '/api/bien/:bien/page',
      response: A.PROPERTY_PAGE_ANSWER,
      query: NO_QUERY,
      summary:
        'Everything the property page shows, for this viewer, in one call: the public fields (never the ' +
        "reserve price nor the vendors' e-mails; the street and coordinates only when afficher_adresse), " +
        'the gallery by priority, the auction, the documents this viewer may see, the buyers, and the ' +
        "viewer's state (user context, registration, visit, bid controls, favourite).",
      tag: TAG,
      audience: 'public',
      responses: {
        200:
          '{ bienId, enchereId, currentAuctionNowDateTime, phase, inFinalPhase, bien: { ref_client, nom, type, ' +
          'typeLabel, sous_nature, premier_prix, pas_enchere, honoraires, charge_honoraire, adresse|null, ' +
          'codePostal, ville, departement, surfaces, pièces, DPE, equipements, chauffage… }, bienData: { imageUrl, ' +
          'mediaPrefix, photos: [{ id, itemName, position, url (width 1920), thumbnailUrl (width 1024) }] }, ' +
          'bienJson: { lienVideo, lienVisiteVirtuelle, lienRhinov, publicType, ville, codePostal, departement, ' +
          `chargeHonoraire }, bienInfos: { surfaceHabitable, nombrePieces }, enchere: ${AUCTION_DATA_SCHEMA_TEXT} | null, ` +
          'documents: [{ id, nom, filetype, acces, date: { date, timezone_type, timezone } }], showDocumentsButton, ' +
          "acheteurs: [{ id }], bienInscrit: '1'|'0', currentUser (0 when anonymous), userInfos (roles), " +
          "userVerified: '1'|'0', canAuction: '1'|'0', visitDone, bidderBlocks (what the viewer lacks to bid here), " +
          'checklist: [{ step, state, refusalReason?, visitStartsAt? }] | null, mustRegister, bidControls: { enabled, reasons }, isFavourite, issue: { kind, price, label } | null, isSeller, managesSale, editableFields (the wire names the viewer may edit inline now: PUT /api/bien/{id}; empty but for the sale’s managers), publie, negociateur: { nom, telephone } | null }; a draft is a 404 but for its managers and sellers',
        404: 'Unknown property (not_found)',
      },
    },
    // Hot path: the sale's part kept per page version, the auction's at the poll snapshot's version
    // (property-pages.ts). An anonymous visitor's whole body kept per locale and moment; a logged-in
    // viewer's own part read per request, and for those who manage sales (what they may edit in place
    // follows the auction to the statement) the auction too.
    async (ctx) => {
      const answer = await pageAnswer(ctx, idParam(ctx, 'bien'), useCases, live);
      if (answer instanceof HttpProblem) throw answer;
      answer(ctx);
    },
  );
  // Answered ahead of the middlewares it does not need (hot-reads.ts); a failure goes the route's way.
  api.hot('/api/bien/:bien/page', async (ctx, [propertyId]) => {
    const answer = await pageAnswer(ctx, propertyId!, useCases, live);
    return answer instanceof HttpProblem ? null : answer;
  });
}

/** The page for the request's viewer and locale: how to send it, or the problem to answer. */
async function pageAnswer(
  ctx: ApiContext,
  propertyId: number,
  useCases: AuctionUseCases,
  live: Pick<LiveAuctionServices, 'pages' | 'clock'>,
): Promise<HotSend | HttpProblem> {
  const { viewer, locale } = ctx.state;
  const notFound = () => problemOf(domainError('not_found', undefined, 'propertyId'), 404);
  const shared = await live.pages.shared(propertyId);
  if (!shared) return notFound();
  const { sale, standing } = shared;
  if (!isAnonymous(viewer)) {
    const result = await useCases.getPropertyPage.execute({
      viewer,
      propertyId,
      sale,
      ...(isSaleManagerRole(viewer) ? {} : { standing }),
    });
    if (!result.ok) return problemOf(result.error, statusOf(result.error.code));
    return (answered) => respond(answered, result, (page) => propertyPageOf(page, locale));
  }
  const body = await live.pages.anonymousBody(shared, locale, async () => {
    const result = await useCases.getPropertyPage.execute({
      viewer: ANONYMOUS,
      propertyId,
      sale,
      standing,
    });
    return result.ok
      ? { json: JSON.stringify(propertyPageOf(result.value, locale)), now: result.value.now }
      : null;
  });
  if (!body) return notFound();
  return keptAnswer(body, live.clock);
}
