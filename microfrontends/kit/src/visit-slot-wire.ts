import type { VisitKind } from '@immo/core';

/**
 * A visit slot as `GET /api/bien/{bien}/visites` lists it (adapters/http-koa visits shapes, slotJson):
 * the one wire shape the property page, the buyer space and the negotiator space read.
 */
export interface VisitSlotJson {
  id: number;
  bienId: number;
  kind: VisitKind;
  /** 'Y-m-d H:i:s', Paris time. */
  start: string;
  end: string;
  durationMinutes: number;
  /** Null: no limit (grouped visits). */
  capacity: number | null;
  /** Null: no limit. */
  freePlaces: number | null;
  /** The viewer booked this slot. */
  bookedByViewer: boolean;
}

/** The listing of a property's slots. */
export interface VisitSlotsJson<Slot extends VisitSlotJson = VisitSlotJson> {
  'hydra:member': Slot[];
  'hydra:totalItems': number;
}
