import { expect } from 'chai';
import { FINAL_PHASE_WINDOW_MS } from '../../../../core/src/domain/auction/constants.js';
import { ANONYMOUS, type Viewer } from '../../../../core/src/domain/user/user.js';
import { anAuction, aDocument } from '../../../../core/src/testing/index.js';
import { documentView } from '../../../../core/src/use-cases/list-documents/document-view.js';
import { ListDocuments } from '../../../../core/src/use-cases/list-documents/list-documents.js';
import { documentScene, type DocumentScene } from './document-fixtures.js';

describe('ListDocuments (§6)', () => {
  let scene: DocumentScene;
  let useCase: ListDocuments;
  /** Ends the sale `msFromNow` after the clock's now. */
  const saleEndingIn = async (msFromNow: number) => {
    await scene.kit.repos.auctions.add(
      anAuction({ propertyId: scene.property.id, endAt: scene.kit.clock.now() + msFromNow }),
    );
  };
  const listFor = async (viewer: Viewer) => {
    const result = await useCase.execute({ viewer, bienId: scene.property.id });
    if (!result.ok) throw new Error(result.error.code);
    return { names: result.value.documents.map((d) => d.nom), button: result.value.showDocumentsButton };
  };

  beforeEach(async () => {
    scene = await documentScene();
    useCase = new ListDocuments(scene.kit);
  });

  it('shapes each document as the spec reads it: nom, filetype (mime), acces, date.date with microseconds', async () => {
    const result = await useCase.execute({ viewer: ANONYMOUS, bienId: scene.property.id });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.documents[0]).to.deep.equal({
      id: scene.freeDoc.id,
      nom: 'dpe.pdf',
      filetype: 'application/pdf',
      acces: true,
      date: { date: documentView(scene.freeDoc).date.date },
    });
    expect(result.value.documents[0]!.date.date).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/);
  });

  it('writes date.date in Paris time', () => {
    // 2026-07-14 10:30:00.250 UTC is 12:30 in Paris (summer time).
    const doc = { ...scene.freeDoc, uploadedAt: Date.UTC(2026, 6, 14, 10, 30, 0, 250) };
    expect(documentView(doc).date).to.deep.equal({ date: '2026-07-14 12:30:00.250000' });
  });

  describe('more than 36 h before the end', () => {
    beforeEach(() => saleEndingIn(FINAL_PHASE_WINDOW_MS + 1));

    it('lists restricted documents to everyone, anonymous included', async () => {
      for (const viewer of [ANONYMOUS, scene.otherBuyer, scene.registeredBuyer, scene.seller]) {
        expect((await listFor(viewer)).names).to.deep.equal(['dpe.pdf', 'titre.de.propriete.pdf']);
      }
    });
  });

  describe('within the last 36 h', () => {
    beforeEach(() => saleEndingIn(FINAL_PHASE_WINDOW_MS));

    it('lists restricted documents only to registered buyers and staff', async () => {
      const everything = ['dpe.pdf', 'titre.de.propriete.pdf'];
      expect(await listFor(scene.registeredBuyer)).to.deep.equal({ names: everything, button: true });
      for (const viewer of [scene.negotiator, scene.otherNegotiator, scene.admin]) {
        expect((await listFor(viewer)).names).to.deep.equal(everything);
      }
      for (const viewer of [ANONYMOUS, scene.otherBuyer, scene.seller]) {
        // A free document is there: the button shows.
        expect(await listFor(viewer)).to.deep.equal({ names: ['dpe.pdf'], button: true });
      }
    });

    it('hides the button from a non-buyer when every document is restricted', async () => {
      await scene.kit.repos.documents.delete(scene.freeDoc.id);
      expect(await listFor(scene.otherBuyer)).to.deep.equal({ names: [], button: false });
      expect(await listFor(scene.registeredBuyer)).to.deep.equal({
        names: ['titre.de.propriete.pdf'],
        button: true,
      });
    });
  });

  it('shows the button before 36 h when no document requires access, even with none at all', async () => {
    await saleEndingIn(FINAL_PHASE_WINDOW_MS + 1);
    await scene.kit.repos.documents.delete(scene.restrictedDoc.id);
    expect((await listFor(ANONYMOUS)).button).to.equal(true);
    await scene.kit.repos.documents.delete(scene.freeDoc.id);
    expect(await listFor(ANONYMOUS)).to.deep.equal({ names: [], button: true });
  });

  it('lists in upload order', async () => {
    await scene.kit.repos.documents.add(
      aDocument({ propertyId: scene.property.id, name: 'ancien.pdf', uploadedAt: 0 }),
    );
    expect((await listFor(scene.admin)).names).to.deep.equal([
      'ancien.pdf',
      'dpe.pdf',
      'titre.de.propriete.pdf',
    ]);
  });

  it('refuses a malformed id and answers not_found for an unknown property', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS, bienId: '1' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'bienId' },
    });
    expect(await useCase.execute({ viewer: ANONYMOUS, bienId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'bienId' },
    });
  });
});
