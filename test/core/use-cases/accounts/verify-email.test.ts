import { expect } from 'chai';
import { VerifyEmail } from '../../../../core/src/use-cases/verify-email/verify-email.js';
import { aUser, createTestKit, type TestKit } from '../../../../core/src/testing/index.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';

const NOW = Date.UTC(2026, 2, 2, 9, 30);

describe('VerifyEmail', () => {
  let kit: TestKit;
  let useCase: VerifyEmail;
  let userId: number;

  beforeEach(async () => {
    kit = createTestKit({ now: NOW });
    useCase = new VerifyEmail(kit);
    userId = (await kit.repos.users.add(aUser({ emailVerifiedAt: null }))).id;
    await kit.repos.accountTokens.add({
      token: 'tok-1',
      purpose: 'email_verification',
      userId,
      expiresAt: NOW + 48 * HOUR_MS,
    });
  });

  it('marks the e-mail verified now and uses the token up', async () => {
    kit.clock.advance(HOUR_MS);
    const result = await useCase.execute({ token: 'tok-1' });

    expect(result).to.deep.equal({ ok: true, value: { userId } });
    expect((await kit.repos.users.findById(userId))?.emailVerifiedAt).to.equal(NOW + HOUR_MS);
    expect(await kit.repos.accountTokens.find('email_verification', 'tok-1')).to.equal(null);
  });

  it('works 1 ms before the 48 hours are up', async () => {
    kit.clock.set(NOW + 48 * HOUR_MS - 1);
    expect((await useCase.execute({ token: 'tok-1' })).ok).to.equal(true);
  });

  it('refuses the link at 48 hours exactly, and throws the token away', async () => {
    kit.clock.set(NOW + 48 * HOUR_MS);
    const result = await useCase.execute({ token: 'tok-1' });

    expect(result).to.deep.equal({ ok: false, error: { code: 'verification_link_invalid' } });
    expect((await kit.repos.users.findById(userId))?.emailVerifiedAt).to.equal(null);
    expect(await kit.repos.accountTokens.find('email_verification', 'tok-1')).to.equal(null);
  });

  it('refuses an unknown token', async () => {
    expect(await useCase.execute({ token: 'nope' })).to.deep.equal({
      ok: false,
      error: { code: 'verification_link_invalid' },
    });
  });

  it('refuses a link used twice', async () => {
    await useCase.execute({ token: 'tok-1' });
    expect((await useCase.execute({ token: 'tok-1' })).ok).to.equal(false);
  });

  it('refuses a missing or non-text token', async () => {
    for (const token of [undefined, '', 42]) {
      expect(await useCase.execute({ token })).to.deep.equal({
        ok: false,
        error: { code: 'verification_link_invalid' },
      });
    }
  });

  it('refuses a token whose account is gone', async () => {
    await kit.repos.accountTokens.add({
      token: 'orphan',
      purpose: 'email_verification',
      userId: 999,
      expiresAt: NOW + HOUR_MS,
    });
    expect(await useCase.execute({ token: 'orphan' })).to.deep.equal({
      ok: false,
      error: { code: 'verification_link_invalid' },
    });
  });

  it('keeps the first verification time of an account already verified', async () => {
    const verified = await kit.repos.users.add(aUser({ emailVerifiedAt: NOW - HOUR_MS }));
    await kit.repos.accountTokens.add({
      token: 'tok-2',
      purpose: 'email_verification',
      userId: verified.id,
      expiresAt: NOW + HOUR_MS,
    });

    expect((await useCase.execute({ token: 'tok-2' })).ok).to.equal(true);
    expect((await kit.repos.users.findById(verified.id))?.emailVerifiedAt).to.equal(NOW - HOUR_MS);
  });
});
