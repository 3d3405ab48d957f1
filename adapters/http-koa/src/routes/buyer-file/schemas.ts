// The buyer files: the agrément signature, the financing plan, the negotiator's decisions and the
// administrator's bidding right. Reasons are VARCHAR(500) columns, names VARCHAR(255).
import { Type } from '@sinclair/typebox';
import { scalar } from '../../schema.js';

export const AGREMENT_BODY = Type.Object({
  fullName: Type.Optional(scalar(201, { description: 'Required: the name as on the account' })),
  accepted: Type.Optional(scalar(8, { description: 'Required: true' })),
});

export const FINANCING_BODY = Type.Object({
  kind: Type.Optional(scalar(8, { description: 'Required: cash or loan' })),
  loanAmount: Type.Optional(scalar(16, { description: 'Whole euros, 1 to 999 999 999, for a loan' })),
});

export const DECISION_BODY = Type.Object({
  decision: Type.Optional(scalar(16, { description: 'Required: approve or refuse' })),
  reason: Type.Optional(scalar(500, { description: 'Required to refuse; the buyer reads it' })),
});

export const BIDDING_RIGHT_BODY = Type.Object({
  allowed: Type.Optional(scalar(8, { description: 'Required: true or false' })),
  reason: Type.Optional(scalar(500)),
});
