// What the negotiator's qualification screens send and read: the routes and JSON shapes of
// docs/buyer-funnel.md (the negotiator's side) and of the visit routes (routes/visits/shapes.ts).
import type { VisitSlotJson } from '@immo/kit';
import type { BidderBlock, FinancingKind, Interest, SubmissionStatus, UserListItem } from '@immo/core';

/** One buyer file of the sale as GET /api/bien/{bien}/acteurs lists it (BuyerRowJson). Instants are ISO 8601. */
export interface BuyerRow {
  /** The buyer file's id (dossier acheteur). */
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  interest: Interest;
  registeredAt: string;
  visit: { booked: { visitId: number; startsAt: string } | null; doneAt: string | null };
  identity: {
    status: SubmissionStatus;
    accountVerified: boolean;
    fileName: string | null;
    uploadedAt: string | null;
    refusalReason: string | null;
  };
  agrement: {
    status: SubmissionStatus;
    signedAt: string | null;
    signedName: string | null;
    refusalReason: string | null;
  };
  financing: { kind: FinancingKind; loanAmount: number | null } | null;
  readyToBid: boolean;
  bidderBlocks: BidderBlock[];
  commentaireSurAcquereur: string;
}

export interface SaleActors {
  bienId: number;
  view: 'negotiator' | 'seller';
  acheteurs: BuyerRow[];
}

/** The two things a negotiator approves or refuses in a buyer file. */
export type ReviewedPart = 'identity' | 'agrement';

/** A collection as the visit routes answer it. */
export interface Hydra<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
}

/** The collection with its members changed, counted again. */
export function withMembers<T>(collection: Hydra<T>, change: (members: T[]) => T[]): Hydra<T> {
  const members = change(collection['hydra:member']);
  return { 'hydra:member': members, 'hydra:totalItems': members.length };
}

/** A visit slot as the negotiator's listing gives it: the common shape, and who is booked. */
export interface VisitSlot extends VisitSlotJson {
  /** The negotiator's listing: who is booked. */
  attendees?: Attendee[];
  /** The answer to a change: the ids of who is booked. */
  attendeeIds?: number[];
}

/** Someone booked on a slot (GET …/{visite}/users). */
export interface Attendee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A buyer registered on the property (GET …/visites/buyers): `id` is the user, `dossierAcheteur` the file. */
export interface PropertyBuyer extends Attendee {
  dossierAcheteur: number;
  visitDone: boolean;
  visitDoneAt: string | null;
}

/** A user of GET /ajax/users/list (core's UserListItem: canAuction is the right to bid) and of PUT …/droit-enchere. */
export interface UserRow extends UserListItem {
  biddingSuspensionReason?: string | null;
}

export interface UsersPage {
  items: UserRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the visit validation answers (a BuyerFileJson; these fields are all the page reads). */
export interface ValidatedVisit {
  bienId: number;
  visitDoneAt: string | null;
}

export const api = {
  saleActors: (bienId: number) => `/api/bien/${bienId}/acteurs`,
  /** The sale form's values: the screens read the title, reference and dates of the sale's header. */
  sale: (bienId: number) => `/v2/sell/${bienId}`,
  identityDocument: (fileId: number) => `/api/dossiers/${fileId}/piece-identite`,
  agrementCopy: (fileId: number) => `/api/dossiers/${fileId}/agrement.pdf`,
  financingCertificate: (fileId: number) => `/api/dossiers/${fileId}/financement/attestation`,
  decision: (fileId: number, part: ReviewedPart) =>
    `/api/dossiers/${fileId}/${part === 'identity' ? 'piece-identite' : 'agrement'}/decision`,
  validateVisit: (fileId: number) => `/espace-negociateur/dossier/${fileId}/validation/visite`,
  visits: (bienId: number) => `/api/bien/${bienId}/visites`,
  newVisit: (bienId: number) => `/api/bien/${bienId}/visites/new`,
  visit: (bienId: number, visitId: number) => `/api/bien/${bienId}/visites/${visitId}`,
  editVisit: (bienId: number, visitId: number) => `/api/bien/${bienId}/visites/${visitId}/edit`,
  attendees: (bienId: number, visitId: number) => `/api/bien/${bienId}/visites/${visitId}/users`,
  addAttendee: (bienId: number, visitId: number) => `/api/bien/${bienId}/visites/${visitId}/add-user`,
  removeAttendee: (bienId: number, visitId: number) => `/api/bien/${bienId}/visites/${visitId}/remove-user`,
  propertyBuyers: (bienId: number) => `/api/bien/${bienId}/visites/buyers`,
  users: (q: string, page: number) => `/ajax/users/list?${new URLSearchParams({ q, page: String(page) })}`,
  biddingRight: (userId: number) => `/api/users/${userId}/droit-enchere`,
} as const;

export const fullName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();
