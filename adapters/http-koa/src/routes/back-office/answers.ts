// The answers of the admin space's own routes (users, notaries, audit log) and of the contact form.
import { AUDIT_ACTIONS, ROLES, type RemoveNotary, type SaveNotary } from '@immo/core';
import { Type } from '@sinclair/typebox';
import {
  ID_ANSWER,
  answer,
  answerOf,
  nullable,
  oneOfTexts,
  pageAnswer,
  parisInstant,
  shapedBy,
  type OutputOf,
} from '../../schema.js';
import type { auditJson } from '../back-office.js';

/** An account as the admin space lists it. */
export const ADMIN_USER_ANSWER = answer({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
  roles: Type.Array(oneOfTexts(ROLES)),
  emailVerified: Type.Boolean(),
  identityApproved: Type.Boolean(),
  identityPending: Type.Array(answer({ buyerFileId: Type.Integer(), bienId: Type.Integer() }), {
    description: 'Buyer files whose identity document awaits review',
  }),
  biddingAllowed: Type.Boolean(),
  biddingSuspensionReason: nullable(Type.String()),
  deactivated: Type.Boolean(),
  createdAt: parisInstant(),
});
export const ADMIN_USERS_ANSWER = pageAnswer(ADMIN_USER_ANSWER);

/** One line of the audit log: the sentence in the reader's language, with its raw parts. */
const AUDIT_LINE = answerOf<ReturnType<typeof auditJson>>()(
  answer({
    id: Type.Integer(),
    at: parisInstant(),
    actorId: Type.Integer(),
    actor: Type.String({ description: 'Who did it, by name' }),
    action: oneOfTexts(AUDIT_ACTIONS),
    targetType: oneOfTexts(['user', 'buyer_file', 'notary']),
    targetId: nullable(Type.Integer()),
    details: Type.Record(
      Type.String(),
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
    ),
    text: Type.String(),
  }),
);
export const AUDIT_LOG_ANSWER = pageAnswer(AUDIT_LINE);

export const NOTARY_ANSWER = shapedBy(
  answer({ id: Type.Integer(), name: Type.String(), crpcen: nullable(Type.String()) }),
  (notary: OutputOf<SaveNotary>) => notary,
);
export const REMOVED_NOTARY_ANSWER = shapedBy(ID_ANSWER, (removed: OutputOf<RemoveNotary>) => removed);
