import { expect } from 'chai';
import { ANONYMOUS, viewerOf } from '../../../../core/src/domain/user/user.js';
import {
  ListUsers,
  USERS_MAX_PAGE_SIZE,
  USERS_SEARCH_MAX_LENGTH,
} from '../../../../core/src/use-cases/list-users/list-users.js';
import {
  aBuyer,
  aNegotiator,
  anAdmin,
  anAssistanceNegotiator,
  aSeller,
  aUser,
  createTestKit,
  type TestKit,
} from '../../../../core/src/testing/index.js';
import type { User } from '../../../../core/src/domain/user/user.js';

describe('ListUsers (GET /ajax/users/list)', () => {
  let kit: TestKit;
  let useCase: ListUsers;
  let negotiator: User;

  beforeEach(async () => {
    kit = createTestKit();
    useCase = new ListUsers({ users: kit.repos.users });
    negotiator = await kit.repos.users.add(aNegotiator({ email: 'julie@agence.fr' }));
    await kit.repos.users.add(
      aBuyer({ email: 'helene.leveque@example.fr', firstName: 'Hélène', lastName: 'Lévêque' }),
    );
    await kit.repos.users.add(
      aUser({ email: 'marc.petit@example.fr', firstName: 'Marc', lastName: 'Petit' }),
    );
  });

  it('lists users with the fields a negotiator needs, never the hash nor the address', async () => {
    const result = await useCase.execute({ viewer: viewerOf(negotiator) });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.total).to.equal(3);
    expect(result.value.page).to.equal(1);
    expect(result.value.pageSize).to.equal(20);
    expect(result.value.items[1]).to.deep.equal({
      id: 2,
      email: 'helene.leveque@example.fr',
      firstName: 'Hélène',
      lastName: 'Lévêque',
      roles: ['ROLE_USER'],
      verified: true,
      canAuction: true,
    });
  });

  it('matches the name or the e-mail, ignoring case and accents', async () => {
    for (const text of ['leveque', 'HÉLÈNE', 'helene.lev', '  Lévêque ']) {
      const result = await useCase.execute({ viewer: viewerOf(negotiator), text });
      if (!result.ok) throw new Error(result.error.code);
      expect(
        result.value.items.map((u) => u.id),
        text,
      ).to.deep.equal([2]);
    }
  });

  it('treats a blank text as no filter', async () => {
    const result = await useCase.execute({ viewer: viewerOf(negotiator), text: '   ' });
    expect(result.ok && result.value.total).to.equal(3);
  });

  it('pages the list in creation order', async () => {
    const second = await useCase.execute({ viewer: viewerOf(negotiator), page: 2, pageSize: 2 });
    if (!second.ok) throw new Error(second.error.code);
    expect(second.value).to.deep.include({ total: 3, page: 2, pageSize: 2 });
    expect(second.value.items.map((u) => u.id)).to.deep.equal([3]);
  });

  it('is open to assistance negotiators and administrators', async () => {
    for (const user of [anAssistanceNegotiator(), anAdmin()]) {
      const added = await kit.repos.users.add(user);
      expect((await useCase.execute({ viewer: viewerOf(added) })).ok, added.email).to.equal(true);
    }
  });

  it('refuses anonymous visitors (unauthenticated) and buyers or sellers (forbidden)', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    for (const user of [aBuyer(), aUser(), aSeller()]) {
      const added = await kit.repos.users.add(user);
      expect(await useCase.execute({ viewer: viewerOf(added) })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['a numeric text', { text: 42 }, 'text'],
    ['a text too long', { text: 'a'.repeat(USERS_SEARCH_MAX_LENGTH + 1) }, 'text'],
    ['page 0', { page: 0 }, 'page'],
    ['a page in text', { page: '2' }, 'page'],
    ['a fractional page', { page: 1.5 }, 'page'],
    ['a page size of 0', { pageSize: 0 }, 'pageSize'],
    ['a page size above the maximum', { pageSize: USERS_MAX_PAGE_SIZE + 1 }, 'pageSize'],
  ];
  for (const [what, input, field] of badInputs) {
    it(`refuses ${what}`, async () => {
      expect(await useCase.execute({ viewer: viewerOf(negotiator), ...input })).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field },
      });
    });
  }

  it('accepts a text of exactly the maximum length and the maximum page size', async () => {
    const result = await useCase.execute({
      viewer: viewerOf(negotiator),
      text: 'a'.repeat(USERS_SEARCH_MAX_LENGTH),
      pageSize: USERS_MAX_PAGE_SIZE,
    });
    expect(result.ok).to.equal(true);
  });
});
