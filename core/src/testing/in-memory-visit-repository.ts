import type { Visit } from '../domain/visit/visit.js';
import type { New, VisitRepository } from '../ports/repositories.port.js';
import { deleteRow, findRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';

/** Lists in creation (id) order. */
export class InMemoryVisitRepository implements VisitRepository {
  constructor(private readonly state: InMemoryState) {}

  async findById(id: number): Promise<Visit | null> {
    return findRow(this.state.visits, id);
  }

  async listByProperty(propertyId: number): Promise<Visit[]> {
    return selectRows(this.state.visits, (v) => v.propertyId === propertyId);
  }

  async add(visit: New<Visit>): Promise<Visit> {
    return insertRow(this.state.visits, visit);
  }

  async update(visit: Visit): Promise<void> {
    replaceRow(this.state.visits, visit);
  }

  async delete(id: number): Promise<void> {
    deleteRow(this.state.visits, id);
  }
}
