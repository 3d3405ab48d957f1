import { expect } from 'chai';
import { bytesSource, type ByteRange, type ByteSource } from '../../../../core/src/shared/byte-source.js';
import {
  BUYER_UPLOAD_MAX_BYTES,
  BUYER_UPLOAD_SIGNATURE_BYTES,
} from '../../../../core/src/domain/buyer-file/buyer-uploads.js';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';
import { aJpegImage, aPdfFile, aProperty } from '../../../../core/src/testing/index.js';
import { UploadIdentityDocument } from '../../../../core/src/use-cases/upload-identity-document/upload-identity-document.js';
import { buyerFileFixture, refusal } from './buyer-file-fixture.js';

describe('UploadIdentityDocument', () => {
  const setUp = async () => {
    const fixture = await buyerFileFixture();
    return { ...fixture, useCase: new UploadIdentityDocument(fixture.kit) };
  };

  it('stores the document privately under the name given, waiting for review', async () => {
    const { kit, property, buyer, buyerFileId, useCase } = await setUp();
    const bytes = aJpegImage(800, 600);
    const result = await useCase.execute({
      viewer: buyer,
      bienId: property.id,
      file: bytesSource(bytes),
      fileName: 'C:\\Photos\\Carte d’identité <recto>.jpeg',
    });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.identity).to.deep.include({
      status: 'pending',
      fileName: 'Carte d’identité recto.jpg',
      uploadedAt: kit.clock.now(),
    });
    expect(result.value.checklist[2]).to.deep.equal({ step: 'identity', state: 'waiting' });
    const file = (await kit.repos.buyerFiles.findById(buyerFileId))!;
    const document = file.identity.document!;
    expect(document.storageKey).to.match(new RegExp(`^private/identity/${buyerFileId}-[^/]+\\.jpg$`));
    expect(document).to.deep.include({ contentType: 'image/jpeg', size: bytes.length });
    expect(file.identity.review).to.deep.equal({
      status: 'pending',
      submittedAt: kit.clock.now(),
      decidedAt: null,
      decidedBy: null,
      refusalReason: null,
    });
    expect(kit.storage.contentOf(document.storageKey)).to.deep.equal({ bytes, contentType: 'image/jpeg' });
  });

  it('replaces a refused document, deleting the old object', async () => {
    const { kit, property, buyer, buyerFileId, negotiator, useCase } = await setUp();
    await useCase.execute({
      viewer: buyer,
      bienId: property.id,
      file: bytesSource(aJpegImage()),
      fileName: 'flou.jpg',
    });
    const first = (await kit.repos.buyerFiles.findById(buyerFileId))!;
    await kit.repos.buyerFiles.update({
      ...first,
      identity: { ...first.identity, review: refusal(negotiator.id, kit.clock.now()) },
    });
    kit.clock.advance(HOUR_MS);
    const again = await useCase.execute({
      viewer: buyer,
      bienId: property.id,
      file: bytesSource(aPdfFile()),
      fileName: '',
    });
    expect(again.ok && again.value.identity).to.deep.include({
      status: 'pending',
      fileName: 'piece-identite.pdf',
      refusalReason: null,
    });
    const second = (await kit.repos.buyerFiles.findById(buyerFileId))!;
    expect(kit.storage.keys()).to.deep.equal([second.identity.document!.storageKey]);
    expect(kit.storage.has(first.identity.document!.storageKey)).to.equal(false);
  });

  it('refuses while one waits for review, and once the account’s identity is approved, storing nothing', async () => {
    const { kit, property, buyer, useCase } = await setUp();
    await useCase.execute({
      viewer: buyer,
      bienId: property.id,
      file: bytesSource(aPdfFile()),
      fileName: 'cni.pdf',
    });
    const pending = await useCase.execute({
      viewer: buyer,
      bienId: property.id,
      file: bytesSource(aPdfFile()),
      fileName: 'x.pdf',
    });
    expect(pending).to.deep.equal({ ok: false, error: { code: 'review_already_pending' } });

    // Approved on another sale: no new document is needed anywhere.
    const elsewhere = await kit.repos.properties.add(aProperty());
    await kit.repos.buyerFiles.add({
      ...(await kit.repos.buyerFiles.find(property.id, buyer.id))!,
      propertyId: elsewhere.id,
      identity: { document: null, documentDeletedAt: null, review: null },
    });
    const account = (await kit.repos.users.findById(buyer.id))!;
    await kit.repos.users.update({ ...account, identityVerifiedAt: kit.clock.now() });
    const approved = await useCase.execute({
      viewer: buyer,
      bienId: elsewhere.id,
      file: bytesSource(aPdfFile()),
      fileName: 'x.pdf',
    });
    expect(approved).to.deep.equal({ ok: false, error: { code: 'review_already_approved' } });
    expect(kit.storage.keys()).to.have.length(1);
  });

  it('judges the file by its bytes and size: not a PDF, JPEG or PNG, empty, or over 10 MB', async () => {
    const { kit, property, buyer, useCase } = await setUp();
    const tooLarge = new Uint8Array(BUYER_UPLOAD_MAX_BYTES + 1);
    tooLarge.set(aPdfFile());
    for (const [file, error] of [
      [bytesSource(new TextEncoder().encode('GIF89a…')), { code: 'buyer_upload_type', field: 'file' }],
      [bytesSource(new Uint8Array(0)), { code: 'field_required', field: 'file' }],
      [bytesSource(tooLarge), { code: 'buyer_upload_too_large', params: { max: 10 }, field: 'file' }],
      ['not bytes', { code: 'invalid_input', field: 'file' }],
    ] as const) {
      expect(
        await useCase.execute({ viewer: buyer, bienId: property.id, file, fileName: 'cni.pdf' }),
      ).to.deep.equal({
        ok: false,
        error,
      });
    }
    const exactly = new Uint8Array(BUYER_UPLOAD_MAX_BYTES);
    exactly.set(aPdfFile());
    expect(
      (
        await useCase.execute({
          viewer: buyer,
          bienId: property.id,
          file: bytesSource(exactly),
          fileName: 'a.pdf',
        })
      ).ok,
    ).to.equal(true);
    expect(kit.storage.keys()).to.have.length(1);
  });

  it('judges the type by the first bytes alone, never reading a refused file further', async () => {
    const { property, buyer, useCase } = await setUp();
    const reads: (ByteRange | undefined)[] = [];
    const gif = bytesSource(new TextEncoder().encode('GIF89a and a whole image after'));
    const watched: ByteSource = {
      size: gif.size,
      chunks: (range) => {
        reads.push(range);
        return gif.chunks(range);
      },
    };
    const refused = await useCase.execute({
      viewer: buyer,
      bienId: property.id,
      file: watched,
      fileName: 'a.gif',
    });
    expect(refused).to.deep.equal({ ok: false, error: { code: 'buyer_upload_type', field: 'file' } });
    expect(reads).to.deep.equal([{ start: 0, end: BUYER_UPLOAD_SIGNATURE_BYTES - 1 }]);
  });

  it('asks for a file on the property first, and refuses an unknown property and an anonymous visitor', async () => {
    const { kit, property, negotiator, buyer, useCase } = await setUp();
    const elsewhere = await kit.repos.properties.add(aProperty());
    const upload = { file: bytesSource(aPdfFile()), fileName: 'cni.pdf' };
    expect(await useCase.execute({ viewer: buyer, bienId: elsewhere.id, ...upload })).to.deep.equal({
      ok: false,
      error: { code: 'buyer_file_required' },
    });
    expect(await useCase.execute({ viewer: negotiator, bienId: property.id, ...upload })).to.deep.equal({
      ok: false,
      error: { code: 'buyer_file_required' },
    });
    expect(await useCase.execute({ viewer: buyer, bienId: 999, ...upload })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'bienId' },
    });
    expect(await useCase.execute({ viewer: ANONYMOUS, bienId: property.id, ...upload })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(kit.storage.keys()).to.deep.equal([]);
  });

  it('deletes the stored object when writing the file fails', async () => {
    const { kit, property, buyer, useCase } = await setUp();
    const update = kit.repos.buyerFiles.update.bind(kit.repos.buyerFiles);
    kit.repos.buyerFiles.update = () => Promise.reject(new Error('disk full'));
    try {
      let thrown: unknown = null;
      await useCase
        .execute({ viewer: buyer, bienId: property.id, file: bytesSource(aPdfFile()), fileName: 'cni.pdf' })
        .catch((error: unknown) => (thrown = error));
      expect(thrown).to.be.instanceOf(Error);
      expect(kit.storage.keys()).to.deep.equal([]);
    } finally {
      kit.repos.buyerFiles.update = update;
    }
  });
});
