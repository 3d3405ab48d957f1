import type { AssistanceThirdParty } from '../domain/misc/assistance-third-party.js';
import type { AssistanceThirdPartyRepository } from '../ports/repositories.port.js';
import { findRow, selectRows } from './id-table.js';
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

  /** Not part of the port (the catalogue is seeded by migrations): lets a test add a notary of its own. */
  seed(party: AssistanceThirdParty): void {
    this.state.thirdParties.rows.set(party.id, { ...party });
    this.state.thirdParties.lastId = Math.max(this.state.thirdParties.lastId, party.id);
  }
}
