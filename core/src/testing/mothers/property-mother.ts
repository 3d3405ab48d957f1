import type { EnergyDiagnostic, Property, PropertyAddress } from '../../domain/property/property.js';
import type { New } from '../../ports/repositories.port.js';
import { DAY_MS, HOUR_MS } from '../../shared/time.js';
import { DEFAULT_TEST_NOW } from '../manual-clock.js';
import { sequence } from './sequence.js';

export type PropertyOverrides = Partial<Omit<New<Property>, 'address' | 'dpe'>> & {
  address?: Partial<PropertyAddress>;
  dpe?: Partial<EnergyDiagnostic>;
};

const nextReference = sequence();

/** Offers window of the default sale: opened 2 days before DEFAULT_TEST_NOW, closes 30 h after. */
export const DEFAULT_SALE_START = DEFAULT_TEST_NOW - 2 * DAY_MS;
export const DEFAULT_SALE_END = DEFAULT_TEST_NOW + 30 * HOUR_MS;

const ANNECY_ADDRESS: PropertyAddress = {
  street: '12 Rue Sainte-Claire',
  complement: '',
  postcode: '74000',
  city: 'Annecy',
  inseeCode: '74010',
  department: '74',
  lat: 45.8988,
  lng: 6.1232,
};

const RECENT_DPE: EnergyDiagnostic = {
  exempt: false,
  blank: false,
  date: '2025-03-14',
  energyValue: 182,
  energyClass: 'D',
  gesValue: 24,
  gesClass: 'C',
  annualCostMin: 1490,
  annualCostMax: 2060,
  costReferenceYear: 2023,
};

/**
 * A house in Annecy, live around DEFAULT_TEST_NOW: first price 250 000 € (240 000 € net seller plus a
 * 10 000 € flat fee), bid step 1 000 €, negotiator 1. References are unique per call.
 */
export function aProperty(overrides: PropertyOverrides = {}): New<Property> {
  const { address, dpe, ...rest } = overrides;
  return {
    negotiatorId: 1,
    reference: `ANN-MAIS-${String(nextReference()).padStart(4, '0')}`,
    type: 'MAIS',
    subNature: 'Maison individuelle',
    title: 'Maison familiale avec jardin à Annecy',
    offersStartAt: DEFAULT_SALE_START,
    offersEndAt: DEFAULT_SALE_END,
    sellIn36h: false,
    showNotary: true,
    showNotimmoScale: true,
    netSellerPrice: 240000,
    firstPrice: 250000,
    flatFee: true,
    flatFeeAmount: 10000,
    bidStep: 1000,
    reservePrice: 265000,
    feesPaidBy: 'A',
    yearBuilt: 1978,
    worksNeeded: true,
    worksDescription: 'Rafraîchissement de la cuisine et de la salle de bains',
    floor: null,
    bathrooms: 1,
    toilets: 2,
    disabledAccess: false,
    generalCondition: 'Bon état général',
    propertyTax: '1850',
    housingTax: '0',
    monthlyCharges: '0',
    heating: ['gaz'],
    description: 'Maison de 1978 sur sous-sol complet, séjour lumineux ouvrant sur un jardin clos de 600 m².',
    virtualTourUrl: '',
    videoUrl: '',
    homeStagingUrl: '',
    amenities: ['jardin', 'garage', 'sousSol', 'montagne', 'lumineux'],
    builtLessThan5Years: false,
    riskReportDone: true,
    assistanceThirdPartyId: null,
    showAddress: true,
    address: { ...ANNECY_ADDRESS, ...address },
    livingArea: 124.5,
    landArea: 600,
    bedrooms: 4,
    rooms: 6,
    coOwnership: false,
    coOwnershipLots: null,
    coOwnershipAnnualCharges: null,
    procedure: 'Aucune',
    managingAgent: '',
    neighbourhoodDescription: 'Quartier calme à dix minutes du lac',
    listingDescription: 'Maison 6 pièces avec jardin, proche du lac d’Annecy.',
    dpe: { ...RECENT_DPE, ...dpe },
    vendors: [{ email: 'vendeur.annecy@example.fr', primary: true }],
    // Published when created: tests of the public pages need no extra step; aDraftProperty() is not.
    publishedAt: DEFAULT_SALE_START - 7 * DAY_MS,
    createdAt: DEFAULT_SALE_START - 7 * DAY_MS,
    updatedAt: DEFAULT_SALE_START - 7 * DAY_MS,
    ...rest,
  };
}

/** A three-room flat in a Lyon co-ownership, same sale window and prices as aProperty(). */
export function anApartment(overrides: PropertyOverrides = {}): New<Property> {
  const { address, dpe, ...rest } = overrides;
  return aProperty({
    reference: `LYO-APPT-${String(nextReference()).padStart(4, '0')}`,
    type: 'APPT',
    subNature: 'Appartement',
    title: 'Appartement traversant place des Terreaux',
    floor: 3,
    bathrooms: 1,
    toilets: 1,
    heating: ['central'],
    description: 'Appartement canut de 3 pièces, hauteur sous plafond de 4 m, parquet ancien.',
    amenities: ['ascenseur', 'cave', 'centreVille', 'metro', 'transport'],
    livingArea: 72.3,
    landArea: null,
    bedrooms: 2,
    rooms: 3,
    coOwnership: true,
    coOwnershipLots: 12,
    coOwnershipAnnualCharges: 1800,
    managingAgent: 'Régie des Terreaux',
    neighbourhoodDescription: 'Presqu’île, commerces et métro au pied',
    listingDescription: 'Appartement 3 pièces au cœur de la Presqu’île.',
    monthlyCharges: '150',
    yearBuilt: 1850,
    vendors: [{ email: 'vendeur.lyon@example.fr', primary: true }],
    ...rest,
    address: {
      street: '20 Place des Terreaux',
      complement: '3e étage gauche',
      postcode: '69001',
      city: 'Lyon',
      inseeCode: '69381',
      department: '69',
      lat: 45.7674,
      lng: 4.8336,
      ...address,
    },
    dpe: { energyValue: 245, energyClass: 'E', gesValue: 52, gesClass: 'E', ...dpe },
  });
}
