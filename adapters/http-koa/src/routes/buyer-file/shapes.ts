// The wire shapes of the buyer file (docs/buyer-funnel.md: BuyerFileJson, BuyerRowJson): instants
// as ISO 8601 with the Paris offset, property fields under the spec's French names.
import {
  formatParisIsoWithOffset,
  type BiddingRightRow,
  type BuyerFileView,
  type BuyerRow,
  type Instant,
} from '@immo/core';

const iso = (instant: Instant): string => formatParisIsoWithOffset(instant);
const isoOrNull = (instant: Instant | null): string | null => (instant === null ? null : iso(instant));

export const buyerFileJson = (view: BuyerFileView) => ({
  id: view.id,
  bienId: view.property.id,
  property: {
    nom: view.property.title,
    ville: view.property.city,
    codePostal: view.property.postcode,
    photoUrl: view.property.photoUrl,
    phase: view.property.phase,
    startAt: iso(view.property.startAt),
    endAt: iso(view.property.endAt),
  },
  interest: view.interest,
  registeredAt: iso(view.registeredAt),
  visitDoneAt: isoOrNull(view.visitDoneAt),
  visit: view.visit && {
    visitId: view.visit.visitId,
    startsAt: iso(view.visit.startsAt),
    durationMinutes: view.visit.durationMinutes,
  },
  identity: {
    ...view.identity,
    uploadedAt: isoOrNull(view.identity.uploadedAt),
  },
  agrement: { ...view.agrement, signedAt: isoOrNull(view.agrement.signedAt) },
  financing: view.financing,
  checklist: view.checklist.map(({ visitStartsAt, ...step }) => ({
    ...step,
    ...(visitStartsAt !== undefined ? { visitStartsAt: iso(visitStartsAt) } : {}),
  })),
  recap: view.recap,
  bidderBlocks: view.bidderBlocks,
});

export const buyerRowJson = (row: BuyerRow) => ({
  ...row,
  registeredAt: iso(row.registeredAt),
  visit: {
    booked: row.visit.booked && {
      visitId: row.visit.booked.visitId,
      startsAt: iso(row.visit.booked.startsAt),
    },
    doneAt: isoOrNull(row.visit.doneAt),
  },
  identity: { ...row.identity, uploadedAt: isoOrNull(row.identity.uploadedAt) },
  agrement: { ...row.agrement, signedAt: isoOrNull(row.agrement.signedAt) },
});

export const biddingRightJson = (row: BiddingRightRow) => ({
  ...row,
  biddingSuspendedAt: isoOrNull(row.biddingSuspendedAt),
});
