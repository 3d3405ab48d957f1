import { expect } from 'chai';
import { Login } from '../../../../core/src/use-cases/login/login.js';
import {
  aBuyer,
  aUser,
  createTestKit,
  DEMO_PASSWORD,
  type TestKit,
} from '../../../../core/src/testing/index.js';

describe('Login (POST /api/login_check)', () => {
  let kit: TestKit;
  let useCase: Login;

  beforeEach(() => {
    kit = createTestKit();
    useCase = new Login({ users: kit.repos.users, hasher: kit.hasher, tokens: kit.tokens });
  });

  it('answers a token carrying the user id and roles, and the profile', async () => {
    const user = await kit.repos.users.add(aBuyer({ email: 'jeanne@example.fr' }));

    const result = await useCase.execute({ username: ' Jeanne@Example.FR ', password: DEMO_PASSWORD });

    if (!result.ok) throw new Error(`login failed: ${result.error.code}`);
    expect(await kit.tokens.verify(result.value.token)).to.deep.equal({
      userId: user.id,
      roles: ['ROLE_USER'],
      issuedAt: kit.clock.now(),
    });
    expect(result.value.user).to.deep.include({ id: user.id, email: 'jeanne@example.fr', canAuction: true });
    expect(result.value.user).to.not.have.property('passwordHash');
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    await kit.repos.users.add(aUser({ email: 'jeanne@example.fr' }));

    const unknown = await useCase.execute({ username: 'paul@example.fr', password: DEMO_PASSWORD });
    const wrong = await useCase.execute({ username: 'jeanne@example.fr', password: 'Mauvais-2026!' });

    expect(unknown).to.deep.equal({ ok: false, error: { code: 'invalid_credentials' } });
    expect(wrong).to.deep.equal(unknown);
  });

  it('verifies a password hash for an unknown e-mail too, so both answers take as long', async () => {
    await kit.repos.users.add(aUser({ email: 'jeanne@example.fr' }));
    const verified: string[] = [];
    const hasher = {
      hash: (password: string) => kit.hasher.hash(password),
      verify: (hash: string, password: string) => {
        verified.push(password);
        return kit.hasher.verify(hash, password);
      },
    };
    const timed = new Login({ users: kit.repos.users, hasher, tokens: kit.tokens });
    await timed.execute({ username: 'paul@example.fr', password: 'Essai-1' });
    await timed.execute({ username: 'jeanne@example.fr', password: 'Essai-2' });
    expect(verified).to.deep.equal(['Essai-1', 'Essai-2']);
  });

  it('refuses an account whose e-mail is not verified', async () => {
    await kit.repos.users.add(aUser({ email: 'jeanne@example.fr', emailVerifiedAt: null }));
    expect(await useCase.execute({ username: 'jeanne@example.fr', password: DEMO_PASSWORD })).to.deep.equal({
      ok: false,
      error: { code: 'email_not_verified' },
    });
  });

  it('does not tell an unverified account exists to someone without its password', async () => {
    await kit.repos.users.add(aUser({ email: 'jeanne@example.fr', emailVerifiedAt: null }));
    expect(await useCase.execute({ username: 'jeanne@example.fr', password: 'Mauvais-2026!' })).to.deep.equal(
      {
        ok: false,
        error: { code: 'invalid_credentials' },
      },
    );
  });

  it('requires a username and a password', async () => {
    expect(await useCase.execute({ username: '', password: DEMO_PASSWORD })).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'username' },
    });
    expect(await useCase.execute({ username: 'jeanne@example.fr', password: undefined })).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'password' },
    });
  });
});
