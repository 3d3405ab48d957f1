// From a catalogue entry to the sale form a negotiator would send (core's SaleFormValues): fees,
// step, reserve, taxes, DPE letters and costs derived from the figures, so every sale is consistent.
import {
  AMENITIES,
  defaultSaleFormValues,
  formatParisDateTimeInput,
  type EnergyClass,
  type Instant,
  type SaleFormValues,
} from '@immo/core';
import { COMMUNES } from './communes.js';
import type { DemoProperty } from './catalogue.js';
import type { SeededRandom } from './random.js';

/** Energy classes of the 2021 DPE (kWh/m²/an, primary energy), upper bounds. */
const ENERGY_LIMITS: readonly [number, EnergyClass][] = [
  [70, 'A'],
  [110, 'B'],
  [180, 'C'],
  [250, 'D'],
  [330, 'E'],
  [420, 'F'],
];
/** GES classes (kg CO2/m²/an), upper bounds. */
const GES_LIMITS: readonly [number, EnergyClass][] = [
  [6, 'A'],
  [11, 'B'],
  [30, 'C'],
  [50, 'D'],
  [70, 'E'],
  [100, 'F'],
];

const classOf = (value: number, limits: readonly [number, EnergyClass][]): EnergyClass =>
  limits.find(([limit]) => value <= limit)?.[1] ?? 'G';

export const energyClassOf = (kwh: number): EnergyClass => classOf(kwh, ENERGY_LIMITS);
export const gesClassOf = (kg: number): EnergyClass => classOf(kg, GES_LIMITS);

const roundTo = (value: number, unit: number): number => Math.round(value / unit) * unit;

/** The bid step a negotiator would choose for this first price. */
export function bidStepFor(firstPrice: number): number {
  if (firstPrice < 50_000) return 500;
  if (firstPrice < 200_000) return 1_000;
  if (firstPrice < 500_000) return 2_000;
  if (firstPrice < 1_000_000) return 5_000;
  if (firstPrice < 3_000_000) return 10_000;
  return 20_000;
}

export interface SaleWindow {
  start: Instant;
  end: Instant;
  sellIn36h: boolean;
}

const SELLERS = [
  'helene.marchand',
  'francois.garnier',
  'isabelle.roussel',
  'patrick.chevalier',
  'nathalie.perrin',
  'olivier.gauthier',
  'veronique.masson',
  'bernard.lemaire',
  'sylvie.caron',
  'gerard.fabre',
];

