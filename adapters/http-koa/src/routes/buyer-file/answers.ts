// The answers of the buyer file (docs/buyer-funnel.md: BuyerFileJson, BuyerRowJson) and of the right
// to bid: instants as ISO 8601 with the Paris offset, property fields under the spec's French names.
import {
  BIDDER_BLOCKS,
  BUYER_FILE_STEPS,
  FINANCING_KINDS,
  INTEREST_VALUES,
  REVIEW_STATUSES,
  ROLES,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import { answer, answerOf, nullable, oneOfTexts, parisInstant } from '../../schema.js';
import { AUCTION_PHASE } from '../auction/answers.js';
import type { biddingRightJson, buyerFileJson, buyerRowJson } from './shapes.js';

const SUBMISSION_STATUS = oneOfTexts(['missing', ...REVIEW_STATUSES]);
const STEP = oneOfTexts(BUYER_FILE_STEPS);
const BIDDER_BLOCKS_ANSWER = Type.Array(oneOfTexts(BIDDER_BLOCKS), {
  description: 'What still blocks a bid',
});

const IDENTITY_FIELDS = {
  status: SUBMISSION_STATUS,
  accountVerified: Type.Boolean({
    description: "The account's identity is approved (on this file or another)",
  }),
  fileName: nullable(Type.String()),
  uploadedAt: nullable(parisInstant()),
  refusalReason: nullable(Type.String()),
};

const AGREMENT_FIELDS = {
  status: SUBMISSION_STATUS,
  signedAt: nullable(parisInstant()),
  signedName: nullable(Type.String()),
  refusalReason: nullable(Type.String()),
};

/** The buyer's file on one property, as the buyer space shows it. */
export const BUYER_FILE_ANSWER = answerOf<ReturnType<typeof buyerFileJson>>()(
  answer({
    id: Type.Integer(),
    bienId: Type.Integer(),
    property: answer({
      nom: Type.String(),
      ville: Type.String(),
      codePostal: Type.String(),
      photoUrl: nullable(Type.String()),
      phase: AUCTION_PHASE,
      startAt: parisInstant(),
      endAt: parisInstant(),
    }),
    interest: oneOfTexts(INTEREST_VALUES),
    registeredAt: parisInstant(),
    visitDoneAt: nullable(parisInstant()),
    visit: nullable(
      answer({ visitId: Type.Integer(), startsAt: parisInstant(), durationMinutes: Type.Integer() }),
    ),
    identity: answer({ ...IDENTITY_FIELDS, documentDeleted: Type.Boolean() }),
    agrement: answer({ ...AGREMENT_FIELDS, copyAvailable: Type.Boolean() }),
    financing: nullable(
      answer({
        kind: oneOfTexts(FINANCING_KINDS),
        loanAmount: nullable(Type.Number({ description: 'Whole euros' })),
        certificateFileName: nullable(Type.String()),
      }),
    ),
    checklist: Type.Array(
      answer({
        step: STEP,
        state: oneOfTexts(['done', 'waiting', 'refused', 'todo', 'optional']),
        refusalReason: Type.Optional(Type.String()),
        visitStartsAt: Type.Optional(parisInstant()),
      }),
    ),
    recap: answer({ done: Type.Array(STEP), waiting: Type.Array(STEP), missing: Type.Array(STEP) }),
    bidderBlocks: BIDDER_BLOCKS_ANSWER,
  }),
);

export const BUYER_FILES_ANSWER = answer({ items: Type.Array(BUYER_FILE_ANSWER) });

/**
 * A buyer as the sale's manager reads him; a seller reads no e-mail, phone, comment, document name
 * nor refusal reason (null or absent).
 */
export const BUYER_ROW_ANSWER = answerOf<ReturnType<typeof buyerRowJson>>()(
  answer({
    id: Type.Integer({ description: 'The buyer file' }),
    userId: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    interest: oneOfTexts(INTEREST_VALUES),
    registeredAt: parisInstant(),
    visit: answer({
      booked: nullable(answer({ visitId: Type.Integer(), startsAt: parisInstant() })),
      doneAt: nullable(parisInstant()),
    }),
    identity: answer(IDENTITY_FIELDS),
    agrement: answer(AGREMENT_FIELDS),
    financing: nullable(
      answer({
        kind: oneOfTexts(FINANCING_KINDS),
        loanAmount: nullable(Type.Number({ description: 'Whole euros' })),
      }),
    ),
    readyToBid: Type.Boolean(),
    bidderBlocks: BIDDER_BLOCKS_ANSWER,
    commentaireSurAcquereur: Type.Optional(Type.String()),
  }),
);

export const BIDDING_RIGHT_ANSWER = answerOf<ReturnType<typeof biddingRightJson>>()(
  answer({
    id: Type.Integer(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    roles: Type.Array(oneOfTexts(ROLES)),
    verified: Type.Boolean(),
    canAuction: Type.Boolean(),
    biddingSuspendedAt: nullable(parisInstant()),
    biddingSuspensionReason: nullable(Type.String()),
  }),
);
