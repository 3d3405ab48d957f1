import { expect } from 'chai';
import { RequestPasswordReset } from '../../../../core/src/use-cases/request-password-reset/request-password-reset.js';
import { aUser, createTestKit, type TestKit } from '../../../../core/src/testing/index.js';
import { HOUR_MS, MINUTE_MS } from '../../../../core/src/shared/time.js';

const NOW = Date.UTC(2026, 2, 2, 9, 30);
const NOTICE = { ok: true, value: { message: 'password_reset_requested' } };

describe('RequestPasswordReset (mot de passe oublié)', () => {
  let kit: TestKit;
  let useCase: RequestPasswordReset;
  let userId: number;

  beforeEach(async () => {
    kit = createTestKit({ now: NOW });
    useCase = new RequestPasswordReset({ ...kit, siteUrl: 'https://www.example.fr/' });
    userId = (await kit.repos.users.add(aUser({ email: 'lea@example.fr', firstName: 'Léa' }))).id;
  });

  it('stores a link valid 1 h and mails the new-password form’s address, in French', async () => {
    expect(await useCase.execute({ email: 'LEA@example.fr' })).to.deep.equal(NOTICE);

    expect(await kit.repos.accountTokens.find('password_reset', 'id-1')).to.deep.equal({
      token: 'id-1',
      purpose: 'password_reset',
      userId,
      expiresAt: NOW + HOUR_MS,
    });
    const [mail] = kit.mailer.sent;
    expect(mail).to.include({ to: 'lea@example.fr', subject: 'Choisissez un nouveau mot de passe' });
    expect(mail?.text).to.contain('Bonjour Léa,');
    expect(mail?.text).to.contain('https://www.example.fr/compte-36h-immo.html?reinitialisation=id-1');
    expect(mail?.text).to.contain('valable 1 heure');
    expect(mail?.html).to.contain('href="https://www.example.fr/compte-36h-immo.html?reinitialisation=id-1"');
  });

  it('writes in English to an English account', async () => {
    await kit.repos.users.add(aUser({ email: 'john@example.com', locale: 'en' }));
    await useCase.execute({ email: 'john@example.com' });
    expect(kit.mailer.sent[0]?.subject).to.equal('Choose a new password');
  });

  it('replaces the older reset links but keeps the verification link', async () => {
    await kit.repos.accountTokens.add({ token: 'old', purpose: 'password_reset', userId, expiresAt: NOW });
    await kit.repos.accountTokens.add({
      token: 'verify',
      purpose: 'email_verification',
      userId,
      expiresAt: NOW + HOUR_MS,
    });
    await useCase.execute({ email: 'lea@example.fr' });
    expect(await kit.repos.accountTokens.find('password_reset', 'old')).to.equal(null);
    expect(await kit.repos.accountTokens.find('email_verification', 'verify')).to.not.equal(null);
  });

  it('answers the same and mails nothing for an unknown address', async () => {
    expect(await useCase.execute({ email: 'nobody@example.fr' })).to.deep.equal(NOTICE);
    expect(kit.mailer.sent).to.deep.equal([]);
  });

  it('mails no second link within a minute', async () => {
    await useCase.execute({ email: 'lea@example.fr' });
    kit.clock.advance(MINUTE_MS - 1);
    await useCase.execute({ email: 'lea@example.fr' });
    expect(kit.mailer.sent).to.have.length(1);
    kit.clock.advance(1);
    await useCase.execute({ email: 'lea@example.fr' });
    expect(kit.mailer.sent).to.have.length(2);
  });
});
