import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { ListSaleDocuments } from '../../../../core/src/use-cases/list-sale-documents/list-sale-documents.js';
import { UpdateDocument } from '../../../../core/src/use-cases/update-document/update-document.js';
import { documentScene, type DocumentScene } from './document-fixtures.js';

describe('UpdateDocument, ListSaleDocuments', () => {
  let scene: DocumentScene;
  let update: UpdateDocument;

  beforeEach(async () => {
    scene = await documentScene();
    update = new UpdateDocument(scene.kit);
  });

  it("lets the sale's negotiator rename a document, change its type and its access", async () => {
    const { id } = scene.freeDoc;
    const result = await update.execute({
      viewer: scene.negotiator,
      documentId: id,
      name: '  Plan du rez-de-chaussée ',
      kind: 'plan',
      free: false,
    });
    expect(result.ok).to.equal(true);
    expect(await scene.kit.repos.documents.findById(id)).to.deep.include({
      name: 'Plan du rez-de-chaussée',
      kind: 'plan',
      free: false,
    });
  });

  it('changes only what is given', async () => {
    const before = scene.restrictedDoc;
    await update.execute({ viewer: scene.admin, documentId: before.id, free: true });
    expect(await scene.kit.repos.documents.findById(before.id)).to.deep.equal({ ...before, free: true });
  });

  it('refuses visitors, buyers, sellers and another negotiator; keeps the document', async () => {
    expect(
      (await update.execute({ viewer: ANONYMOUS, documentId: scene.freeDoc.id, free: false })).ok,
    ).to.equal(false);
    for (const viewer of [scene.registeredBuyer, scene.seller, scene.otherNegotiator]) {
      expect(await update.execute({ viewer, documentId: scene.freeDoc.id, free: false })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect((await scene.kit.repos.documents.findById(scene.freeDoc.id))?.free).to.equal(true);
  });

  it('refuses an empty name, an unknown type, an access that is not a boolean', async () => {
    const documentId = scene.freeDoc.id;
    const viewer = scene.negotiator;
    expect((await update.execute({ viewer, documentId, name: ' ' })) as unknown).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'name' },
    });
    expect((await update.execute({ viewer, documentId, kind: 'photo' })).ok).to.equal(false);
    expect((await update.execute({ viewer, documentId, free: 'yes' })).ok).to.equal(false);
    expect((await update.execute({ viewer, documentId: 999, free: true })).ok).to.equal(false);
  });

  it('lists every document of the sale, restricted ones included, to its managers only', async () => {
    const list = new ListSaleDocuments(scene.kit);
    const answer = await list.execute({ viewer: scene.negotiator, bienId: scene.freeDoc.propertyId });
    expect(answer.ok && answer.value.documents.map((d) => d.id)).to.have.members([
      scene.freeDoc.id,
      scene.restrictedDoc.id,
    ]);
    const refused = await list.execute({ viewer: scene.otherNegotiator, bienId: scene.freeDoc.propertyId });
    expect(refused).to.deep.equal({ ok: false, error: { code: 'forbidden' } });
  });
});
