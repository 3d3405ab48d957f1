import type { AssistanceThirdParty, AssistanceThirdPartyRepository, New } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { insertedId, type KnexStore } from '../store.js';

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

  async add(party: New<AssistanceThirdParty>): Promise<AssistanceThirdParty> {
    const id = insertedId(
      await this.store.db('assistance_third_parties').insert({ name: party.name, crpcen: party.crpcen }),
    );
    return { ...party, id };
  }

  async update(party: AssistanceThirdParty): Promise<void> {
    await this.store
      .db('assistance_third_parties')
      .where('id', party.id)
      .update({ name: party.name, crpcen: party.crpcen });
  }

  async delete(id: number): Promise<void> {
    await this.store.db('assistance_third_parties').where('id', id).delete();
  }

  async countSales(id: number): Promise<number> {
    const [counted] = await this.store
      .db('properties')
      .where('assistance_third_party_id', id)
      .count({ total: '*' });
    return Number(counted?.total ?? 0);
  }
}
