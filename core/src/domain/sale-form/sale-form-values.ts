// The negotiator's sale form as it travels (spec §3.1): the spec's French field names, typed as a
// form holds them — text and number inputs as strings, checkboxes as booleans, yes/no radios as 'oui'/'non'.
import type { Amenity, FeesPaidBy, HeatingKind, ProcedureOption } from '../property/property.js';
import type { PropertyTypeCode } from '../property/property-type.js';

export type YesNo = 'oui' | 'non';
/** A yes/no radio nobody has answered yet (travauxAPrevoir, acces_handicap must be chosen). */
export type YesNoChoice = YesNo | '';

export interface SaleVendor {
  email: string;
  primary: boolean;
}

/** The 30 amenity checkboxes, one top-level boolean each, named by their codes. */
export type SaleFormAmenities = Record<Amenity, boolean>;

export interface SaleFormGeneral {
  ref_client: string;
  /** '' until a type is chosen. */
  type: PropertyTypeCode | '';
  sous_nature: string;
  nom: string;
  /** yyyy-MM-ddTHH:mm, Paris time. */
  dateDebut: string;
  dateFin: string;
  showNotaire: boolean;
  showNotimmoBareme: boolean;
  premiere_offre_possible_nv: string;
  premier_prix: string;
  flat_price_answer: boolean;
  flat_price: string;
  pas_enchere: string;
  reserve_price: string;
  charge_honoraire: FeesPaidBy;
  annee_construction: string;
  travauxAPrevoir: YesNoChoice;
  nature_travaux: string;
  numero_etage: string;
  nombre_salle_de_bains: string;
  nombre_wc: string;
  acces_handicap: YesNoChoice;
  etat_general: string;
  taxe_fonciere: string;
  taxe_habitation: string;
  charges_mensuelles: string;
  chauffage: HeatingKind[];
  descriptif: string;
  lienVisiteVirtuelle: string;
  lienVideo: string;
  lienRhinov: string;
  /** '1' when the negotiator ticked 'Je souhaite vendre en 36h'. */
  h36: '0' | '1';
}

export interface SaleFormPrecisions {
  dpe_exempte: YesNo;
  dpe_vierge: YesNo;
  copropriete: YesNo;
  constru_moins5ans: YesNo;
  etat_des_risques: YesNo;
  /** Id of the associated notary (assistance negotiators only). */
  assistance_tiers_assoc: number | null;
  /** The server's value: true shows the address. The form's checkbox is its inverse (see address.ts). */
  afficher_adresse: boolean;
  adresse: string;
  codeInsee: string;
  codePostal: string;
  ville: string;
  departement: string;
  lat: number | null;
  lng: number | null;
  complement: string;
  surface_habitable: string;
  surface_terrain: string;
  nombre_chambres: string;
  nombre_pieces: string;
  nb_lots: string;
  /** Annual co-ownership charges in euros. */
  charge: string;
  infos_procedure: ProcedureOption;
  nom_syndic: string;
  description_quartier: string;
  descriptif_annonce: string;
  /** yyyy-MM-dd. */
  dpe_date: string;
  dpe_nrj: string;
  dpe_lettre: string;
  dpe_ges: string;
  ges_lettre: string;
  cout_ann_min: string;
  cout_ann_max: string;
  /** Reference year of the cost estimate. */
  date_ref_dpe: string;
  vendeurs: SaleVendor[];
}

export type SaleFormValues = SaleFormGeneral & SaleFormAmenities & SaleFormPrecisions;
export type SaleFormField = keyof SaleFormValues;

/** Where a form error sits: a field, or one vendor's e-mail. */
export type SaleFormErrorKey = SaleFormField | `vendeurs.${number}.email`;

const noAmenities = (): SaleFormAmenities => ({
  ascenseur: false,
  bibliotheque: false,
  cave: false,
  cheminee: false,
  grenier: false,
  rangements: false,
  sousSol: false,
  balcon: false,
  cour: false,
  etang: false,
  jacuzzi: false,
  jardin: false,
  garage: false,
  terrasse: false,
  tennis: false,
  parking: false,
  piscine: false,
  spa: false,
  viellePierre: false,
  dependances: false,
  belleVue: false,
  bonneExposition: false,
  lumineux: false,
  faiblesCharges: false,
  transport: false,
  mer: false,
  campagne: false,
  metro: false,
  montagne: false,
  centreVille: false,
});

/** An empty form with every default of the spec (§3.1, §9). */
export const defaultSaleFormValues = (): SaleFormValues => ({
  ref_client: '',
  type: '',
  sous_nature: '',
  nom: '',
  dateDebut: '',
  dateFin: '',
  showNotaire: true,
  showNotimmoBareme: true,
  premiere_offre_possible_nv: '',
  premier_prix: '',
  flat_price_answer: false,
  flat_price: '',
  pas_enchere: '',
  reserve_price: '',
  charge_honoraire: 'A',
  annee_construction: '',
  travauxAPrevoir: '',
  nature_travaux: '',
  numero_etage: '',
  nombre_salle_de_bains: '',
  nombre_wc: '',
  acces_handicap: '',
  etat_general: '',
  taxe_fonciere: '',
  taxe_habitation: '',
  charges_mensuelles: '',
  chauffage: [],
  descriptif: '',
  lienVisiteVirtuelle: '',
  lienVideo: '',
  lienRhinov: '',
  h36: '0',
  ...noAmenities(),
  dpe_exempte: 'non',
  dpe_vierge: 'non',
  copropriete: 'non',
  constru_moins5ans: 'non',
  etat_des_risques: 'non',
  assistance_tiers_assoc: null,
  afficher_adresse: true,
  adresse: '',
  codeInsee: '',
  codePostal: '',
  ville: '',
  departement: '',
  lat: null,
  lng: null,
  complement: '',
  surface_habitable: '',
  surface_terrain: '',
  nombre_chambres: '',
  nombre_pieces: '',
  nb_lots: '',
  charge: '',
  infos_procedure: 'Aucune',
  nom_syndic: '',
  description_quartier: '',
  descriptif_annonce: '',
  dpe_date: '',
  dpe_nrj: '',
  dpe_lettre: '',
  dpe_ges: '',
  ges_lettre: '',
  cout_ann_min: '',
  cout_ann_max: '',
  date_ref_dpe: '',
  vendeurs: [],
});
