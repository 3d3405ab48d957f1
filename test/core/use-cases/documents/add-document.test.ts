import { expect } from 'chai';
import { bytesSource, type ByteRange, type ByteSource } from '../../../../core/src/shared/byte-source.js';
import { DOCUMENT_MAX_BYTES } from '../../../../core/src/domain/document/document-constants.js';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aJpegImage, aPdfFile } from '../../../../core/src/testing/index.js';
import {
  AddDocument,
  type AddDocumentInput,
} from '../../../../core/src/use-cases/add-document/add-document.js';
import { documentScene, type DocumentScene } from './document-fixtures.js';

describe('AddDocument', () => {
  let scene: DocumentScene;
  let useCase: AddDocument;
  const input = (overrides: Partial<AddDocumentInput> = {}): AddDocumentInput => ({
    viewer: scene.negotiator,
    bienId: scene.property.id,
    file: bytesSource(aPdfFile()),
    name: ' plan.cadastral.pdf ',
    kind: 'plan',
    free: false,
    ...overrides,
  });

  beforeEach(async () => {
    scene = await documentScene();
    useCase = new AddDocument(scene.kit);
  });

  it('stores the PDF and records the document', async () => {
    const result = await useCase.execute(input());
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).to.deep.include({
      propertyId: scene.property.id,
      name: 'plan.cadastral.pdf',
      mimeType: 'application/pdf',
      kind: 'plan',
      free: false,
      storageKey: `documents/${scene.property.id}/id-1.pdf`,
      size: aPdfFile().length,
      uploadedAt: scene.kit.clock.now(),
    });
    expect(await scene.kit.repos.documents.findById(result.value.id)).to.deep.equal(result.value);
    expect(scene.kit.storage.contentOf(result.value.storageKey)).to.deep.equal({
      bytes: aPdfFile(),
      contentType: 'application/pdf',
    });
  });

  it('lets an administrator add to any sale', async () => {
    expect((await useCase.execute(input({ viewer: scene.admin, free: true }))).ok).to.equal(true);
  });

  it('refuses what is not a PDF by content, even named .pdf', async () => {
    expect(await useCase.execute(input({ file: bytesSource(aJpegImage()), name: 'scan.pdf' }))).to.deep.equal(
      {
        ok: false,
        error: { code: 'documents_pdf_only', field: 'file' },
      },
    );
    expect(scene.kit.storage.keys()).to.have.length(2);
  });

  it('judges the file by its first five bytes, reading it whole only to store it', async () => {
    const reads: (ByteRange | undefined)[] = [];
    const watched = (bytes: Uint8Array): ByteSource => ({
      size: bytes.length,
      chunks: (range) => {
        reads.push(range);
        return bytesSource(bytes).chunks(range);
      },
    });
    await useCase.execute(input({ file: watched(aJpegImage()) }));
    expect(reads).to.deep.equal([{ start: 0, end: 4 }]);
    reads.length = 0;
    expect((await useCase.execute(input({ file: watched(aPdfFile()) }))).ok).to.equal(true);
    expect(reads).to.deep.equal([{ start: 0, end: 4 }, undefined]);
  });

  it('takes exactly 20 MiB and refuses one byte more', async () => {
    const atLimit = new Uint8Array(DOCUMENT_MAX_BYTES);
    atLimit.set(aPdfFile());
    expect((await useCase.execute(input({ file: bytesSource(atLimit) }))).ok).to.equal(true);
    const over = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    over.set(aPdfFile());
    expect(await useCase.execute(input({ file: bytesSource(over) }))).to.deep.equal({
      ok: false,
      error: { code: 'payload_too_large', params: { max: DOCUMENT_MAX_BYTES }, field: 'file' },
    });
  });

  it('refuses malformed input', async () => {
    const failure = (code: string, field: string) => ({ ok: false, error: { code, field } });
    expect(await useCase.execute(input({ name: '  ' }))).to.deep.equal(failure('field_required', 'name'));
    expect(await useCase.execute(input({ name: `${'a'.repeat(252)}.pdf` }))).to.deep.equal({
      ok: false,
      error: { code: 'field_too_long', params: { max: 255 }, field: 'name' },
    });
    expect(await useCase.execute(input({ kind: 'photo' }))).to.deep.equal(failure('invalid_input', 'kind'));
    expect(await useCase.execute(input({ free: 'true' }))).to.deep.equal(failure('invalid_input', 'free'));
    expect(await useCase.execute(input({ file: [1, 2] }))).to.deep.equal(failure('invalid_input', 'file'));
    expect(await useCase.execute(input({ bienId: null }))).to.deep.equal(failure('invalid_input', 'bienId'));
  });

  it('answers not_found for an unknown property', async () => {
    expect(await useCase.execute(input({ bienId: 999 }))).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'bienId' },
    });
  });

  it('checks who asks', async () => {
    expect(await useCase.execute(input({ viewer: ANONYMOUS }))).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    for (const viewer of [scene.registeredBuyer, scene.seller, scene.otherNegotiator]) {
      expect(await useCase.execute(input({ viewer }))).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(scene.kit.storage.keys()).to.have.length(2);
  });

  it('removes the stored file when the record cannot be written', async () => {
    scene.kit.repos.documents.add = () => Promise.reject(new Error('disk full'));
    let thrown: unknown;
    try {
      await useCase.execute(input());
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).to.equal('disk full');
    expect(scene.kit.storage.keys()).to.have.length(2);
  });
});
