import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { DAY_MS, HOUR_MS } from '../../../../core/src/shared/time.js';
import { aProperty, aQualifiedBuyerFile, aVisit } from '../../../../core/src/testing/index.js';
import { GetBuyerFile } from '../../../../core/src/use-cases/get-buyer-file/get-buyer-file.js';
import { ListMyBuyerFiles } from '../../../../core/src/use-cases/list-my-buyer-files/list-my-buyer-files.js';
import { buyerFileFixture } from './buyer-file-fixture.js';

describe('GetBuyerFile', () => {
  it('gives the buyer their file: the property, the booked slot, each step, the recap and what blocks a bid', async () => {
    const { kit, property, buyer, buyerFileId } = await buyerFileFixture();
    const now = kit.clock.now();
    const slot = await kit.repos.visits.add(
      aVisit({ propertyId: property.id, startsAt: now + DAY_MS, attendeeIds: [buyer.id] }),
    );
    const photos = await kit.repos.photos.listByProperty(property.id);
    const main = photos.find((p) => p.position === 0)!;

    const result = await new GetBuyerFile(kit).execute({ viewer: buyer, bienId: property.id });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).to.deep.include({ id: buyerFileId, interest: 'interested', visitDoneAt: null });
    expect(result.value.property).to.deep.equal({
      id: property.id,
      title: property.title,
      city: property.address.city,
      postcode: property.address.postcode,
      photoUrl: `/media/photos/${main.id}?width=1024`,
      phase: 'live',
      startAt: property.offersStartAt,
      endAt: property.offersEndAt,
    });
    expect(result.value.visit).to.deep.equal({
      visitId: slot.id,
      startsAt: slot.startsAt,
      durationMinutes: 30,
    });
    expect(result.value.identity).to.deep.equal({
      status: 'missing',
      accountVerified: false,
      fileName: null,
      uploadedAt: null,
      documentDeleted: false,
      refusalReason: null,
    });
    expect(result.value.agrement).to.deep.equal({
      status: 'missing',
      signedAt: null,
      signedName: null,
      refusalReason: null,
      copyAvailable: false,
    });
    expect(result.value.financing).to.equal(null);
    expect(result.value.checklist).to.deep.equal([
      { step: 'interest', state: 'done' },
      { step: 'visit', state: 'waiting', visitStartsAt: slot.startsAt },
      { step: 'identity', state: 'todo' },
      { step: 'agrement', state: 'todo' },
      { step: 'financing', state: 'optional' },
    ]);
    expect(result.value.recap).to.deep.equal({
      done: ['interest'],
      waiting: ['visit'],
      missing: ['identity', 'agrement'],
    });
    expect(result.value.bidderBlocks).to.deep.equal([
      'visit_not_validated',
      'identity_missing',
      'agrement_missing',
    ]);
  });

  it('shows a refused document with its reason, a deleted one as deleted, and the account’s approval', async () => {
    const { kit, property, buyer, buyerFileId } = await buyerFileFixture();
    const file = (await kit.repos.buyerFiles.findById(buyerFileId))!;
    const qualified = aQualifiedBuyerFile();
    await kit.repos.buyerFiles.update({
      ...file,
      identity: {
        ...qualified.identity,
        review: { ...qualified.identity.review!, status: 'refused', refusalReason: 'Photo floue' },
      },
      agrement: qualified.agrement,
      financing: qualified.financing,
    });
    const useCase = new GetBuyerFile(kit);
    const refused = await useCase.execute({ viewer: buyer, bienId: property.id });
    expect(refused.ok && refused.value.identity).to.deep.equal({
      status: 'refused',
      accountVerified: false,
      fileName: 'carte-identite.pdf',
      uploadedAt: qualified.identity.document!.uploadedAt,
      documentDeleted: false,
      refusalReason: 'Photo floue',
    });
    expect(refused.ok && refused.value.agrement).to.include({ status: 'approved', copyAvailable: true });
    expect(refused.ok && refused.value.financing).to.deep.equal({
      kind: 'loan',
      loanAmount: 350_000,
      certificateFileName: null,
    });

    // Approved on another file since, and this document deleted by the retention job.
    const account = (await kit.repos.users.findById(buyer.id))!;
    await kit.repos.users.update({ ...account, identityVerifiedAt: kit.clock.now() - HOUR_MS });
    const current = (await kit.repos.buyerFiles.findById(buyerFileId))!;
    await kit.repos.buyerFiles.update({
      ...current,
      identity: { ...current.identity, document: null, documentDeletedAt: kit.clock.now() },
    });
    const approved = await useCase.execute({ viewer: buyer, bienId: property.id });
    expect(approved.ok && approved.value.identity).to.deep.include({
      status: 'approved',
      accountVerified: true,
      fileName: null,
      documentDeleted: true,
      refusalReason: null,
    });
  });

  it('answers not_found when the viewer has no file there, or the property does not exist', async () => {
    const { kit, property, negotiator, buyer } = await buyerFileFixture();
    const useCase = new GetBuyerFile(kit);
    const elsewhere = await kit.repos.properties.add(aProperty());
    for (const [viewer, bienId] of [
      [negotiator, property.id],
      [buyer, elsewhere.id],
      [buyer, 999],
      [buyer, 'x'],
    ] as const) {
      const result = await useCase.execute({ viewer, bienId });
      expect(result.ok || result.error.code, String(bienId)).to.equal('not_found');
    }
    expect(await useCase.execute({ viewer: ANONYMOUS, bienId: property.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });
});

describe('ListMyBuyerFiles', () => {
  it('lists every file of the viewer, the latest registration first; nothing for whoever registered nowhere', async () => {
    const { kit, buyer, buyerFileId, negotiator } = await buyerFileFixture();
    const later = await kit.repos.properties.add(aProperty());
    const laterFile = await kit.repos.buyerFiles.add(
      aQualifiedBuyerFile({
        propertyId: later.id,
        userId: buyer.id,
        registeredAt: kit.clock.now() - HOUR_MS,
      }),
    );
    const useCase = new ListMyBuyerFiles(kit);
    const mine = await useCase.execute({ viewer: buyer });
    expect(mine.ok && mine.value.map((view) => view.id)).to.deep.equal([laterFile.id, buyerFileId]);
    expect(mine.ok && mine.value[0]!.property.photoUrl).to.equal(null);
    expect(await useCase.execute({ viewer: negotiator })).to.deep.equal({ ok: true, value: [] });
    expect(await useCase.execute({ viewer: ANONYMOUS })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });
});
