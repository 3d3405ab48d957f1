// The qualification screens' fixtures: the sale, its buyer files as GET /api/bien/{bien}/acteurs
// answers them (docs/buyer-funnel.md, BuyerRowJson), its visit slots and users; and the space
// rendered at a path, as the shell mounts it. Now is 15 January 2026, 11:00 in Paris (harness NOW).
import type { Me } from '@immo/kit';
import { Route, Routes } from 'react-router';
import type { BuyerRow, UserRow, VisitSlot } from '../../../../microfrontends/sale-editor/src/buyers/wire.js';
import { NegotiatorSpaceRoutes } from '../../../../microfrontends/sale-editor/src/space/space-routes.js';
import { NEGOTIATOR, renderInApp, TEST_TABS, validSaleValues, type SetupOptions } from '../form/harness.js';

export { click, deferred, fakeApi, flush, NEGOTIATOR, NOW } from '../form/harness.js';

export const BIEN = 3;

export const ADMIN: Me = { ...NEGOTIATOR, id: 1, firstName: 'Anne', roles: ['ROLE_USER', 'ROLE_ADMIN'] };

/** GET /v2/sell/3: the sale's header reads its reference, title and dates (upcoming on 15 January). */
export const SALE = { bienId: BIEN, ...validSaleValues() };

/** A buyer file with nothing done past registering. */
export function buyerRow(overrides: Partial<BuyerRow> = {}): BuyerRow {
  return {
    id: 41,
    userId: 101,
    firstName: 'Alice',
    lastName: 'Martin',
    email: 'alice.martin@example.fr',
    phone: '06 12 34 56 78',
    interest: 'interested',
    registeredAt: '2026-01-05T09:30:00+01:00',
    visit: { booked: null, doneAt: null },
    identity: {
      status: 'missing',
      accountVerified: false,
      fileName: null,
      uploadedAt: null,
      refusalReason: null,
    },
    agrement: { status: 'missing', signedAt: null, signedName: null, refusalReason: null },
    financing: null,
    readyToBid: false,
    bidderBlocks: ['visit_not_validated', 'identity_missing', 'agrement_missing'],
    commentaireSurAcquereur: '',
    ...overrides,
  };
}

/** Alice: visited yesterday's slot (not validated yet), both documents waiting, a loan. */
export const ALICE = buyerRow({
  visit: { booked: { visitId: 9, startsAt: '2026-01-14T14:00:00+01:00' }, doneAt: null },
  identity: {
    status: 'pending',
    accountVerified: false,
    fileName: 'cni-alice.pdf',
    uploadedAt: '2026-01-10T18:05:00+01:00',
    refusalReason: null,
  },
  agrement: {
    status: 'pending',
    signedAt: '2026-01-11T08:00:00+01:00',
    signedName: 'Alice Martin',
    refusalReason: null,
  },
  financing: { kind: 'loan', loanAmount: 250000 },
  bidderBlocks: ['visit_not_validated', 'identity_pending', 'agrement_pending'],
  commentaireSurAcquereur: 'Très motivée',
});

/** Bruno: booked a slot on 20 January (not started), nothing else. */
export const BRUNO = buyerRow({
  id: 42,
  userId: 102,
  firstName: 'Bruno',
  lastName: 'Petit',
  email: 'bruno.petit@example.fr',
  phone: '',
  interest: 'undecided',
  visit: { booked: { visitId: 10, startsAt: '2026-01-20T10:30:00+01:00' }, doneAt: null },
});

/** Chloé: every step done, cash. */
export const CHLOE = buyerRow({
  id: 43,
  userId: 103,
  firstName: 'Chloé',
  lastName: 'Durand',
  email: 'chloe.durand@example.fr',
  visit: {
    booked: { visitId: 9, startsAt: '2026-01-14T14:00:00+01:00' },
    doneAt: '2026-01-14T15:10:00+01:00',
  },
  identity: {
    status: 'approved',
    accountVerified: true,
    fileName: 'passeport.jpg',
    uploadedAt: '2026-01-03T10:00:00+01:00',
    refusalReason: null,
  },
  agrement: {
    status: 'approved',
    signedAt: '2026-01-04T10:00:00+01:00',
    signedName: 'Chloé Durand',
    refusalReason: null,
  },
  financing: { kind: 'cash', loanAmount: null },
  readyToBid: true,
  bidderBlocks: [],
});

/** David: both documents refused, a financing certificate, no visit booked. */
export const DAVID = buyerRow({
  id: 44,
  userId: 104,
  firstName: 'David',
  lastName: 'Leroy',
  email: 'david.leroy@example.fr',
  interest: 'no_comment',
  identity: {
    status: 'refused',
    accountVerified: false,
    fileName: 'scan.png',
    uploadedAt: '2026-01-08T10:00:00+01:00',
    refusalReason: 'Document illisible',
  },
  agrement: {
    status: 'refused',
    signedAt: '2026-01-08T11:00:00+01:00',
    signedName: 'D. Leroy',
    refusalReason: 'Nom incomplet',
  },
  financing: { kind: 'certificate', loanAmount: null },
  bidderBlocks: ['visit_not_validated', 'identity_refused', 'agrement_refused'],
});

export const actors = (acheteurs: BuyerRow[]) => ({
  bienId: BIEN,
  view: 'negotiator',
  negociateur: null,
  vendeurs: [],
  acheteurs,
});

/** A slot as the visit routes answer it ('Y-m-d H:i:s', Paris time). */
export function slot(overrides: Partial<VisitSlot> = {}): VisitSlot {
  return {
    id: 9,
    bienId: BIEN,
    kind: 'grouped',
    start: '2026-01-14 14:00:00',
    end: '2026-01-14 14:45:00',
    durationMinutes: 45,
    capacity: 6,
    freePlaces: 4,
    bookedByViewer: false,
    ...overrides,
  };
}

export const hydra = <T,>(members: T[]) => ({ 'hydra:member': members, 'hydra:totalItems': members.length });

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 101,
    email: 'alice.martin@example.fr',
    firstName: 'Alice',
    lastName: 'Martin',
    roles: ['ROLE_USER'],
    verified: true,
    canAuction: true,
    ...overrides,
  };
}

/** The space at `path`, under the shell's '/espace-negociateur/*' route. */
export function renderSpaceAt(path: string, options: SetupOptions = {}) {
  return renderInApp(
    <Routes>
      <Route path="/espace-negociateur/*" element={<NegotiatorSpaceRoutes tabs={TEST_TABS} />} />
    </Routes>,
    { user: NEGOTIATOR, ...options, path },
  );
}
