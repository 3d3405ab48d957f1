import { expect } from 'chai';
import { ResetPassword } from '../../../../core/src/use-cases/reset-password/reset-password.js';
import { aUser, createTestKit, type TestKit } from '../../../../core/src/testing/index.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';

const NOW = Date.UTC(2026, 2, 2, 9, 30);
const NEW = 'Nouveau-2026!';

describe('ResetPassword (new password from the reset link)', () => {
  let kit: TestKit;
  let useCase: ResetPassword;
  let userId: number;

  beforeEach(async () => {
    kit = createTestKit({ now: NOW });
    useCase = new ResetPassword({ ...kit, siteUrl: 'https://www.example.fr' });
    userId = (await kit.repos.users.add(aUser({ email: 'lea@example.fr' }))).id;
    for (const token of ['link', 'older-link']) {
      await kit.repos.accountTokens.add({
        token,
        purpose: 'password_reset',
        userId,
        expiresAt: NOW + HOUR_MS,
      });
    }
  });

  const reset = (overrides: Record<string, unknown> = {}) =>
    useCase.execute({ token: 'link', password: NEW, passwordConfirmation: NEW, ...overrides });

  it('stores the new hash and the change time, and throws away every reset link of the account', async () => {
    kit.clock.advance(HOUR_MS - 1);
    expect(await reset()).to.deep.equal({ ok: true, value: { userId, message: 'password_reset_done' } });

    const user = await kit.repos.users.findById(userId);
    expect(user).to.deep.include({ passwordHash: `plain:${NEW}`, passwordChangedAt: NOW + HOUR_MS - 1 });
    expect(await kit.repos.accountTokens.find('password_reset', 'link')).to.equal(null);
    expect(await kit.repos.accountTokens.find('password_reset', 'older-link')).to.equal(null);
  });

  it('tells the user by e-mail that the password changed', async () => {
    await reset();
    expect(kit.mailer.sent).to.have.length(1);
    expect(kit.mailer.sent[0]).to.include({
      to: 'lea@example.fr',
      subject: 'Votre mot de passe a été modifié',
    });
    expect(kit.mailer.sent[0]?.text).to.contain('Mot de passe oublié');
  });

  it('counts the address as verified: the link came to it', async () => {
    const unverified = await kit.repos.users.add(aUser({ emailVerifiedAt: null }));
    await kit.repos.accountTokens.add({
      token: 'new-account',
      purpose: 'password_reset',
      userId: unverified.id,
      expiresAt: NOW + HOUR_MS,
    });
    await reset({ token: 'new-account' });
    expect((await kit.repos.users.findById(unverified.id))?.emailVerifiedAt).to.equal(NOW);
  });

  it('works once', async () => {
    await reset();
    expect(await reset()).to.deep.equal({ ok: false, error: { code: 'reset_link_invalid' } });
  });

  it('refuses an unknown, expired or verification link, or no token at all: reset_link_invalid', async () => {
    await kit.repos.accountTokens.add({
      token: 'verify',
      purpose: 'email_verification',
      userId,
      expiresAt: NOW + HOUR_MS,
    });
    for (const token of ['nope', 'verify', '', undefined, 42]) {
      expect(await reset({ token }), String(token)).to.deep.equal({
        ok: false,
        error: { code: 'reset_link_invalid' },
      });
    }
    kit.clock.set(NOW + HOUR_MS);
    expect(await reset()).to.deep.equal({ ok: false, error: { code: 'reset_link_invalid' } });
    expect((await kit.repos.users.findById(userId))?.passwordChangedAt).to.equal(null);
  });

  it('applies the password rule of §5.6 and keeps the link for another try', async () => {
    expect(await reset({ password: 'court1!', passwordConfirmation: 'court1!' })).to.deep.equal({
      ok: false,
      error: { code: 'password_too_weak', params: { min: 8 }, field: 'password' },
    });
    expect(await reset({ passwordConfirmation: 'Autre-2026!' })).to.deep.equal({
      ok: false,
      error: { code: 'password_mismatch', field: 'passwordConfirmation' },
    });
    expect(await reset({ password: `${'a1!'.repeat(43)}` })).to.deep.equal({
      ok: false,
      error: { code: 'field_too_long', params: { max: 128 }, field: 'password' },
    });
    expect((await reset({ password: undefined })).ok).to.equal(false);
    expect(await kit.repos.accountTokens.find('password_reset', 'link')).to.not.equal(null);
    expect((await kit.repos.users.findById(userId))?.passwordHash).to.not.equal(`plain:${NEW}`);
    expect(kit.mailer.sent).to.deep.equal([]);
  });
});
