import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';
import { SetBiddingRight } from '../../../../core/src/use-cases/set-bidding-right/set-bidding-right.js';
import { buyerFileFixture, changedAccounts } from './buyer-file-fixture.js';

describe('SetBiddingRight', () => {
  const setUp = async () => {
    const fixture = await buyerFileFixture();
    return { ...fixture, useCase: new SetBiddingRight(fixture.kit) };
  };

  it('withdraws the right with the reason, answers the user row and e-mails the user', async () => {
    const { kit, admin, buyer, buyerAccount, useCase } = await setUp();
    const result = await useCase.execute({
      viewer: admin,
      userId: buyer.id,
      allowed: false,
      reason: ' Impayés ',
    });
    const now = kit.clock.now();
    expect(result).to.deep.equal({
      ok: true,
      value: {
        id: buyer.id,
        email: buyerAccount.email,
        firstName: 'Léa',
        lastName: 'Fontaine',
        roles: ['ROLE_USER'],
        verified: false,
        canAuction: false,
        biddingSuspendedAt: now,
        biddingSuspensionReason: 'Impayés',
      },
    });
    expect((await kit.repos.users.findById(buyer.id))!).to.include({
      biddingSuspendedAt: now,
      biddingSuspensionReason: 'Impayés',
    });
    expect(kit.mailer.sent.map((m) => [m.to, m.subject])).to.deep.equal([
      [buyerAccount.email, 'Votre droit d’enchérir est suspendu'],
    ]);
    expect(kit.mailer.sent[0]!.text).to.include('Motif : Impayés');
  });

  it('withdrawing again keeps the date and updates the reason without another e-mail; restoring clears both', async () => {
    const { kit, admin, buyer, useCase } = await setUp();
    await useCase.execute({ viewer: admin, userId: buyer.id, allowed: false });
    const since = kit.clock.now();
    kit.clock.advance(HOUR_MS);
    const again = await useCase.execute({
      viewer: admin,
      userId: buyer.id,
      allowed: false,
      reason: 'Fraude',
    });
    expect(again.ok && again.value).to.include({
      biddingSuspendedAt: since,
      biddingSuspensionReason: 'Fraude',
    });
    expect(kit.mailer.sent).to.have.length(1);
    expect(kit.mailer.sent[0]!.text).to.not.include('Motif');

    const restored = await useCase.execute({
      viewer: admin,
      userId: buyer.id,
      allowed: true,
      reason: 'ignored',
    });
    expect(restored.ok && restored.value).to.include({
      canAuction: true,
      biddingSuspendedAt: null,
      biddingSuspensionReason: null,
    });
    expect(kit.mailer.sent.map((m) => m.subject)).to.deep.equal([
      'Votre droit d’enchérir est suspendu',
      'Votre droit d’enchérir est rétabli',
    ]);
    await useCase.execute({ viewer: admin, userId: buyer.id, allowed: true });
    expect(kit.mailer.sent).to.have.length(2);
  });

  it('tells every instance to forget the account’s token checks when the right changes, not when only the reason does', async () => {
    const { kit, admin, buyer, useCase } = await setUp();
    await useCase.execute({ viewer: admin, userId: buyer.id, allowed: false, reason: 'Impayés' });
    expect(changedAccounts(kit)).to.deep.equal([buyer.id]);
    await useCase.execute({ viewer: admin, userId: buyer.id, allowed: false, reason: 'Fraude' });
    expect(changedAccounts(kit)).to.deep.equal([buyer.id]);
    await useCase.execute({ viewer: admin, userId: buyer.id, allowed: true });
    expect(changedAccounts(kit)).to.deep.equal([buyer.id, buyer.id]);
  });

  it('is for administrators only', async () => {
    const { kit, negotiator, buyer, useCase } = await setUp();
    for (const viewer of [negotiator, buyer]) {
      expect(await useCase.execute({ viewer, userId: buyer.id, allowed: false })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(await useCase.execute({ viewer: ANONYMOUS, userId: buyer.id, allowed: false })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect((await kit.repos.users.findById(buyer.id))!.biddingSuspendedAt).to.equal(null);
  });

  it('refuses a missing flag, a reason that is not text or too long, and an unknown user', async () => {
    const { admin, buyer, useCase } = await setUp();
    expect(await useCase.execute({ viewer: admin, userId: buyer.id, allowed: 'false' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'allowed' },
    });
    expect(
      await useCase.execute({ viewer: admin, userId: buyer.id, allowed: false, reason: 42 }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'reason' },
    });
    expect(
      await useCase.execute({ viewer: admin, userId: buyer.id, allowed: false, reason: 'é'.repeat(501) }),
    ).to.deep.equal({ ok: false, error: { code: 'field_too_long', params: { max: 500 }, field: 'reason' } });
    expect(
      (await useCase.execute({ viewer: admin, userId: buyer.id, allowed: false, reason: 'é'.repeat(500) }))
        .ok,
    ).to.equal(true);
    expect(await useCase.execute({ viewer: admin, userId: 9999, allowed: false })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});
