import type { Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';
import type { PropertyTypeCode } from './property-type.js';

export const LISTING_STATUSES = ['en_cours', 'a_venir', 'termine'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const PROCEDURE_OPTIONS = ['Aucune', 'Administrateur', 'Expert', 'Mandataire'] as const;
export type ProcedureOption = (typeof PROCEDURE_OPTIONS)[number];

export const HEATING_KINDS = [
  'aerothermique',
  'electrique',
  'geothermique',
  'bois',
  'fuel',
  'solaire',
  'central',
  'gaz',
] as const;
export type HeatingKind = (typeof HEATING_KINDS)[number];

/** Amenity codes, kept as the spec spells them: they are codes on the wire and in the index. */
export const AMENITIES = [
  'ascenseur',
  'bibliotheque',
  'cave',
  'cheminee',
  'grenier',
  'rangements',
  'sousSol',
  'balcon',
  'cour',
  'etang',
  'jacuzzi',
  'jardin',
  'garage',
  'terrasse',
  'tennis',
  'parking',
  'piscine',
  'spa',
  'viellePierre',
  'dependances',
  'belleVue',
  'bonneExposition',
  'lumineux',
  'faiblesCharges',
  'transport',
  'mer',
  'campagne',
  'metro',
  'montagne',
  'centreVille',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/** Who pays the fees (charge_honoraire): A the buyer (acquéreur), V the seller (vendeur). */
export type FeesPaidBy = 'A' | 'V';

export interface PropertyAddress {
  street: string;
  complement: string;
  postcode: string;
  city: string;
  inseeCode: string;
  department: string;
  /** Both set or the coordinates are invalid (the red banner of the form). */
  lat: number | null;
  lng: number | null;
}

export interface EnergyDiagnostic {
  /** Exempt and blank exclude each other. */
  exempt: boolean;
  blank: boolean;
  /** ISO date yyyy-mm-dd of the diagnostic. */
  date: string | null;
  energyValue: number | null;
  energyClass: EnergyClass | null;
  gesValue: number | null;
  gesClass: EnergyClass | null;
  annualCostMin: Euros | null;
  annualCostMax: Euros | null;
  costReferenceYear: number | null;
}

export interface Vendor {
  email: string;
  primary: boolean;
}

/** A property (bien) and its sale settings, as the negotiator builds it. */
export interface Property {
  id: number;
  negotiatorId: number;
  reference: string;
  type: PropertyTypeCode;
  subNature: string;
  title: string;
  offersStartAt: Instant;
  offersEndAt: Instant;
  sellIn36h: boolean;
  showNotary: boolean;
  showNotimmoScale: boolean;
  netSellerPrice: Euros;
  firstPrice: Euros;
  flatFee: boolean;
  flatFeeAmount: Euros | null;
  bidStep: Euros;
  /** Never published. May carry a decimal part (entered with a dot). */
  reservePrice: number;
  feesPaidBy: FeesPaidBy;
  yearBuilt: number | null;
  worksNeeded: boolean;
  worksDescription: string;
  floor: number | null;
  bathrooms: number | null;
  toilets: number | null;
  disabledAccess: boolean;
  generalCondition: string;
  propertyTax: string;
  housingTax: string;
  monthlyCharges: string;
  heating: HeatingKind[];
  description: string;
  virtualTourUrl: string;
  videoUrl: string;
  homeStagingUrl: string;
  amenities: Amenity[];
  builtLessThan5Years: boolean;
  riskReportDone: boolean;
  assistanceThirdPartyId: number | null;
  showAddress: boolean;
  address: PropertyAddress;
  livingArea: number | null;
  landArea: number | null;
  bedrooms: number | null;
  rooms: number | null;
  coOwnership: boolean;
  coOwnershipLots: number | null;
  coOwnershipAnnualCharges: Euros | null;
  procedure: ProcedureOption;
  managingAgent: string;
  neighbourhoodDescription: string;
  listingDescription: string;
  dpe: EnergyDiagnostic;
  vendors: Vendor[];
  /** When the negotiator published the sale; null while it is a draft (see publication.ts). */
  publishedAt: Instant | null;
  createdAt: Instant;
  updatedAt: Instant;
}
