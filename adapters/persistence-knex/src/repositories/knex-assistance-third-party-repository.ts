import type { AssistanceThirdParty, AssistanceThirdPartyRepository } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import type { KnexStore } from '../store.js';

function fromRow(row: Row): AssistanceThirdParty {
  const c = readRow(row);
  return { id: c.number('id'), name: c.text('name'), crpcen: c.nullableText('crpcen') };
}

/** The notaries catalogue, seeded by migration; lists by id. */
export class KnexAssistanceThirdPartyRepository implements AssistanceThirdPartyRepository {
  constructor(private readonly store: KnexStore) {}

  async list(): Promise<AssistanceThirdParty[]> {
    const rows: Row[] = await this.store.db('assistance_third_parties').orderBy('id');
    return rows.map(fromRow);
  }

  async findById(id: number): Promise<AssistanceThirdParty | null> {
    const row: Row | undefined = await this.store.db('assistance_third_parties').where('id', id).first();
    return row ? fromRow(row) : null;
  }
}
