// The sale form's French wire names <-> the English Property entity (docs/glossary.md).
// Fields the form hides (the fee when it is not flat, co-ownership details without copropriété, DPE
// figures of an exempt or blank diagnostic) are not kept: what is not shown is not stored.
import { normalizeEmail } from '../../shared/email.js';
import { formatParisDateTimeInput, parseParisDateTime } from '../../shared/paris-time.js';
import type { Instant } from '../../shared/time.js';
import { AMENITIES, ENERGY_CLASSES, type EnergyClass, type Property } from '../property/property.js';
import { coOwnershipFieldsShown } from './co-ownership.js';
import { dpeValuesRequired } from './dpe.js';
import { isBlank, numberText, parseDotDecimal, parseWholeNumber } from './form-numbers.js';
import {
  defaultSaleFormValues,
  type SaleFormAmenities,
  type SaleFormValues,
  type YesNo,
} from './sale-form-values.js';

/** A property as the form describes it, before the store gives it an id. */
export type PropertyDraft = Omit<Property, 'id'>;

const yes = (answer: string): boolean => answer === 'oui';
const yesNo = (flag: boolean): YesNo => (flag ? 'oui' : 'non');

const optionalWhole = (text: string): number | null => (isBlank(text) ? null : parseWholeNumber(text));
const optionalDecimal = (text: string): number | null => (isBlank(text) ? null : parseDotDecimal(text));
const energyClass = (text: string): EnergyClass | null =>
  (ENERGY_CLASSES as readonly string[]).includes(text.trim()) ? (text.trim() as EnergyClass) : null;

function requiredInstant(text: string, field: string): Instant {
  const instant = parseParisDateTime(text);
  if (instant === null) throw new Error(`saleFormToProperty: ${field} is not a date-time; validate first`);
  return instant;
}

function requiredWhole(text: string, field: string): number {
  const value = parseWholeNumber(text);
  if (value === null) throw new Error(`saleFormToProperty: ${field} is not a whole number; validate first`);
  return value;
}

/**
 * The property the form describes. Call it on values validateSaleForm accepted: a required value
 * that does not parse is a programming error and throws.
 */
export function saleFormToProperty(
  values: SaleFormValues,
  context: { negotiatorId: number; now: Instant },
): PropertyDraft {
  if (values.type === '') throw new Error('saleFormToProperty: type is missing; validate first');
  const reservePrice = parseDotDecimal(values.reserve_price);
  if (reservePrice === null)
    throw new Error('saleFormToProperty: reserve_price does not parse; validate first');
  const coOwnership = coOwnershipFieldsShown(values);
  const dpeFigures = dpeValuesRequired(values);
  const dpeFigure = <T>(read: () => T | null): T | null => (dpeFigures ? read() : null);
  return {
    negotiatorId: context.negotiatorId,
    reference: values.ref_client.trim(),
    type: values.type,
    subNature: values.sous_nature,
    title: values.nom.trim(),
    offersStartAt: requiredInstant(values.dateDebut, 'dateDebut'),
    offersEndAt: requiredInstant(values.dateFin, 'dateFin'),
    sellIn36h: values.h36 === '1',
    showNotary: values.showNotaire,
    showNotimmoScale: values.showNotimmoBareme,
    netSellerPrice: requiredWhole(values.premiere_offre_possible_nv, 'premiere_offre_possible_nv'),
    firstPrice: requiredWhole(values.premier_prix, 'premier_prix'),
    flatFee: values.flat_price_answer,
    flatFeeAmount: values.flat_price_answer ? optionalWhole(values.flat_price) : null,
    bidStep: requiredWhole(values.pas_enchere, 'pas_enchere'),
    reservePrice,
    feesPaidBy: values.charge_honoraire,
    yearBuilt: optionalWhole(values.annee_construction),
    worksNeeded: yes(values.travauxAPrevoir),
    worksDescription: values.nature_travaux,
    floor: optionalWhole(values.numero_etage),
    bathrooms: optionalWhole(values.nombre_salle_de_bains),
    toilets: optionalWhole(values.nombre_wc),
    disabledAccess: yes(values.acces_handicap),
    generalCondition: values.etat_general,
    propertyTax: values.taxe_fonciere,
    housingTax: values.taxe_habitation,
    monthlyCharges: values.charges_mensuelles,
    heating: [...values.chauffage],
    description: values.descriptif,
    virtualTourUrl: values.lienVisiteVirtuelle.trim(),
    videoUrl: values.lienVideo.trim(),
    homeStagingUrl: values.lienRhinov.trim(),
    amenities: AMENITIES.filter((amenity) => values[amenity]),
    builtLessThan5Years: yes(values.constru_moins5ans),
    riskReportDone: yes(values.etat_des_risques),
    assistanceThirdPartyId: values.assistance_tiers_assoc,
    showAddress: values.afficher_adresse,
    address: {
      street: values.adresse.trim(),
      complement: values.complement,
      postcode: values.codePostal.trim(),
      city: values.ville.trim(),
      inseeCode: values.codeInsee,
      department: values.departement,
      lat: values.lat,
      lng: values.lng,
    },
    livingArea: optionalDecimal(values.surface_habitable),
    landArea: optionalDecimal(values.surface_terrain),
    bedrooms: optionalWhole(values.nombre_chambres),
    rooms: optionalWhole(values.nombre_pieces),
    coOwnership,
    coOwnershipLots: coOwnership ? optionalWhole(values.nb_lots) : null,
    coOwnershipAnnualCharges: coOwnership ? optionalWhole(values.charge) : null,
    procedure: coOwnership ? values.infos_procedure : 'Aucune',
    managingAgent: coOwnership ? values.nom_syndic : '',
    neighbourhoodDescription: values.description_quartier,
    listingDescription: values.descriptif_annonce,
    dpe: {
      exempt: yes(values.dpe_exempte),
      blank: yes(values.dpe_vierge),
      date: values.dpe_exempte === 'oui' || isBlank(values.dpe_date) ? null : values.dpe_date.trim(),
      energyValue: dpeFigure(() => optionalDecimal(values.dpe_nrj)),
      energyClass: dpeFigure(() => energyClass(values.dpe_lettre)),
      gesValue: dpeFigure(() => optionalDecimal(values.dpe_ges)),
      gesClass: dpeFigure(() => energyClass(values.ges_lettre)),
      annualCostMin: dpeFigure(() => optionalWhole(values.cout_ann_min)),
      annualCostMax: dpeFigure(() => optionalWhole(values.cout_ann_max)),
      costReferenceYear: dpeFigure(() => optionalWhole(values.date_ref_dpe)),
    },
    vendors: values.vendeurs.map((vendor) => ({
      email: normalizeEmail(vendor.email),
      primary: vendor.primary,
    })),
    // A sale starts as a draft; UpdateSale keeps the stored publication.
    publishedAt: null,
    createdAt: context.now,
    updatedAt: context.now,
  };
}

