// The buyer file's steps as a checklist (spec §2.4 buyer space: my file, agrément, identity,
// financing, recap): each step's state and what it waits for, shown on the property page and in
// the buyer space. It reads the same facts as bidder-eligibility.ts, so both always agree.
import type { Instant } from '../../shared/time.js';
import type { BuyerFile } from './buyer-file.js';
import { agrementStatus, identityStatus, type BidderFacts } from './bidder-eligibility.js';

export const BUYER_FILE_STEPS = ['interest', 'visit', 'identity', 'agrement', 'financing'] as const;
export type BuyerFileStep = (typeof BUYER_FILE_STEPS)[number];

/**
 * done: nothing left; waiting: with the negotiator (a visit booked, a document to review);
 * refused: to do again, with the reason; todo: the buyer's move; optional: advised only (financing).
 */
export type StepState = 'done' | 'waiting' | 'refused' | 'todo' | 'optional';

export interface ChecklistStep {
  step: BuyerFileStep;
  state: StepState;
  /** Refused steps: the negotiator's reason. */
  refusalReason?: string;
  /** The visit step while waiting: the start of the next slot the buyer booked. */
  visitStartsAt?: Instant;
}

export interface ChecklistFacts extends BidderFacts {
  file: (BidderFacts['file'] & Pick<BuyerFile, 'financing'>) | null;
  /** The start of the buyer's next booked slot on this property (started or not), null when none. */
  bookedVisitStartsAt: Instant | null;
}

function interestStep(facts: ChecklistFacts): ChecklistStep {
  return { step: 'interest', state: facts.file ? 'done' : 'todo' };
}

function visitStep(facts: ChecklistFacts): ChecklistStep {
  if (facts.file?.visitDoneAt) return { step: 'visit', state: 'done' };
  if (facts.file && facts.bookedVisitStartsAt !== null)
    return { step: 'visit', state: 'waiting', visitStartsAt: facts.bookedVisitStartsAt };
  return { step: 'visit', state: 'todo' };
}

function reviewedStep(
  step: 'identity' | 'agrement',
  status: ReturnType<typeof identityStatus>,
  refusalReason: string | null | undefined,
): ChecklistStep {
  switch (status) {
    case 'approved':
      return { step, state: 'done' };
    case 'pending':
      return { step, state: 'waiting' };
    case 'refused':
      return { step, state: 'refused', refusalReason: refusalReason ?? '' };
    case 'missing':
      return { step, state: 'todo' };
  }
}

/** The five steps in order: interest, visit, identity, agrément, financing. */
export function buyerFileChecklist(facts: ChecklistFacts): ChecklistStep[] {
  const { file } = facts;
  return [
    interestStep(facts),
    visitStep(facts),
    reviewedStep('identity', identityStatus(facts), file?.identity.review?.refusalReason),
    reviewedStep('agrement', agrementStatus(file), file?.agrement.review?.refusalReason),
    { step: 'financing', state: file?.financing ? 'done' : 'optional' },
  ];
}

/** The recap: what is done, what waits for the negotiator, what the buyer must still do. */
export interface ChecklistRecap {
  done: BuyerFileStep[];
  waiting: BuyerFileStep[];
  missing: BuyerFileStep[];
}

export function checklistRecap(steps: readonly ChecklistStep[]): ChecklistRecap {
  const of = (...states: StepState[]) => steps.filter((s) => states.includes(s.state)).map((s) => s.step);
  return { done: of('done'), waiting: of('waiting'), missing: of('todo', 'refused') };
}
