// What the seller space reads from the API (GET /api/vendeur/biens, /api/vendeur/bien/{id}/offres,
// /api/bien/{id}/acteurs, /api/bien/{id}/page).

export interface OutcomeJson {
  kind: 'upcoming' | 'open' | 'accepted' | 'awaiting_seller' | 'unsold' | 'no_bids';
  price: number | null;
  label: string;
}

export interface SellerSaleJson {
  bienId: number;
  reference: string;
  title: string;
  city: string;
  status: 'en_cours' | 'a_venir' | 'termine';
  startAt: string;
  endAt: string;
  firstPrice: number;
  currentPrice: number | null;
  bidCount: number;
  published: boolean;
  outcome: OutcomeJson;
}

export interface SellerSalesJson {
  now: string;
  items: SellerSaleJson[];
}

export interface OfferJson {
  id: number;
  amount: number;
  amountDisplay: string;
  acquereur: string;
  dateTimeString: string;
  status: 'placed' | 'accepted' | 'refused';
  statusLabel: string;
  dateReponse: string | null;
  highest: boolean;
  canAccept: boolean;
  canRefuse: boolean;
}

export interface OffersJson {
  bienId: number;
  nom: string;
  phase: 'upcoming' | 'live' | 'ended';
  currentPriceDisplay: string | null;
  issue: OutcomeJson;
  offres: OfferJson[];
}

export interface ActorsJson {
  negociateur: { firstName: string; lastName: string; email: string; phone: string } | null;
  vendeurs: { email: string; primary: boolean }[];
  acheteurs: { visit: { booked: { startsAt: string } | false | null; doneAt: string | null } }[];
}

export interface SellerPageJson {
  documents: { id: number; nom: string; acces: boolean; date: { date: string } }[];
}
