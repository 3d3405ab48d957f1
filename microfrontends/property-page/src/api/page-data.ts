// The answer of GET /api/bien/{bienId}/page (hosts/api, auction routes): everything the page shows, for this viewer.
import type { AuctionPhase, BidderBlock, BuyerFileStep, StepState } from '@immo/core';

/** A step of the buyer file's checklist (core's ChecklistStep, its instant in ISO 8601). */
export interface ChecklistStepJson {
  step: BuyerFileStep;
  state: StepState;
  refusalReason?: string;
  visitStartsAt?: string;
}

/** The auction as the page and every poll carry it; instants are ISO 8601 with the Paris offset. */
export interface AuctionData {
  currentAuctionNowDateTime: string;
  enchereId: number;
  bienId: number;
  dateDebutEnchere: string;
  dateFinEnchere: string;
  /** The end scheduled by the negotiator. */
  dateFin: string;
  /** The end in force (anti-sniping extensions). */
  newDateFin: string;
  premierPrix: number;
  pasEnchere: number;
  currentPrice: number | null;
  currentPriceDisplay: string;
  minimumBid: number;
  phase: AuctionPhase;
  inFinalPhase: boolean;
  /** When the seller accepted an offer. */
  dateCloture: string | null;
}

export interface PageDocument {
  id: number;
  nom: string;
  filetype: string;
  acces: boolean;
  date: { date: string; timezone_type: number; timezone: string };
}

export interface PagePhoto {
  id: number;
  itemName: string;
  position: number;
  /** 1920 px wide. */
  url: string;
  /** 1024 px wide. */
  thumbnailUrl: string;
}

export interface PropertyPublicData {
  id: number;
  ref_client: string;
  nom: string;
  type: string;
  typeLabel: string;
  sous_nature: string;
  h36: string;
  premier_prix: number;
  pas_enchere: number;
  honoraires: number | null;
  charge_honoraire: 'A' | 'V';
  annee_construction: number | null;
  constru_moins5ans: boolean;
  travauxAPrevoir: boolean;
  nature_travaux: string;
  numero_etage: number | null;
  nombre_salle_de_bains: number | null;
  nombre_wc: number | null;
  acces_handicap: boolean;
  etat_general: string;
  taxe_fonciere: string;
  taxe_habitation: string;
  charges_mensuelles: string;
  chauffage: string[];
  equipements: string[];
  descriptif: string;
  description_quartier: string;
  descriptif_annonce: string;
  lienVisiteVirtuelle: string;
  lienVideo: string;
  lienRhinov: string;
  etat_des_risques: boolean;
  afficher_adresse: boolean;
  adresse: string | null;
  complement: string | null;
  codePostal: string;
  ville: string;
  departement: string;
  lat: number | null;
  lng: number | null;
  surface_habitable: number | null;
  surface_terrain: number | null;
  nombre_pieces: number | null;
  nombre_chambres: number | null;
  copropriete: boolean;
  nb_lots: number | null;
  charge: number | null;
  infos_procedure: string;
  nom_syndic: string;
  dpe_exempte: boolean;
  dpe_vierge: boolean;
  dpe_date: string | null;
  dpe_nrj: number | null;
  dpe_lettre: string | null;
  dpe_ges: number | null;
  ges_lettre: string | null;
  cout_ann_min: number | null;
  cout_ann_max: number | null;
  date_ref_dpe: number | null;
}

export interface PropertyPageData {
  bienId: number;
  enchereId: number | null;
  currentAuctionNowDateTime: string;
  phase: AuctionPhase;
  inFinalPhase: boolean;
  bien: PropertyPublicData;
  bienData: { imageUrl: string; mediaPrefix: string; photos: PagePhoto[] };
  bienJson: {
    lienVideo: string;
    lienVisiteVirtuelle: string;
    lienRhinov: string;
    publicType: string;
    ville: string;
    codePostal: string;
    departement: string;
    chargeHonoraire: 'A' | 'V';
  };
  bienInfos: { surfaceHabitable: number | null; nombrePieces: number | null };
  enchere: AuctionData | null;
  documents: PageDocument[];
  showDocumentsButton: boolean;
  acheteurs: { id: number }[];
  /** '1' when the viewer is registered on this sale. */
  bienInscrit: '1' | '0';
  /** 0 when anonymous. */
  currentUser: number;
  userInfos: string[];
  userVerified: '1' | '0';
  canAuction: '1' | '0';
  visitDone: boolean;
  /** What the viewer still lacks to bid here (core's bidderBlocks); empty when anonymous. */
  bidderBlocks: BidderBlock[];
  /** The viewer's buyer file as a checklist; null for anonymous visitors and sale managers. */
  checklist: ChecklistStepJson[] | null;
  mustRegister: boolean;
  bidControls: { enabled: boolean; reasons: string[] };
  isFavourite: boolean;
  /** Where the sale stands (core's saleOutcome), its label translated; null without an auction. */
  issue?: {
    kind: 'upcoming' | 'open' | 'accepted' | 'awaiting_seller' | 'unsold' | 'no_bids';
    price: number | null;
    label: string;
  } | null;
  /** The viewer sells this property: no interest button, no bidding, a link to the seller space. */
  isSeller?: boolean;
  /** The viewer manages this sale (its negotiator or an administrator). */
  managesSale?: boolean;
  /** The fields the viewer may edit in place now (PUT /api/bien/{id}); empty but for the sale's managers. */
  editableFields?: string[];
  /** False for a draft (shown to its managers and sellers only). */
  publie?: boolean;
  /** The sale's negotiator, to contact. */
  negociateur?: { nom: string; telephone: string } | null;
}
