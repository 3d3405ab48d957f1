import { expect } from 'chai';
import type { AssistanceThirdParty } from '../../core/src/domain/misc/assistance-third-party.js';
import { useStore, type ContractStore, type MakeStore } from './store.js';

/** The catalogue has no add(): each adapter says how its test store gets notaries (migrations, seed…). */
export interface ThirdPartyStore extends ContractStore {
  seedThirdParties(parties: AssistanceThirdParty[]): Promise<void>;
}

const NOTARIES: AssistanceThirdParty[] = [
  { id: 901, name: 'Maître Anne Rolland, notaire à Chambéry', crpcen: '73015' },
  { id: 902, name: 'Office notarial de la Presqu’île', crpcen: null },
];

export function assistanceThirdPartyRepositoryContract(makeStore: MakeStore<ThirdPartyStore>): void {
  describe('AssistanceThirdPartyRepository', () => {
    const store = useStore(makeStore);

    it('lists every notary, by id', async () => {
      const { repos } = store();
      await store().seedThirdParties(NOTARIES);
      const listed = await repos.thirdParties.list();
      expect(listed).to.deep.include.members(NOTARIES);
      expect(listed.map((p) => p.id)).to.deep.equal([...listed.map((p) => p.id)].sort((a, b) => a - b));
    });

    it('finds one notary, its CRPCEN code null when unknown', async () => {
      const { repos } = store();
      await store().seedThirdParties(NOTARIES);
      expect(await repos.thirdParties.findById(901)).to.deep.equal(NOTARIES[0]);
      expect(await repos.thirdParties.findById(902)).to.deep.equal(NOTARIES[1]);
    });

    it('answers null for an unknown id', async () => {
      const { repos } = store();
      expect(await repos.thirdParties.findById(999_999)).to.equal(null);
    });

    it('hands out copies', async () => {
      const { repos } = store();
      await store().seedThirdParties(NOTARIES);
      const found = await repos.thirdParties.findById(901);
      found!.name = 'changed';
      expect((await repos.thirdParties.findById(901))?.name).to.equal(NOTARIES[0]?.name);
    });
  });
}
