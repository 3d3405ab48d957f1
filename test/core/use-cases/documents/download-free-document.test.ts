import { expect } from 'chai';
import { aPdfFile, readSources } from '../../../../core/src/testing/index.js';
import { DownloadFreeDocument } from '../../../../core/src/use-cases/download-free-document/download-free-document.js';
import { documentScene, type DocumentScene } from './document-fixtures.js';

describe('DownloadFreeDocument', () => {
  let scene: DocumentScene;
  let useCase: DownloadFreeDocument;

  beforeEach(async () => {
    scene = await documentScene();
    useCase = new DownloadFreeDocument(scene.kit);
  });

  it('gives a free document', async () => {
    const result = await useCase.execute({ documentId: scene.freeDoc.id });
    expect(result.ok && (await readSources(result.value))).to.deep.equal({
      file: aPdfFile(),
      contentType: 'application/pdf',
      fileName: 'dpe.pdf',
    });
  });

  it('does not reveal a restricted document: not found, like an unknown one', async () => {
    const notFound = { ok: false, error: { code: 'not_found', field: 'documentId' } };
    expect(await useCase.execute({ documentId: scene.restrictedDoc.id })).to.deep.equal(notFound);
    expect(await useCase.execute({ documentId: 999 })).to.deep.equal(notFound);
  });

  it('answers not_found when the file is missing from storage', async () => {
    await scene.kit.storage.delete(scene.freeDoc.storageKey);
    expect((await useCase.execute({ documentId: scene.freeDoc.id })).ok).to.equal(false);
  });

  it('refuses a malformed id', async () => {
    expect(await useCase.execute({ documentId: 1.5 })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'documentId' },
    });
  });
});
