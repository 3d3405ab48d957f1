import { expect } from 'chai';
import { ACCOUNT_FIELD_MAX_LENGTH } from '../../core/src/domain/user/registration-form.js';
import { DEFAULT_TEST_NOW, aBuyer, aNegotiator, aUser } from '../../core/src/testing/index.js';
import { useStore, type MakeStore } from './store.js';

export function userRepositoryContract(makeStore: MakeStore): void {
  describe('UserRepository', () => {
    const store = useStore(makeStore);

    it('adds with increasing ids and reads back every field', async () => {
      const { repos } = store();
      const first = await repos.users.add(aUser({ emailVerifiedAt: null, termsAcceptedAt: null }));
      const second = await repos.users.add(
        aNegotiator({ roles: ['ROLE_NEGOCIATEUR', 'ROLE_ADMIN'], assistance: true }),
      );
      expect(second.id).to.be.greaterThan(first.id);
      expect(await repos.users.findById(first.id)).to.deep.equal(first);
      expect(await repos.users.findById(second.id)).to.deep.equal(second);
    });

    it('finds by e-mail', async () => {
      const { repos } = store();
      const user = await repos.users.add(aBuyer({ email: 'lea.petit@example.fr' }));
      await repos.users.add(aBuyer());
      expect(await repos.users.findByEmail('lea.petit@example.fr')).to.deep.equal(user);
    });

    it('finds several by ids, the unknown ones left out', async () => {
      const { repos } = store();
      const a = await repos.users.add(aBuyer({ email: 'a.many@example.fr' }));
      await repos.users.add(aBuyer({ email: 'b.many@example.fr' }));
      const c = await repos.users.add(aBuyer({ email: 'c.many@example.fr' }));
      const found = await repos.users.findByIds([c.id, a.id, c.id + 1000]);
      expect(found.map((user) => user.id).sort((x, y) => x - y)).to.deep.equal([a.id, c.id]);
      expect(found.find((user) => user.id === c.id)).to.deep.equal(await repos.users.findById(c.id));
      expect(await repos.users.findByIds([])).to.deep.equal([]);
    });

    it('answers null for an unknown id or e-mail', async () => {
      const { repos } = store();
      expect(await repos.users.findById(999)).to.equal(null);
      expect(await repos.users.findByEmail('personne@example.fr')).to.equal(null);
    });

    it('updates', async () => {
      const { repos } = store();
      const user = await repos.users.add(aUser());
      const checked = {
        ...user,
        identityVerifiedAt: user.createdAt + 1,
        biddingSuspendedAt: user.createdAt + 2,
        biddingSuspensionReason: 'Offres répétées sans suite 🚫',
        locale: 'en' as const,
        passwordChangedAt: user.createdAt + 3,
        roles: [...user.roles, 'ROLE_VENDEUR' as const],
        phone: '07 00 00 00 00',
      };
      await repos.users.update(checked);
      expect(await repos.users.findById(user.id)).to.deep.equal(checked);
    });

    it('holds every account field at its longest (ACCOUNT_FIELD_MAX_LENGTH), 4-byte characters included', async () => {
      const { repos } = store();
      const max = ACCOUNT_FIELD_MAX_LENGTH;
      // 𠀀 is a letter outside the Basic Multilingual Plane: one character, four bytes in UTF-8.
      const longest = (n: number) => '𠀀'.repeat(n);
      const domain = 'example.fr';
      const fields = {
        firstName: longest(max.firstName),
        lastName: longest(max.lastName),
        phone: '+'.padEnd(max.phone, '1'),
        email: `${'e'.repeat(max.email - domain.length - 1)}@${domain}`,
        address: longest(max.address),
        postcode: '9'.repeat(max.postcode),
        city: longest(max.city),
        country: longest(max.country),
      };
      expect(fields.email).to.have.length(max.email);
      const user = await repos.users.add(aUser(fields));
      const stored = await repos.users.findById(user.id);
      expect(stored).to.deep.include(fields);
      await repos.users.update({ ...user, biddingSuspensionReason: null });
      expect(await repos.users.findByEmail(fields.email)).to.deep.include(fields);
    });

    it('hands out copies', async () => {
      const { repos } = store();
      const user = await repos.users.add(aUser());
      user.roles.push('ROLE_ADMIN');
      const found = await repos.users.findById(user.id);
      expect(found?.roles).to.deep.equal(['ROLE_USER']);
      found!.roles.push('ROLE_ADMIN');
      expect((await repos.users.findById(user.id))?.roles).to.deep.equal(['ROLE_USER']);
    });

    describe('list', () => {
      it('matches text in e-mail, first or last name, ignoring case', async () => {
        const { repos } = store();
        const byEmail = await repos.users.add(
          aUser({ email: 'zoe.roux@exemple.fr', firstName: 'A', lastName: 'B' }),
        );
        const byFirst = await repos.users.add(aUser({ firstName: 'Zoé', lastName: 'Martin' }));
        const byLast = await repos.users.add(aUser({ firstName: 'Paul', lastName: 'Rouxel' }));
        await repos.users.add(aUser({ firstName: 'Luc', lastName: 'Blanc' }));
        const roux = await repos.users.list({ text: 'ROUX', page: 1, pageSize: 10 });
        expect(roux.items.map((u) => u.id)).to.have.members([byEmail.id, byLast.id]);
        expect(roux.total).to.equal(2);
        const zoe = await repos.users.list({ text: 'zoé', page: 1, pageSize: 10 });
        expect(zoe.items.map((u) => u.id)).to.include(byFirst.id);
      });

      it('lists the holders of a role, and only them', async () => {
        const { repos } = store();
        const negotiator = await repos.users.add(aNegotiator());
        const buyer = await repos.users.add(aBuyer());
        const negotiators = await repos.users.listByRole('ROLE_NEGOCIATEUR');
        expect(negotiators.map((u) => u.id)).to.include(negotiator.id);
        expect(negotiators.map((u) => u.id)).not.to.include(buyer.id);
        expect(negotiators.every((u) => u.roles.includes('ROLE_NEGOCIATEUR'))).to.equal(true);
      });

      it('lists everyone without text, page by page', async () => {
        const { repos } = store();
        const ids: number[] = [];
        for (let i = 0; i < 5; i += 1)
          ids.push((await repos.users.add(aUser({ createdAt: DEFAULT_TEST_NOW + i }))).id);
        const first = await repos.users.list({ page: 1, pageSize: 3 });
        const second = await repos.users.list({ page: 2, pageSize: 3 });
        expect(first.total).to.equal(5);
        expect(second.total).to.equal(5);
        expect(first.items).to.have.length(3);
        expect([...first.items, ...second.items].map((u) => u.id)).to.have.members(ids);
      });
    });
  });
}