/** The sale form of a catalogue entry, its reference and window given. */
export function saleFormOf(
  entry: DemoProperty,
  context: { reference: string; window: SaleWindow; random: SeededRandom; index: number },
): SaleFormValues {
  const { random } = context;
  const commune = COMMUNES[entry.commune];
  const net = entry.netPrice;
  const flat = entry.feePercent === undefined;
  const feeRate = entry.feePercent ?? random.pick([4, 4.5, 5, 5.5, 6]);
  const fee = Math.max(1_500, roundTo((net * feeRate) / 100, 500));
  const firstPrice = flat ? net + fee : roundTo(net * (1 + feeRate / 100), 100);
  const step = bidStepFor(firstPrice);
  const reserve = roundTo(net * random.pick([1.02, 1.04, 1.06]), 1_000);
  const living = entry.livingArea ?? null;
  const land = entry.landArea ?? null;
  const monthlyCharges = entry.coOwnership ? Math.max(15, roundTo((living ?? 10) * 2.6, 5)) : 0;
  const propertyTax = roundTo((living ?? 0) * 13 + (land ?? 0) * 0.08 + 90, 10);
  const rooms = entry.rooms ?? null;
  const bedrooms = entry.bedrooms ?? null;
  const dwelling = rooms !== null && living !== null && entry.type !== 'FMCO';
  const amenities = Object.fromEntries(AMENITIES.map((a) => [a, entry.amenities.includes(a)]));
  const sellers = [
    { email: `${SELLERS[context.index % SELLERS.length]}@exemple-vendeur.fr`, primary: !entry.demoVendor },
    ...(entry.demoVendor ? [{ email: 'vendeur@demo.immo', primary: true }] : []),
  ];

  const values: SaleFormValues = {
    ...defaultSaleFormValues(),
    ...amenities,
    ref_client: context.reference,
    type: entry.type,
    sous_nature: entry.subNature,
    nom: entry.title,
    dateDebut: formatParisDateTimeInput(context.window.start),
    dateFin: formatParisDateTimeInput(context.window.end),
    h36: context.window.sellIn36h ? '1' : '0',
    showNotaire: true,
    showNotimmoBareme: entry.byAssistance === true,
    premiere_offre_possible_nv: String(net),
    premier_prix: String(firstPrice),
    flat_price_answer: flat,
    flat_price: flat ? String(fee) : '',
    pas_enchere: String(step),
    reserve_price: String(reserve),
    charge_honoraire: entry.feesBySeller ? 'V' : 'A',
    annee_construction: entry.yearBuilt === undefined ? '' : String(entry.yearBuilt),
    travauxAPrevoir: entry.works ? 'oui' : 'non',
    nature_travaux: entry.works ?? '',
    numero_etage: entry.floor === undefined ? '' : String(entry.floor),
    nombre_salle_de_bains: dwelling ? String(bedrooms !== null && bedrooms >= 4 ? 2 : 1) : '',
    nombre_wc: dwelling ? String(rooms >= 5 ? 2 : 1) : '',
    acces_handicap: entry.amenities.includes('ascenseur') || entry.floor === 0 ? 'oui' : 'non',
    etat_general: entry.condition,
    taxe_fonciere: String(propertyTax),
    taxe_habitation: '0',
    charges_mensuelles: String(monthlyCharges),
    chauffage: [...(entry.heating ?? [])],
    descriptif: entry.description,
    // No tour provider answers a demo that runs offline: a made-up model would only show an error page.
    lienVisiteVirtuelle: '',
    lienVideo: entry.videoUrl ?? '',
    lienRhinov: '',
    dpe_exempte: entry.dpe ? 'non' : 'oui',
    dpe_vierge: 'non',
    copropriete: entry.coOwnership ? 'oui' : 'non',
    constru_moins5ans: entry.yearBuilt !== undefined && entry.yearBuilt >= 2021 ? 'oui' : 'non',
    etat_des_risques: 'oui',
    assistance_tiers_assoc: null,
    afficher_adresse: !['PROV', 'PROP', 'BAGR'].includes(entry.type),
    adresse: entry.street,
    codeInsee: commune.insee,
    codePostal: commune.postcode,
    ville: commune.name,
    departement: commune.department,
    // A few hundred metres around the commune's centre, as a real address would be.
    lat: Math.round((commune.lat + random.between(-0.006, 0.006)) * 1e6) / 1e6,
    lng: Math.round((commune.lng + random.between(-0.008, 0.008)) * 1e6) / 1e6,
    complement: entry.complement ?? '',
    surface_habitable: living === null ? '' : String(living),
    surface_terrain: land === null ? '' : String(land),
    nombre_chambres: bedrooms === null ? '' : String(bedrooms),
    nombre_pieces: rooms === null ? '' : String(rooms),
    nb_lots: entry.coOwnership ? String(entry.coOwnership.lots) : '',
    charge: entry.coOwnership ? String(monthlyCharges * 12) : '',
    infos_procedure: 'Aucune',
    nom_syndic: entry.coOwnership?.syndic ?? '',
    description_quartier: entry.neighbourhood,
    descriptif_annonce: entry.listing,
    vendeurs: sellers,
  };

  if (entry.dpe) {
    const [kwh, ges] = entry.dpe;
    const area = living ?? 50;
    values.dpe_date = `${random.pick(['2024', '2025'])}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    values.dpe_nrj = String(kwh);
    values.dpe_lettre = energyClassOf(kwh);
    values.dpe_ges = String(ges);
    values.ges_lettre = gesClassOf(ges);
    // Final energy is about 60 % of primary; about 0.17 €/kWh on average.
    values.cout_ann_min = String(roundTo(kwh * area * 0.6 * 0.14, 10));
    values.cout_ann_max = String(roundTo(kwh * area * 0.6 * 0.19, 10));
    values.date_ref_dpe = '2023';
  }
  return values;
}
