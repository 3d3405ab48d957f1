import { expect } from 'chai';
import { acceptsLoginToken } from '../../../../core/src/domain/user/login-session.js';
import { ANONYMOUS, viewerOf, type User } from '../../../../core/src/domain/user/user.js';
import { ChangePassword } from '../../../../core/src/use-cases/change-password/change-password.js';
import { aUser, createTestKit, DEMO_PASSWORD, type TestKit } from '../../../../core/src/testing/index.js';
import { HOUR_MS, SECOND_MS } from '../../../../core/src/shared/time.js';

const NEW = 'Nouveau-2026!';

describe('ChangePassword (mes informations)', () => {
  let kit: TestKit;
  let useCase: ChangePassword;
  let user: User;

  beforeEach(async () => {
    kit = createTestKit();
    useCase = new ChangePassword({ ...kit, siteUrl: 'https://www.example.fr' });
    user = await kit.repos.users.add(aUser({ email: 'lea@example.fr', locale: 'en' }));
  });

  const change = (overrides: Record<string, unknown> = {}) =>
    useCase.execute({
      viewer: viewerOf(user),
      currentPassword: DEMO_PASSWORD,
      password: NEW,
      passwordConfirmation: NEW,
      ...overrides,
    });

  it('stores the new hash and the change time, and answers a token that still opens the account', async () => {
    const before = await kit.tokens.issue({ userId: user.id, roles: user.roles });
    kit.clock.advance(HOUR_MS + 300);

    const result = await change();

    if (!result.ok) throw new Error(result.error.code);
    const stored = (await kit.repos.users.findById(user.id))!;
    expect(stored).to.deep.include({ passwordHash: `plain:${NEW}`, passwordChangedAt: kit.clock.now() });
    const fresh = await kit.tokens.verify(result.value.token);
    expect(fresh?.userId).to.equal(user.id);
    expect(acceptsLoginToken(stored, fresh!.issuedAt)).to.equal(true);
    // Every other session, opened before the change, is over.
    expect(acceptsLoginToken(stored, (await kit.tokens.verify(before))!.issuedAt)).to.equal(false);
  });

  it('throws away a pending reset link and tells the user by e-mail, in their language', async () => {
    await kit.repos.accountTokens.add({
      token: 'pending',
      purpose: 'password_reset',
      userId: user.id,
      expiresAt: kit.clock.now() + HOUR_MS,
    });
    await change();
    expect(await kit.repos.accountTokens.find('password_reset', 'pending')).to.equal(null);
    expect(kit.mailer.sent.map((mail) => mail.subject)).to.deep.equal(['Your password has been changed']);
  });

  it("refuses a wrong current password on currentPassword: 'Mot de passe incorrect'", async () => {
    for (const currentPassword of ['Mauvais-2026!', `${DEMO_PASSWORD}${'x'.repeat(200)}`]) {
      expect(await change({ currentPassword })).to.deep.equal({
        ok: false,
        error: { code: 'password_incorrect', field: 'currentPassword' },
      });
    }
    expect(await change({ currentPassword: '' })).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'currentPassword' },
    });
    expect((await kit.repos.users.findById(user.id))?.passwordChangedAt).to.equal(null);
  });

  it('applies the password rule of §5.6 to the new one', async () => {
    expect(await change({ password: 'motdepasse', passwordConfirmation: 'motdepasse' })).to.deep.equal({
      ok: false,
      error: { code: 'password_too_weak', params: { min: 8 }, field: 'password' },
    });
    expect(await change({ passwordConfirmation: 'Autre-2026!' })).to.deep.equal({
      ok: false,
      error: { code: 'password_mismatch', field: 'passwordConfirmation' },
    });
    expect((await kit.repos.users.findById(user.id))?.passwordHash).to.not.equal(`plain:${NEW}`);
    expect(kit.mailer.sent).to.deep.equal([]);
  });

  it('refuses an anonymous visitor', async () => {
    expect(await change({ viewer: ANONYMOUS })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it('keeps the change when the mail server fails, and reports it', async () => {
    kit.mailer.failWith(new Error('SMTP down'));
    kit.clock.advance(SECOND_MS);
    expect((await change()).ok).to.equal(true);
    expect(kit.errors.reported).to.have.length(1);
  });
});
