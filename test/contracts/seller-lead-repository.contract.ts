import { expect } from 'chai';
import { DEFAULT_TEST_NOW, aSellerLead } from '../../core/src/testing/index.js';
import { useStore, type MakeStore } from './store.js';

export function sellerLeadRepositoryContract(makeStore: MakeStore): void {
  describe('SellerLeadRepository', () => {
    const store = useStore(makeStore);

    it('gives back a stored request as it was written, with an id', async () => {
      const { repos } = store();
      const lead = aSellerLead({
        address: { street: '3 Quai Perrière', postcode: '74000', city: 'Annecy', lat: null, lng: null },
      });
      const stored = await repos.sellerLeads.add(lead);
      expect(stored.id).to.be.a('number').above(0);
      const { items } = await repos.sellerLeads.list({ page: 1, pageSize: 10 });
      expect(items).to.deep.equal([{ ...lead, id: stored.id }]);
    });

    it('lists the newest first, page by page, with the total', async () => {
      const { repos } = store();
      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1)
        ids.push(
          (
            await repos.sellerLeads.add(
              aSellerLead({ createdAt: DEFAULT_TEST_NOW + i * 1000, livingArea: null, rooms: null }),
            )
          ).id,
        );
      const first = await repos.sellerLeads.list({ page: 1, pageSize: 2 });
      const second = await repos.sellerLeads.list({ page: 2, pageSize: 2 });
      expect(first.total).to.equal(3);
      expect([...first.items, ...second.items].map((lead) => lead.id)).to.deep.equal([...ids].reverse());
    });
  });
}
