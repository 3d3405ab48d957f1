import { expect } from 'chai';
import { bytesSource } from '../../../../core/src/shared/byte-source.js';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';
import { aPdfFile, TEST_SITE_URL } from '../../../../core/src/testing/index.js';
import { DecideBuyerFileReview } from '../../../../core/src/use-cases/decide-buyer-file-review/decide-buyer-file-review.js';
import { SignAgrement } from '../../../../core/src/use-cases/sign-agrement/sign-agrement.js';
import { UploadIdentityDocument } from '../../../../core/src/use-cases/upload-identity-document/upload-identity-document.js';
import { buyerFileFixture, changedAccounts } from './buyer-file-fixture.js';

describe('DecideBuyerFileReview', () => {
  /** The buyer gave an identity document and signed the agrément: both wait for review. */
  const setUp = async () => {
    const fixture = await buyerFileFixture();
    const { kit, buyer, property } = fixture;
    await new UploadIdentityDocument(kit).execute({
      viewer: buyer,
      bienId: property.id,
      file: bytesSource(aPdfFile()),
      fileName: 'cni.pdf',
    });
    await new SignAgrement(kit).execute({
      viewer: buyer,
      bienId: property.id,
      fullName: 'Léa Fontaine',
      accepted: true,
      clientAddress: '::1',
    });
    kit.clock.advance(HOUR_MS);
    return { ...fixture, useCase: new DecideBuyerFileReview(kit) };
  };

  it('approving the identity approves the account once, answers the buyer row and e-mails the buyer', async () => {
    const { kit, negotiator, buyer, buyerAccount, buyerFileId, property, useCase } = await setUp();
    const result = await useCase.execute({
      viewer: negotiator,
      buyerFileId,
      part: 'identity',
      decision: 'approve',
    });
    if (!result.ok) throw new Error(result.error.code);
    const now = kit.clock.now();
    expect(result.value).to.deep.include({ id: buyerFileId, userId: buyer.id, email: buyerAccount.email });
    expect(result.value.identity).to.include({
      status: 'approved',
      accountVerified: true,
      fileName: 'cni.pdf',
    });
    expect(result.value.bidderBlocks).to.deep.equal(['visit_not_validated', 'agrement_pending']);
    expect((await kit.repos.users.findById(buyer.id))!.identityVerifiedAt).to.equal(now);
    // The account's tokens now open a verified account: the caches of token checks forget it.
    expect(changedAccounts(kit)).to.deep.equal([buyer.id]);
    expect((await kit.repos.buyerFiles.findById(buyerFileId))!.identity.review).to.deep.include({
      status: 'approved',
      decidedAt: now,
      decidedBy: negotiator.id,
    });
    expect(kit.mailer.sent).to.have.length(1);
    const [mail] = kit.mailer.sent;
    expect(mail!.to).to.equal(buyerAccount.email);
    expect(mail!.subject).to.equal('Votre pièce d’identité est validée');
    expect(mail!.text).to.include('Bonjour Léa,');
    expect(mail!.text).to.include(`« ${property.title} » (${property.address.city})`);
    expect(mail!.text).to.include(
      `${TEST_SITE_URL}/espace-utilisateur/acheteur/bien/${property.id}/show#identite`,
    );
    expect(mail!.html).to.include('<!doctype html>');
  });

  it('keeps the first approval of the account when another file’s identity is approved later', async () => {
    const { kit, negotiator, buyer, buyerAccount, buyerFileId, useCase } = await setUp();
    const earlier = kit.clock.now() - 30 * 24 * HOUR_MS;
    await kit.repos.users.update({ ...buyerAccount, identityVerifiedAt: earlier });
    await useCase.execute({ viewer: negotiator, buyerFileId, part: 'identity', decision: 'approve' });
    expect((await kit.repos.users.findById(buyer.id))!.identityVerifiedAt).to.equal(earlier);
  });

  it('refuses with the reason, which the buyer reads in their language; the account stays unapproved', async () => {
    const { kit, admin, buyer, buyerAccount, buyerFileId, useCase } = await setUp();
    await kit.repos.users.update({ ...buyerAccount, locale: 'en' });
    const result = await useCase.execute({
      viewer: admin,
      buyerFileId,
      part: 'agrement',
      decision: 'refuse',
      reason: '  Le nom ne correspond pas  ',
    });
    expect(result.ok && result.value.agrement).to.include({
      status: 'refused',
      refusalReason: 'Le nom ne correspond pas',
    });
    expect((await kit.repos.users.findById(buyer.id))!.identityVerifiedAt).to.equal(null);
    const [mail] = kit.mailer.sent;
    expect(mail!.subject).to.equal('Your approval request was not accepted');
    expect(mail!.text).to.include('Reason given by the negotiator: Le nom ne correspond pas');
    expect(mail!.text).to.include('#agrement');
  });

  it('refuses identity without touching the account, and a decision needs a pending item and a reason to refuse', async () => {
    const { kit, negotiator, buyer, buyerFileId, useCase } = await setUp();
    expect(
      await useCase.execute({
        viewer: negotiator,
        buyerFileId,
        part: 'identity',
        decision: 'refuse',
        reason: ' ',
      }),
    ).to.deep.equal({ ok: false, error: { code: 'review_reason_required', field: 'reason' } });
    expect(
      await useCase.execute({ viewer: negotiator, buyerFileId, part: 'identity', decision: 'maybe' }),
    ).to.deep.equal({ ok: false, error: { code: 'invalid_input', field: 'decision' } });
    expect(
      await useCase.execute({
        viewer: negotiator,
        buyerFileId,
        part: 'identity',
        decision: 'refuse',
        reason: 'Flou',
      }),
    ).to.deep.include({ ok: true });
    expect((await kit.repos.users.findById(buyer.id))!.identityVerifiedAt).to.equal(null);
    expect(
      await useCase.execute({ viewer: negotiator, buyerFileId, part: 'identity', decision: 'approve' }),
    ).to.deep.equal({ ok: false, error: { code: 'review_not_pending' } });
    expect(kit.mailer.sent).to.have.length(1);
  });

  it('is for the sale’s negotiator and administrators only', async () => {
    const { kit, otherNegotiator, buyer, seller, buyerFileId, useCase } = await setUp();
    for (const viewer of [otherNegotiator, buyer, seller]) {
      expect(
        await useCase.execute({ viewer, buyerFileId, part: 'identity', decision: 'approve' }),
      ).to.deep.equal({ ok: false, error: { code: 'forbidden' } });
    }
    expect(
      await useCase.execute({ viewer: ANONYMOUS, buyerFileId, part: 'identity', decision: 'approve' }),
    ).to.deep.equal({ ok: false, error: { code: 'unauthenticated' } });
    expect((await kit.repos.buyerFiles.findById(buyerFileId))!.identity.review!.status).to.equal('pending');
    expect(kit.mailer.sent).to.deep.equal([]);
  });

  it('keeps the decision when the e-mail cannot be sent, and reports the failure', async () => {
    const { kit, negotiator, buyerFileId, useCase } = await setUp();
    kit.mailer.failWith(new Error('SMTP down'));
    const result = await useCase.execute({
      viewer: negotiator,
      buyerFileId,
      part: 'agrement',
      decision: 'approve',
    });
    expect(result.ok).to.equal(true);
    expect((await kit.repos.buyerFiles.findById(buyerFileId))!.agrement.review!.status).to.equal('approved');
    expect(kit.errors.reported).to.have.length(1);
  });
});
