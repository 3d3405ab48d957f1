import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { DeleteDocument } from '../../../../core/src/use-cases/delete-document/delete-document.js';
import { documentScene, type DocumentScene } from './document-fixtures.js';

describe('DeleteDocument', () => {
  let scene: DocumentScene;
  let useCase: DeleteDocument;

  beforeEach(async () => {
    scene = await documentScene();
    useCase = new DeleteDocument(scene.kit);
  });

  it("lets the sale's negotiator remove a document, record and file", async () => {
    const { id, storageKey } = scene.restrictedDoc;
    expect(await useCase.execute({ viewer: scene.negotiator, documentId: id })).to.deep.equal({
      ok: true,
      value: { id },
    });
    expect(await scene.kit.repos.documents.findById(id)).to.equal(null);
    expect(scene.kit.storage.has(storageKey)).to.equal(false);
    expect(scene.kit.storage.has(scene.freeDoc.storageKey)).to.equal(true);
  });

  it('lets an administrator remove a document of any sale', async () => {
    expect((await useCase.execute({ viewer: scene.admin, documentId: scene.freeDoc.id })).ok).to.equal(true);
  });

  it('checks who asks, and keeps the document when refused', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS, documentId: scene.freeDoc.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    for (const viewer of [scene.registeredBuyer, scene.seller, scene.otherNegotiator]) {
      expect(await useCase.execute({ viewer, documentId: scene.freeDoc.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(await scene.kit.repos.documents.findById(scene.freeDoc.id)).to.not.equal(null);
    expect(scene.kit.storage.has(scene.freeDoc.storageKey)).to.equal(true);
  });

  it('refuses a malformed id and answers not_found for an unknown document', async () => {
    expect(await useCase.execute({ viewer: scene.negotiator, documentId: 'x' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'documentId' },
    });
    expect(await useCase.execute({ viewer: scene.negotiator, documentId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'documentId' },
    });
  });
});
