import { expect } from 'chai';
import { ANONYMOUS, viewerOf } from '../../../../core/src/domain/user/user.js';
import { GetCurrentUser } from '../../../../core/src/use-cases/get-current-user/get-current-user.js';
import { anAssistanceNegotiator, createTestKit, type TestKit } from '../../../../core/src/testing/index.js';

describe('GetCurrentUser (GET /api/me)', () => {
  let kit: TestKit;
  let useCase: GetCurrentUser;

  beforeEach(() => {
    kit = createTestKit();
    useCase = new GetCurrentUser({ users: kit.repos.users });
  });

  it('answers the profile with roles, assistance and flags, never the password hash', async () => {
    const user = await kit.repos.users.add(anAssistanceNegotiator({ email: 'thomas@agence.fr' }));

    const result = await useCase.execute({ viewer: viewerOf(user) });

    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).to.deep.include({
      id: user.id,
      email: 'thomas@agence.fr',
      roles: ['ROLE_NEGOCIATEUR'],
      assistance: true,
      verified: false,
      identityVerified: false,
      canAuction: true,
      emailVerified: true,
      locale: 'fr',
    });
    expect(result.value).to.not.have.property('passwordHash');
  });

  it('refuses an anonymous visitor', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it('refuses a token whose account is gone', async () => {
    expect(
      await useCase.execute({
        viewer: { id: 99, roles: ['ROLE_USER'], assistance: false, verified: false, canAuction: false },
      }),
    ).to.deep.equal({ ok: false, error: { code: 'unauthenticated' } });
  });
});