const amenitiesOf = (property: Pick<Property, 'amenities'>): SaleFormAmenities => {
  const flags = {} as SaleFormAmenities;
  for (const amenity of AMENITIES) flags[amenity] = property.amenities.includes(amenity);
  return flags;
};

/** The form's values for a stored property (GET /v2/sell/{bienId}). */
export function propertyToSaleForm(property: PropertyDraft): SaleFormValues {
  const { address, dpe } = property;
  return {
    ...defaultSaleFormValues(),
    ref_client: property.reference,
    type: property.type,
    sous_nature: property.subNature,
    nom: property.title,
    dateDebut: formatParisDateTimeInput(property.offersStartAt),
    dateFin: formatParisDateTimeInput(property.offersEndAt),
    showNotaire: property.showNotary,
    showNotimmoBareme: property.showNotimmoScale,
    premiere_offre_possible_nv: String(property.netSellerPrice),
    premier_prix: String(property.firstPrice),
    flat_price_answer: property.flatFee,
    flat_price: numberText(property.flatFeeAmount),
    pas_enchere: String(property.bidStep),
    reserve_price: String(property.reservePrice),
    charge_honoraire: property.feesPaidBy,
    annee_construction: numberText(property.yearBuilt),
    travauxAPrevoir: yesNo(property.worksNeeded),
    nature_travaux: property.worksDescription,
    numero_etage: numberText(property.floor),
    nombre_salle_de_bains: numberText(property.bathrooms),
    nombre_wc: numberText(property.toilets),
    acces_handicap: yesNo(property.disabledAccess),
    etat_general: property.generalCondition,
    taxe_fonciere: property.propertyTax,
    taxe_habitation: property.housingTax,
    charges_mensuelles: property.monthlyCharges,
    chauffage: [...property.heating],
    descriptif: property.description,
    lienVisiteVirtuelle: property.virtualTourUrl,
    lienVideo: property.videoUrl,
    lienRhinov: property.homeStagingUrl,
    h36: property.sellIn36h ? '1' : '0',
    ...amenitiesOf(property),
    dpe_exempte: yesNo(dpe.exempt),
    dpe_vierge: yesNo(dpe.blank),
    copropriete: yesNo(property.coOwnership),
    constru_moins5ans: yesNo(property.builtLessThan5Years),
    etat_des_risques: yesNo(property.riskReportDone),
    assistance_tiers_assoc: property.assistanceThirdPartyId,
    afficher_adresse: property.showAddress,
    adresse: address.street,
    codeInsee: address.inseeCode,
    codePostal: address.postcode,
    ville: address.city,
    departement: address.department,
    lat: address.lat,
    lng: address.lng,
    complement: address.complement,
    surface_habitable: numberText(property.livingArea),
    surface_terrain: numberText(property.landArea),
    nombre_chambres: numberText(property.bedrooms),
    nombre_pieces: numberText(property.rooms),
    nb_lots: numberText(property.coOwnershipLots),
    charge: numberText(property.coOwnershipAnnualCharges),
    infos_procedure: property.procedure,
    nom_syndic: property.managingAgent,
    description_quartier: property.neighbourhoodDescription,
    descriptif_annonce: property.listingDescription,
    dpe_date: dpe.date ?? '',
    dpe_nrj: numberText(dpe.energyValue),
    dpe_lettre: dpe.energyClass ?? '',
    dpe_ges: numberText(dpe.gesValue),
    ges_lettre: dpe.gesClass ?? '',
    cout_ann_min: numberText(dpe.annualCostMin),
    cout_ann_max: numberText(dpe.annualCostMax),
    date_ref_dpe: numberText(dpe.costReferenceYear),
    vendeurs: property.vendors.map((vendor) => ({ email: vendor.email, primary: vendor.primary })),
  };
}
