import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aPdfFile, readSources } from '../../../../core/src/testing/index.js';
import { DownloadDocument } from '../../../../core/src/use-cases/download-document/download-document.js';
import { documentScene, type DocumentScene } from './document-fixtures.js';

describe('DownloadDocument (§6)', () => {
  let scene: DocumentScene;
  let useCase: DownloadDocument;

  beforeEach(async () => {
    scene = await documentScene();
    useCase = new DownloadDocument(scene.kit);
  });

  it('gives a free document to anyone, anonymous included', async () => {
    const result = await useCase.execute({ viewer: ANONYMOUS, documentId: scene.freeDoc.id });
    expect(result.ok && (await readSources(result.value))).to.deep.equal({
      file: aPdfFile(),
      contentType: 'application/pdf',
      fileName: 'dpe.pdf',
    });
  });

  it('gives a restricted document to a ROLE_USER registered as buyer', async () => {
    const result = await useCase.execute({
      viewer: scene.registeredBuyer,
      documentId: scene.restrictedDoc.id,
    });
    expect(result.ok && result.value.fileName).to.equal('titre.de.propriete.pdf');
  });

  it('gives a restricted document to negotiators and administrators', async () => {
    for (const viewer of [scene.negotiator, scene.otherNegotiator, scene.admin]) {
      expect((await useCase.execute({ viewer, documentId: scene.restrictedDoc.id })).ok).to.equal(true);
    }
  });

  it('answers unauthenticated with the bienId to an anonymous visitor, for the login redirect', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS, documentId: scene.restrictedDoc.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated', params: { bienId: scene.property.id } },
    });
  });

  it("asks a ROLE_USER not registered on the property to register ('Veuillez vous inscrire…')", async () => {
    expect(
      await useCase.execute({ viewer: scene.otherBuyer, documentId: scene.restrictedDoc.id }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'documents_registration_required', params: { bienId: scene.property.id } },
    });
  });

  it('refuses a logged-in account without ROLE_USER', async () => {
    expect(await useCase.execute({ viewer: scene.seller, documentId: scene.restrictedDoc.id })).to.deep.equal(
      {
        ok: false,
        error: { code: 'forbidden' },
      },
    );
  });

  it('answers not_found for an unknown document or a missing file', async () => {
    const notFound = { ok: false, error: { code: 'not_found', field: 'documentId' } };
    expect(await useCase.execute({ viewer: scene.admin, documentId: 999 })).to.deep.equal(notFound);
    await scene.kit.storage.delete(scene.freeDoc.storageKey);
    expect(await useCase.execute({ viewer: scene.admin, documentId: scene.freeDoc.id })).to.deep.equal(
      notFound,
    );
  });

  it('answers invalid_input for a malformed id', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS, documentId: '1' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'documentId' },
    });
  });
});
