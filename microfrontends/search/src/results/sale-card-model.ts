import type { AuctionPhase, GeoPoint } from '@immo/core';

/** What a sale card shows, whichever list it comes from. */
export interface SaleCardView {
  bienId: number;
  title: string;
  /** A property type code (MAIS, APPT…), labelled in the reader's language. */
  type: string | null;
  city: string;
  postcode: string;
  imageUrl: string | null;
  price: number;
  /** 'current' once someone bid, 'first' before, 'price' when the list does not say. */
  priceKind: 'current' | 'first' | 'price';
  startAt: number;
  endAt: number;
  phase: AuctionPhase;
  inFinalPhase: boolean;
  /** Living area in m² and rooms, when the list gives them. */
  livingArea: number | null;
  rooms: number | null;
  /** Where the map puts its marker (null: not placed). */
  location: GeoPoint | null;
}

/** One card of GET /api/biens (adapters/http-koa/src/routes/auction/public-sales.ts). */
export interface PublicSaleCardJson {
  bienId: number;
  enchereId: number | null;
  nom: string;
  type: string | null;
  typeLabel: string | null;
  ville: string;
  codePostal: string;
  imageUrl: string | null;
  premierPrix: number | null;
  currentPrice: number | null;
  price: number;
  priceDisplay: string;
  dateDebutEnchere: string;
  dateFinEnchere: string;
  phase: AuctionPhase;
  inFinalPhase: boolean;
}

export interface PublicSalesJson {
  'hydra:member': PublicSaleCardJson[];
  'hydra:totalItems': number;
  page: number;
  pageSize: number;
  currentAuctionNowDateTime: string;
}

/** One card of GET /api/recherche (adapters/http-koa/src/routes/visits/shapes.ts). */
export interface SearchCardJson {
  bienId: number;
  title: string;
  type: string | null;
  city: string;
  postcode: string;
  price: number;
  priceDisplay: string;
  start: string;
  end: string;
  status: 'en_cours' | 'a_venir' | 'termine';
  photo: string | null;
  rooms: number | null;
  livingArea: number | null;
  location: GeoPoint | null;
}

export interface SearchResultsJson {
  'hydra:member': SearchCardJson[];
  'hydra:totalItems': number;
  page: number;
}

export const publicSaleCardView = (card: PublicSaleCardJson): SaleCardView => ({
  bienId: card.bienId,
  title: card.nom,
  type: card.type,
  city: card.ville,
  postcode: card.codePostal,
  imageUrl: card.imageUrl,
  price: card.price,
  priceKind: card.currentPrice === null ? 'first' : 'current',
  startAt: Date.parse(card.dateDebutEnchere),
  endAt: Date.parse(card.dateFinEnchere),
  phase: card.phase,
  inFinalPhase: card.inFinalPhase,
  livingArea: null,
  rooms: null,
  location: null,
});

const PHASE_OF_STATUS: Record<SearchCardJson['status'], AuctionPhase> = {
  a_venir: 'upcoming',
  en_cours: 'live',
  termine: 'ended',
};

export const searchCardView = (card: SearchCardJson): SaleCardView => ({
  bienId: card.bienId,
  title: card.title,
  type: card.type,
  city: card.city,
  postcode: card.postcode,
  imageUrl: card.photo,
  price: card.price,
  priceKind: 'price',
  startAt: Date.parse(card.start),
  endAt: Date.parse(card.end),
  phase: PHASE_OF_STATUS[card.status] ?? 'live',
  inFinalPhase: false,
  livingArea: card.livingArea,
  rooms: card.rooms,
  location: card.location,
});
