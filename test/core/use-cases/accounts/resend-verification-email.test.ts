import { expect } from 'chai';
import { ResendVerificationEmail } from '../../../../core/src/use-cases/resend-verification-email/resend-verification-email.js';
import { aUser, createTestKit, type TestKit } from '../../../../core/src/testing/index.js';
import { HOUR_MS, SECOND_MS } from '../../../../core/src/shared/time.js';

const NOW = Date.UTC(2026, 2, 2, 9, 30);
const NOTICE = { ok: true, value: { message: 'verification_email_resent' } };

describe('ResendVerificationEmail', () => {
  let kit: TestKit;
  let useCase: ResendVerificationEmail;
  let userId: number;

  beforeEach(async () => {
    kit = createTestKit({ now: NOW });
    useCase = new ResendVerificationEmail({ ...kit, siteUrl: 'https://www.example.fr' });
    userId = (
      await kit.repos.users.add(aUser({ email: 'lea@example.fr', emailVerifiedAt: null, locale: 'en' }))
    ).id;
    // The sign-up's link, issued two hours ago.
    await kit.repos.accountTokens.add({
      token: 'first',
      purpose: 'email_verification',
      userId,
      expiresAt: NOW - 2 * HOUR_MS + 48 * HOUR_MS,
    });
  });

  it('replaces the older link with a new one valid 48 h and mails it in the account’s language', async () => {
    expect(await useCase.execute({ email: ' Lea@Example.FR ' })).to.deep.equal(NOTICE);

    expect(await kit.repos.accountTokens.find('email_verification', 'first')).to.equal(null);
    expect(await kit.repos.accountTokens.find('email_verification', 'id-1')).to.deep.equal({
      token: 'id-1',
      purpose: 'email_verification',
      userId,
      expiresAt: NOW + 48 * HOUR_MS,
    });
    expect(kit.mailer.sent).to.have.length(1);
    expect(kit.mailer.sent[0]).to.include({ to: 'lea@example.fr', subject: 'Confirm your email address' });
    expect(kit.mailer.sent[0]?.text).to.contain('https://www.example.fr/verification-email/id-1');
  });

  it('gives the same answer, and mails nothing, for an unknown address or a verified account', async () => {
    await kit.repos.users.add(aUser({ email: 'paul@example.fr' }));
    expect(await useCase.execute({ email: 'nobody@example.fr' })).to.deep.equal(NOTICE);
    expect(await useCase.execute({ email: 'paul@example.fr' })).to.deep.equal(NOTICE);
    expect(kit.mailer.sent).to.deep.equal([]);
  });

  it('mails no new link within a minute of the previous one, and one a minute later', async () => {
    await useCase.execute({ email: 'lea@example.fr' });
    kit.clock.advance(59 * SECOND_MS);
    expect(await useCase.execute({ email: 'lea@example.fr' })).to.deep.equal(NOTICE);
    expect(kit.mailer.sent).to.have.length(1);
    expect(await kit.repos.accountTokens.find('email_verification', 'id-1')).to.not.equal(null);

    kit.clock.advance(SECOND_MS);
    await useCase.execute({ email: 'lea@example.fr' });
    expect(kit.mailer.sent).to.have.length(2);
    expect(await kit.repos.accountTokens.find('email_verification', 'id-1')).to.equal(null);
  });

  it('refuses a missing, non-text, too long or malformed address on the email field', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'field_required'],
      [42, 'invalid_input'],
      [`${'a'.repeat(250)}@example.fr`, 'field_too_long'],
      ['not-an-address', 'email_invalid'],
    ];
    for (const [email, code] of cases) {
      const result = await useCase.execute({ email });
      expect(result.ok ? null : result.error, String(email).slice(0, 20)).to.deep.include({
        code,
        field: 'email',
      });
    }
    expect(kit.mailer.sent).to.deep.equal([]);
  });

  it('answers the notice even when the mail server fails, and reports the failure', async () => {
    kit.mailer.failWith(new Error('SMTP down'));
    expect(await useCase.execute({ email: 'lea@example.fr' })).to.deep.equal(NOTICE);
    expect(kit.errors.reported).to.have.length(1);
  });
});
