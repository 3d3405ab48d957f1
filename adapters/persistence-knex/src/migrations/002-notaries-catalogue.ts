import type { AssistanceThirdParty } from '@immo/core';
import type { Migration } from './migration.js';

/**
 * The assistance third parties (notaries) the platform starts with: the port only reads them.
 * The same three as core's in-memory store (SEEDED_THIRD_PARTIES), so both stores answer alike.
 */
export const SEEDED_NOTARIES: readonly AssistanceThirdParty[] = [
  { id: 1, name: 'Office notarial du Lac, Annecy', crpcen: '74002' },
  { id: 2, name: 'Étude Lefèvre et Associés, Lyon', crpcen: '69123' },
  { id: 3, name: 'Office notarial des Chartrons, Bordeaux', crpcen: null },
];

export const notariesCatalogue: Migration = {
  name: '002-notaries-catalogue',
  async up(knex) {
    await knex('assistance_third_parties').insert([...SEEDED_NOTARIES]);
  },
  async down(knex) {
    await knex('assistance_third_parties')
      .whereIn(
        'id',
        SEEDED_NOTARIES.map((notary) => notary.id),
      )
      .delete();
  },
};
