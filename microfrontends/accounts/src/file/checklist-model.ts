import { checklistRecap, type ChecklistRecap, type ChecklistStep, type StepState } from '@immo/core';
import type { BuyerFileJson, ChecklistStepJson } from '../space/wire.js';

/** The badge of each step's state (texts of the buyer-file area). */
export const STATE_BADGES: Record<StepState, { label: string; tone: string }> = {
  done: { label: 'buyer_file_state_done', tone: 'success' },
  waiting: { label: 'buyer_file_state_waiting', tone: 'info' },
  refused: { label: 'buyer_file_state_refused', tone: 'danger' },
  todo: { label: 'buyer_file_state_todo', tone: 'warning' },
  optional: { label: 'buyer_file_state_optional', tone: 'muted' },
};

export const STEP_LABELS = {
  interest: 'buyer_file_step_interest',
  visit: 'buyer_file_step_visit',
  identity: 'buyer_file_step_identity',
  agrement: 'buyer_file_step_agrement',
  financing: 'buyer_file_step_financing',
} as const;

/** Core's recap of the file's checklist: done, waiting for the negotiator, missing. */
export const recapOf = (checklist: readonly ChecklistStepJson[]): ChecklistRecap =>
  checklistRecap(checklist.map(({ step, state }): ChecklistStep => ({ step, state })));

/** A file the buyer still has something to do on comes first. */
export const needsAction = (file: BuyerFileJson): boolean => recapOf(file.checklist).missing.length > 0;

export const byActionFirst = (a: BuyerFileJson, b: BuyerFileJson): number =>
  Number(needsAction(b)) - Number(needsAction(a));
