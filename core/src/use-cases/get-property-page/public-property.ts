import type {
  Amenity,
  EnergyClass,
  FeesPaidBy,
  HeatingKind,
  ProcedureOption,
  Property,
} from '../../domain/property/property.js';
import type { PropertyTypeCode } from '../../domain/property/property-type.js';
import type { Euros } from '../../shared/money.js';

/**
 * What anyone may read of a property on its page. Built field by field (a whitelist): the reserve
 * price, the net seller price, the vendors' e-mails, the negotiator and the notary settings never
 * leave the server, and a field added to Property later stays private until it is added here.
 */
export interface PublicProperty {
  id: number;
  reference: string;
  type: PropertyTypeCode;
  subNature: string;
  title: string;
  sellIn36h: boolean;
  firstPrice: Euros;
  bidStep: Euros;
  /** The fees included in the first price (honoraires), and who pays them. */
  fees: Euros;
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
  neighbourhoodDescription: string;
  listingDescription: string;
  virtualTourUrl: string;
  videoUrl: string;
  homeStagingUrl: string;
  amenities: Amenity[];
  builtLessThan5Years: boolean;
  riskReportDone: boolean;
  /** afficher_adresse: when false the street, complement and coordinates are withheld (null). */
  showAddress: boolean;
  address: {
    street: string | null;
    complement: string | null;
    postcode: string;
    city: string;
    department: string;
    lat: number | null;
    lng: number | null;
  };
  livingArea: number | null;
  landArea: number | null;
  bedrooms: number | null;
  rooms: number | null;
  coOwnership: boolean;
  coOwnershipLots: number | null;
  coOwnershipAnnualCharges: Euros | null;
  procedure: ProcedureOption;
  managingAgent: string;
  dpe: {
    exempt: boolean;
    blank: boolean;
    date: string | null;
    energyValue: number | null;
    energyClass: EnergyClass | null;
    gesValue: number | null;
    gesClass: EnergyClass | null;
    annualCostMin: Euros | null;
    annualCostMax: Euros | null;
    costReferenceYear: number | null;
  };
}

/** The public projection of a property (see PublicProperty). */
export function publicPropertyOf(property: Property): PublicProperty {
  const { address, dpe } = property;
  const shown = property.showAddress;
  return {
    id: property.id,
    reference: property.reference,
    type: property.type,
    subNature: property.subNature,
    title: property.title,
    sellIn36h: property.sellIn36h,
    firstPrice: property.firstPrice,
    bidStep: property.bidStep,
    fees: Math.max(0, property.firstPrice - property.netSellerPrice),
    feesPaidBy: property.feesPaidBy,
    yearBuilt: property.yearBuilt,
    worksNeeded: property.worksNeeded,
    worksDescription: property.worksDescription,
    floor: property.floor,
    bathrooms: property.bathrooms,
    toilets: property.toilets,
    disabledAccess: property.disabledAccess,
    generalCondition: property.generalCondition,
    propertyTax: property.propertyTax,
    housingTax: property.housingTax,
    monthlyCharges: property.monthlyCharges,
    heating: [...property.heating],
    description: property.description,
    neighbourhoodDescription: property.neighbourhoodDescription,
    listingDescription: property.listingDescription,
    virtualTourUrl: property.virtualTourUrl,
    videoUrl: property.videoUrl,
    homeStagingUrl: property.homeStagingUrl,
    amenities: [...property.amenities],
    builtLessThan5Years: property.builtLessThan5Years,
    riskReportDone: property.riskReportDone,
    showAddress: shown,
    address: {
      street: shown ? address.street : null,
      complement: shown ? address.complement : null,
      postcode: address.postcode,
      city: address.city,
      department: address.department,
      lat: shown ? address.lat : null,
      lng: shown ? address.lng : null,
    },
    livingArea: property.livingArea,
    landArea: property.landArea,
    bedrooms: property.bedrooms,
    rooms: property.rooms,
    coOwnership: property.coOwnership,
    coOwnershipLots: property.coOwnershipLots,
    coOwnershipAnnualCharges: property.coOwnershipAnnualCharges,
    procedure: property.procedure,
    managingAgent: property.managingAgent,
    dpe: {
      exempt: dpe.exempt,
      blank: dpe.blank,
      date: dpe.date,
      energyValue: dpe.energyValue,
      energyClass: dpe.energyClass,
      gesValue: dpe.gesValue,
      gesClass: dpe.gesClass,
      annualCostMin: dpe.annualCostMin,
      annualCostMax: dpe.annualCostMax,
      costReferenceYear: dpe.costReferenceYear,
    },
  };
}
