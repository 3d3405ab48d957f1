import { expect } from 'chai';
import { readAllBytes } from '../../../../core/src/shared/byte-source.js';
import { AGREMENT_CONDITIONS } from '../../../../core/src/domain/buyer-file/agrement.js';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { translate } from '../../../../core/src/messages/translate.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';
import { InMemoryAgrementCopyRenderer } from '../../../../core/src/testing/index.js';
import { SignAgrement } from '../../../../core/src/use-cases/sign-agrement/sign-agrement.js';
import { buyerFileFixture, refusal } from './buyer-file-fixture.js';

describe('SignAgrement', () => {
  const setUp = async () => {
    const fixture = await buyerFileFixture();
    return { ...fixture, useCase: new SignAgrement(fixture.kit) };
  };
  const signing = (bienId: number, overrides: Record<string, unknown> = {}) => ({
    bienId,
    fullName: 'lea  FONTAINE',
    accepted: true,
    clientAddress: '203.0.113.7',
    ...overrides,
  });

  it('keeps the name typed, the time and the address, makes the PDF copy and waits for review', async () => {
    const { kit, property, buyer, buyerAccount, buyerFileId, useCase } = await setUp();
    const result = await useCase.execute({ viewer: buyer, ...signing(property.id) });
    if (!result.ok) throw new Error(result.error.code);
    const now = kit.clock.now();
    expect(result.value.agrement).to.deep.equal({
      status: 'pending',
      signedAt: now,
      signedName: 'lea  FONTAINE',
      refusalReason: null,
      copyAvailable: true,
    });
    const file = (await kit.repos.buyerFiles.findById(buyerFileId))!;
    const signature = file.agrement.signature!;
    expect(signature).to.deep.include({
      signedAt: now,
      signedName: 'lea  FONTAINE',
      signedFrom: '203.0.113.7',
    });
    expect(signature.copyKey).to.match(new RegExp(`^private/agrement/${buyerFileId}-[^/]+\\.pdf$`));
    expect(file.agrement.review).to.include({ status: 'pending', submittedAt: now });

    const stored = (await kit.storage.get(signature.copyKey!))!;
    expect(stored.contentType).to.equal('application/pdf');
    expect(InMemoryAgrementCopyRenderer.read(await readAllBytes(stored))).to.deep.equal({
      locale: 'fr',
      buyerFileId,
      property: {
        id: property.id,
        reference: property.reference,
        title: property.title,
        postcode: property.address.postcode,
        city: property.address.city,
      },
      buyer: {
        firstName: 'Léa',
        lastName: 'Fontaine',
        email: buyerAccount.email,
        phone: buyerAccount.phone,
        address: buyerAccount.address,
        postcode: buyerAccount.postcode,
        city: buyerAccount.city,
        country: buyerAccount.country,
      },
      conditions: AGREMENT_CONDITIONS.map((code) => translate(code, 'fr')),
      signedName: 'lea  FONTAINE',
      signedAt: now,
      signedFrom: '203.0.113.7',
    });
  });

  it('writes the copy in the buyer’s language', async () => {
    const { kit, property, buyer, buyerAccount, useCase } = await setUp();
    await kit.repos.users.update({ ...buyerAccount, locale: 'en' });
    await useCase.execute({ viewer: buyer, ...signing(property.id) });
    const [copy] = kit.agrementCopies.rendered;
    expect(copy!.locale).to.equal('en');
    expect(copy!.conditions).to.deep.equal(AGREMENT_CONDITIONS.map((code) => translate(code, 'en')));
  });

  it('needs the conditions accepted and the account holder’s name, stores nothing otherwise', async () => {
    const { kit, property, buyer, useCase } = await setUp();
    for (const [overrides, error] of [
      [{ accepted: false }, { code: 'agrement_conditions_required', field: 'accepted' }],
      [{ accepted: 'true' }, { code: 'agrement_conditions_required', field: 'accepted' }],
      [{ fullName: '  ' }, { code: 'field_required', field: 'fullName' }],
      [
        { fullName: 'Marie Curie' },
        { code: 'agrement_name_mismatch', params: { name: 'Léa Fontaine' }, field: 'fullName' },
      ],
    ] as const) {
      expect(await useCase.execute({ viewer: buyer, ...signing(property.id, overrides) })).to.deep.equal({
        ok: false,
        error,
      });
    }
    expect(kit.storage.keys()).to.deep.equal([]);
    expect(kit.agrementCopies.rendered).to.deep.equal([]);
  });

  it('may be signed again after a refusal (the old copy deleted), not while waiting nor once approved', async () => {
    const { kit, property, buyer, negotiator, buyerFileId, useCase } = await setUp();
    await useCase.execute({ viewer: buyer, ...signing(property.id) });
    expect(await useCase.execute({ viewer: buyer, ...signing(property.id) })).to.deep.equal({
      ok: false,
      error: { code: 'review_already_pending' },
    });
    const signed = (await kit.repos.buyerFiles.findById(buyerFileId))!;
    const firstCopy = signed.agrement.signature!.copyKey!;
    await kit.repos.buyerFiles.update({
      ...signed,
      agrement: { ...signed.agrement, review: refusal(negotiator.id, kit.clock.now(), 'Nom incomplet') },
    });
    kit.clock.advance(HOUR_MS);
    const again = await useCase.execute({ viewer: buyer, ...signing(property.id, { clientAddress: '::1' }) });
    expect(again.ok && again.value.agrement).to.include({ status: 'pending', signedAt: kit.clock.now() });
    const resigned = (await kit.repos.buyerFiles.findById(buyerFileId))!;
    expect(resigned.agrement.signature!.signedFrom).to.equal('::1');
    expect(kit.storage.keys()).to.deep.equal([resigned.agrement.signature!.copyKey]);
    expect(kit.storage.has(firstCopy)).to.equal(false);

    await kit.repos.buyerFiles.update({
      ...resigned,
      agrement: { ...resigned.agrement, review: { ...resigned.agrement.review!, status: 'approved' } },
    });
    expect(await useCase.execute({ viewer: buyer, ...signing(property.id) })).to.deep.equal({
      ok: false,
      error: { code: 'review_already_approved' },
    });
  });

  it('changes nothing when the copy cannot be made', async () => {
    const { kit, property, buyer, buyerFileId, useCase } = await setUp();
    kit.agrementCopies.failWith(new Error('renderer down'));
    let thrown: unknown = null;
    await useCase
      .execute({ viewer: buyer, ...signing(property.id) })
      .catch((error: unknown) => (thrown = error));
    expect(thrown).to.be.instanceOf(Error);
    expect((await kit.repos.buyerFiles.findById(buyerFileId))!.agrement.signature).to.equal(null);
    expect(kit.storage.keys()).to.deep.equal([]);
  });

  it('is the buyer’s own act on their own file', async () => {
    const { property, negotiator, useCase } = await setUp();
    expect(await useCase.execute({ viewer: negotiator, ...signing(property.id) })).to.deep.equal({
      ok: false,
      error: { code: 'buyer_file_required' },
    });
    expect(await useCase.execute({ viewer: ANONYMOUS, ...signing(property.id) })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });
});
