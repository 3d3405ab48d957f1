import { expect } from 'chai';
import type { AssistanceThirdParty } from '../../core/src/domain/misc/assistance-third-party.js';
import { aProperty, aUser } from '../../core/src/testing/index.js';
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

    it('adds, edits and removes a notary; counts the sales naming it', async () => {
      const { repos } = store();
      const added = await repos.thirdParties.add({ name: 'Étude Nouvelle', crpcen: '38001' });
      expect(await repos.thirdParties.findById(added.id)).to.deep.equal(added);
      await repos.thirdParties.update({ ...added, name: 'Étude Nouvelle & associés', crpcen: null });
      expect(await repos.thirdParties.findById(added.id)).to.deep.equal({
        id: added.id,
        name: 'Étude Nouvelle & associés',
        crpcen: null,
      });
      expect(await repos.thirdParties.countSales(added.id)).to.equal(0);
      const user = await repos.users.add(aUser());
      await repos.properties.add(aProperty({ negotiatorId: user.id, assistanceThirdPartyId: added.id }));
      expect(await repos.thirdParties.countSales(added.id)).to.equal(1);
      await repos.thirdParties.delete(added.id);
      expect(await repos.thirdParties.findById(added.id)).to.equal(null);
    });

    it('keeps contact messages by sale and the audit log newest first', async () => {
      const { repos } = store();
      const message = {
        propertyId: 77,
        userId: null,
        name: 'Léa',
        email: 'lea@example.fr',
        phone: '',
        message: 'Une question sur la cave.',
        createdAt: Date.UTC(2026, 10, 25, 8, 0, 0),
      };
      const stored = await repos.contactMessages.add(message);
      expect(await repos.contactMessages.listByProperty(77)).to.deep.equal([stored]);
      expect(await repos.contactMessages.listByProperty(78)).to.deep.equal([]);
      const first = await repos.auditLog.add({
        actorId: 1,
        action: 'notary_added',
        targetType: 'notary',
        targetId: 3,
        details: { target: 'Étude', crpcen: null },
        createdAt: Date.UTC(2026, 10, 25, 8, 0, 0),
      });
      const second = await repos.auditLog.add({
        ...first,
        action: 'notary_removed',
        createdAt: first.createdAt + 1000,
      });
      const page = await repos.auditLog.list({ page: 1, pageSize: 10 });
      expect(page.items.slice(0, 2)).to.deep.equal([second, first]);
      expect(page.total).to.be.at.least(2);
    });
  });
}
