// The buyer funnel on the property page under test: a buyer's checklist and visit slots built from
// a few words (object mothers), and the page's aside — the auction panel, the checklist — with the
// visits dialog, rendered in the auction harness (fake timers, the fake API).
import '../../../support/dom.js';
import type { BuyerFileStep, Instant, StepState } from '@immo/core';
import type { ReactNode } from 'react';
import type { ChecklistStepJson } from '../../../../microfrontends/property-page/src/api/page-data.js';
import { AuctionPanel } from '../../../../microfrontends/property-page/src/auction/auction-panel.js';
import { BuyerChecklist } from '../../../../microfrontends/property-page/src/buyer-file/buyer-checklist.js';
import { VisitDialog } from '../../../../microfrontends/property-page/src/buyer-file/visit-dialog.js';
import type { VisitSlotJson } from '../../../../microfrontends/property-page/src/buyer-file/visits-state.js';
import {
  AuctionOnly,
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  pageData,
  setup,
  type AuctionFacts,
  type Viewer,
} from '../auction/harness.js';

export const UPCOMING: AuctionFacts = {
  serverNow: CLIENT_NOW,
  startAt: CLIENT_NOW + 5 * DAY,
  endAt: CLIENT_NOW + 12 * DAY,
};
export const LIVE: AuctionFacts = {
  serverNow: CLIENT_NOW,
  startAt: CLIENT_NOW - DAY,
  endAt: CLIENT_NOW + 3 * DAY,
};

type StepFacts = StepState | Omit<ChecklistStepJson, 'step'>;

/** The five steps; those not named are still to do (financing: advised). */
export function checklist(steps: Partial<Record<BuyerFileStep, StepFacts>> = {}): ChecklistStepJson[] {
  const of = (step: BuyerFileStep, fallback: StepState): ChecklistStepJson => {
    const facts = steps[step] ?? fallback;
    return typeof facts === 'string' ? { step, state: facts } : { step, ...facts };
  };
  return [
    of('interest', 'todo'),
    of('visit', 'todo'),
    of('identity', 'todo'),
    of('agrement', 'todo'),
    of('financing', 'optional'),
  ];
}

/** A buyer registered on the sale (interest done), the rest of their file as given. */
export const registeredBuyer = (
  steps: Partial<Record<BuyerFileStep, StepFacts>> = {},
  viewer: Viewer = {},
): Viewer => ({
  ...BUYER,
  verified: false,
  canAuction: false,
  visitDone: false,
  blocks: ['visit_not_validated', 'identity_missing', 'agrement_missing'],
  checklist: checklist({ interest: 'done', ...steps }),
  ...viewer,
});

/** A logged-in buyer not registered on the sale yet. */
export const newcomer = (viewer: Viewer = {}): Viewer => ({
  ...BUYER,
  currentUser: 51,
  registered: false,
  visitDone: false,
  verified: false,
  canAuction: false,
  mustRegister: true,
  blocks: ['not_registered', 'identity_missing'],
  checklist: checklist(),
  ...viewer,
});

/** A slot as GET /api/bien/3/visites lists it; start and end in Paris time ('Y-m-d H:i:s'). */
export function slot(id: number, start: string, overrides: Partial<VisitSlotJson> = {}): VisitSlotJson {
  const [day, time] = start.split(' ') as [string, string];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const duration = overrides.durationMinutes ?? 30;
  const endMinutes = hours * 60 + minutes + duration;
  const end = `${day} ${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}:00`;
  return {
    id,
    bienId: 3,
    kind: 'grouped',
    start,
    end,
    durationMinutes: duration,
    capacity: 6,
    freePlaces: 4,
    bookedByViewer: false,
    ...overrides,
  };
}

export const slotsAnswer = (slots: VisitSlotJson[]) => ({
  'hydra:member': slots,
  'hydra:totalItems': slots.length,
});

/** The aside of the page (the auction panel and the checklist) and the visits dialog. */
export const aside = (extra?: ReactNode) => (
  <AuctionOnly bienId={3}>
    <AuctionPanel />
    <BuyerChecklist />
    <VisitDialog />
    {extra}
  </AuctionOnly>
);

/** The page as `viewer` sees it (the facts of an upcoming sale unless given), its aside rendered. */
export function openAside(
  viewer: Viewer,
  options: { facts?: AuctionFacts; api?: FakeApi; extra?: ReactNode; now?: Instant } = {},
) {
  const api = options.api ?? new FakeApi();
  if (!api.routes.has('GET /api/bien/3/page')) {
    api.on('GET', '/api/bien/3/page', pageData(options.facts ?? UPCOMING, viewer));
  }
  return setup(api, { ui: aside(options.extra), now: options.now }).then((harness) => ({ ...harness, api }));
}
