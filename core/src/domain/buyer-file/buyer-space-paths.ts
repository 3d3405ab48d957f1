// The pages of the buyer file, named once: the property page's checklist and bid panel link to
// them, the e-mails too (spec §2.4 routes: acheteur_bien_show, …/visite, the buyer space sections).
import { propertyPagePath, INTEREST_FRAGMENT } from '../user/login-paths.js';
import type { BidderBlock } from './bidder-eligibility.js';
import type { BuyerFileStep } from './buyer-file-checklist.js';

export const BUYER_SPACE_PATH = '/espace-utilisateur/acheteur';

/** The sections of the buyer space (spec §2.4): my offers, favourites, saved searches, visits, files, details. */
export const BUYER_SPACE_SECTIONS = {
  offers: `${BUYER_SPACE_PATH}/mes-offres`,
  favourites: `${BUYER_SPACE_PATH}/mes-favoris`,
  searches: `${BUYER_SPACE_PATH}/mes-recherches`,
  visits: `${BUYER_SPACE_PATH}/mes-visites`,
  files: `${BUYER_SPACE_PATH}/mes-dossiers`,
  details: `${BUYER_SPACE_PATH}/mes-informations`,
} as const;
export type BuyerSpaceSection = keyof typeof BUYER_SPACE_SECTIONS;

/** The route 'acheteur_bien_show': the buyer's file on a property, its checklist and each step's form. */
export const buyerFilePath = (propertyId: number): string => `${BUYER_SPACE_PATH}/bien/${propertyId}/show`;
/** …/visite: the open visit slots of the property, to book one. */
export const visitBookingPath = (propertyId: number): string =>
  `${BUYER_SPACE_PATH}/bien/${propertyId}/visite`;

/** The anchor of each step's section on the file page. */
export const BUYER_FILE_STEP_FRAGMENTS: Readonly<Record<BuyerFileStep, string>> = {
  interest: 'interet',
  visit: 'visite',
  identity: 'identite',
  agrement: 'agrement',
  financing: 'financement',
};

/** Where the buyer does a step. */
export function buyerFileStepPath(propertyId: number, step: BuyerFileStep): string {
  if (step === 'interest') return `${propertyPagePath(propertyId)}#${INTEREST_FRAGMENT}`;
  if (step === 'visit') return visitBookingPath(propertyId);
  return `${buyerFilePath(propertyId)}#${BUYER_FILE_STEP_FRAGMENTS[step]}`;
}

const BLOCK_STEPS: Partial<Record<BidderBlock, BuyerFileStep>> = {
  not_registered: 'interest',
  visit_not_validated: 'visit',
  identity_missing: 'identity',
  identity_pending: 'identity',
  identity_refused: 'identity',
  agrement_missing: 'agrement',
  agrement_pending: 'agrement',
  agrement_refused: 'agrement',
};

/** The step that resolves a block, null for those no step resolves (a negotiator, a withdrawn right). */
export const stepOfBlock = (block: BidderBlock): BuyerFileStep | null => BLOCK_STEPS[block] ?? null;

/** Where the bid panel sends a buyer for a block; null when no page of the buyer's resolves it. */
export function bidderBlockPath(propertyId: number, block: BidderBlock): string | null {
  const step = stepOfBlock(block);
  return step === null ? null : buyerFileStepPath(propertyId, step);
}
