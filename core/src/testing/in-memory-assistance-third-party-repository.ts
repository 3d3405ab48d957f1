import type { AssistanceThirdParty } from '../domain/misc/assistance-third-party.js';
import type { AssistanceThirdPartyRepository, New } from '../ports/repositories.port.js';
import { deleteRow, findRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';

/** Starts with SEEDED_THIRD_PARTIES; lists by id. */
export class InMemoryAssistanceThirdPartyRepository implements AssistanceThirdPartyRepository {
  constructor(private readonly state: InMemoryState) {}

  async list(): Promise<AssistanceThirdParty[]> {
    return selectRows(this.state.thirdParties);
  }

  async findById(id: number): Promise<AssistanceThirdParty | null> {
    return findRow(this.state.thirdParties, id);
  }

  async add(party: New<AssistanceThirdParty>): Promise<AssistanceThirdParty> {
    return insertRow(this.state.thirdParties, party);
  }

  async update(party: AssistanceThirdParty): Promise<void> {
    replaceRow(this.state.thirdParties, party);
  }

  async delete(id: number): Promise<void> {
    deleteRow(this.state.thirdParties, id);
  }

  async countSales(id: number): Promise<number> {
    return selectRows(this.state.properties, (p) => p.assistanceThirdPartyId === id).length;
  }

  /** Not part of the port (the catalogue is seeded by migrations): lets a test add a notary of its own. */
  seed(party: AssistanceThirdParty): void {
    this.state.thirdParties.rows.set(party.id, { ...party });
    this.state.thirdParties.lastId = Math.max(this.state.thirdParties.lastId, party.id);
  }
}
