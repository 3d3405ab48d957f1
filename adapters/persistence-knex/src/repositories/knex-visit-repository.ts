import type { New, Visit, VisitKind, VisitRepository } from '@immo/core';
import type { Knex } from 'knex';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import { atomically, insertedId, type KnexStore } from '../store.js';

interface AttendeeRow {
  visit_id: number;
  position: number;
  user_id: number;
}

const toRow = (visit: New<Visit>) => ({
  property_id: visit.propertyId,
  kind: visit.kind,
  starts_at: toSqlInstant(visit.startsAt),
  duration_minutes: visit.durationMinutes,
  capacity: visit.capacity,
  created_by: visit.createdBy,
});

const attendeeRows = (visitId: number, attendeeIds: readonly number[]): AttendeeRow[] =>
  attendeeIds.map((userId, position) => ({ visit_id: visitId, position, user_id: userId }));

function fromRow(row: Row, attendees: readonly AttendeeRow[]): Visit {
  const c = readRow(row);
  return {
    id: c.number('id'),
    propertyId: c.number('property_id'),
    kind: c.text('kind') as VisitKind,
    startsAt: c.instant('starts_at'),
    durationMinutes: c.number('duration_minutes'),
    capacity: c.nullableNumber('capacity'),
    attendeeIds: attendees
      .filter((attendee) => Number(attendee.visit_id) === c.number('id'))
      .sort((a, b) => a.position - b.position)
      .map((attendee) => Number(attendee.user_id)),
    createdBy: c.number('created_by'),
  };
}

/** Lists in creation (id) order; attendees (visit_attendees) keep the order they were given. */
export class KnexVisitRepository implements VisitRepository {
  constructor(private readonly store: KnexStore) {}

  async findById(id: number): Promise<Visit | null> {
    return (await this.withAttendees(await this.store.db('visits').where('id', id)))[0] ?? null;
  }

  async listByProperty(propertyId: number): Promise<Visit[]> {
    return this.withAttendees(await this.store.db('visits').where('property_id', propertyId).orderBy('id'));
  }

  async add(visit: New<Visit>): Promise<Visit> {
    return atomically(this.store, async ({ db }) => {
      const id = insertedId(await db('visits').insert(toRow(visit)));
      await insertAttendees(db, id, visit.attendeeIds);
      return { ...visit, attendeeIds: [...visit.attendeeIds], id };
    });
  }

  async update(visit: Visit): Promise<void> {
    await atomically(this.store, async ({ db }) => {
      // Like an SQL UPDATE, an unknown id changes nothing (and gets no orphan attendees).
      if (!(await db('visits').where('id', visit.id).first('id'))) return;
      await db('visits').where('id', visit.id).update(toRow(visit));
      await db('visit_attendees').where('visit_id', visit.id).delete();
      await insertAttendees(db, visit.id, visit.attendeeIds);
    });
  }

  async delete(id: number): Promise<void> {
    await atomically(this.store, async ({ db }) => {
      await db('visit_attendees').where('visit_id', id).delete();
      await db('visits').where('id', id).delete();
    });
  }

  private async withAttendees(rows: Row[]): Promise<Visit[]> {
    if (rows.length === 0) return [];
    const attendees: AttendeeRow[] = await this.store.db('visit_attendees').whereIn(
      'visit_id',
      rows.map((row) => Number(row.id)),
    );
    return rows.map((row) => fromRow(row, attendees));
  }
}

async function insertAttendees(db: Knex, visitId: number, attendeeIds: readonly number[]): Promise<void> {
  if (attendeeIds.length > 0) await db('visit_attendees').insert(attendeeRows(visitId, attendeeIds));
}
