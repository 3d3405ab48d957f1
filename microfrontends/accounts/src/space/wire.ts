// The answers of the API the buyer space reads (docs/buyer-funnel.md). Instants are ISO 8601 strings.
import type {
  BidderBlock,
  BuyerFileStep,
  FinancingKind,
  Interest,
  SearchCriteria,
  StepState,
  SubmissionStatus,
  UserProfile,
  VisitKind,
} from '@immo/core';

/** The auction phase as core names it (`auctionPhase`). */
export type Phase = 'upcoming' | 'live' | 'ended';

/** GET /api/me/offres: every sale the buyer bid on. */
export interface OfferJson {
  bienId: number;
  enchereId: number;
  nom: string;
  ville: string;
  codePostal: string;
  photoUrl: string | null;
  phase: Phase;
  endAt: string;
  currentPrice: number;
  myBestBid: number;
  myBidCount: number;
  status: 'leading' | 'outbid' | 'won' | 'lost';
  /** Null until the seller answers the best offer. */
  acceptedBySeller: boolean | null;
}
export interface OffersJson {
  items: OfferJson[];
  /** The server's time when it answered (countdowns run on server time); absent: the client's. */
  serverNow?: string;
}

/** GET /api/favoris */
export interface FavouriteCardJson {
  nom: string;
  ville: string;
  codePostal: string;
  typeLabel: string;
  price: number;
  phase: Phase;
  endAt: string;
  photoUrl: string | null;
}
export interface FavouritesJson {
  items: { bienId: number; createdAt: string; card: FavouriteCardJson | null }[];
  total: number;
}

/** GET /api/recherches/user/{user} (adapters/http-koa/src/routes/visits/search-routes.ts). */
export interface SavedSearchJson {
  id: number;
  name: string;
  user: string;
  criteria: Partial<SearchCriteria>;
  createdAt: string;
  /** The daily e-mail of new matching sales (absent from older answers: off). */
  alert?: boolean;
}
export interface SavedSearchesJson {
  'hydra:member': SavedSearchJson[];
  'hydra:totalItems': number;
}

/** GET /api/me/visites */
export interface MyVisitJson {
  visitId: number;
  bienId: number;
  nom: string;
  ville: string;
  startsAt: string;
  durationMinutes: number;
  kind: VisitKind;
  cancellable: boolean;
}
export interface MyVisitsJson {
  items: MyVisitJson[];
}

export type { VisitSlotJson, VisitSlotsJson } from '@immo/kit';

export interface PropertyOfFileJson {
  nom: string;
  ville: string;
  codePostal: string;
  photoUrl: string | null;
  phase: Phase;
  startAt: string;
  endAt: string;
}

export interface ChecklistStepJson {
  step: BuyerFileStep;
  state: StepState;
  refusalReason?: string;
  visitStartsAt?: string;
}

/** BuyerFileJson: GET /api/bien/{bien}/dossier, GET /api/me/dossiers, and every change of the file. */
export interface BuyerFileJson {
  id: number;
  bienId: number;
  property: PropertyOfFileJson;
  interest: Interest;
  registeredAt: string;
  visitDoneAt: string | null;
  visit: { visitId: number; startsAt: string; durationMinutes: number } | null;
  identity: {
    status: SubmissionStatus;
    /** The account's identity is approved (once per account, maybe on another file). */
    accountVerified: boolean;
    fileName: string | null;
    uploadedAt: string | null;
    documentDeleted: boolean;
    refusalReason: string | null;
  };
  agrement: {
    status: SubmissionStatus;
    signedAt: string | null;
    signedName: string | null;
    refusalReason: string | null;
    copyAvailable: boolean;
  };
  financing: { kind: FinancingKind; loanAmount: number | null; certificateFileName: string | null } | null;
  checklist: ChecklistStepJson[];
  recap: { done: BuyerFileStep[]; waiting: BuyerFileStep[]; missing: BuyerFileStep[] };
  bidderBlocks: BidderBlock[];
}
export interface BuyerFilesJson {
  items: BuyerFileJson[];
}

/** GET /api/me: core's profile (the informations page edits it), its instant on the wire. */
export type ProfileJson = Omit<UserProfile, 'createdAt'> & { createdAt: string };
