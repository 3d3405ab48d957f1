import { expect } from 'chai';
import type { BuyerFile } from '../../core/src/index.js';
import { DEFAULT_TEST_NOW, aBuyerFile, aQualifiedBuyerFile } from '../../core/src/testing/index.js';
import { addBuyer, addProperty, useStore, type MakeStore } from './store.js';

export function buyerFileRepositoryContract(makeStore: MakeStore): void {
  describe('BuyerFileRepository', () => {
    const store = useStore(makeStore);

    it('adds with increasing ids and reads back every field', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const [lea, marc] = [await addBuyer(repos), await addBuyer(repos)];
      const first = await repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: lea.id }));
      const second = await repos.buyerFiles.add(
        aQualifiedBuyerFile({
          propertyId: property.id,
          userId: marc.id,
          interest: 'undecided',
          visitDoneAt: DEFAULT_TEST_NOW,
          negotiatorComment: 'Financement validé par la banque',
        }),
      );
      expect(second.id).to.be.greaterThan(first.id);
      expect(await repos.buyerFiles.findById(first.id)).to.deep.equal(first);
      expect(await repos.buyerFiles.findById(second.id)).to.deep.equal(second);
    });

    it('reads back every state of the identity document, the agrément and the financing plan', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const buyer = await addBuyer(repos);
      const file = await repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: buyer.id }));
      const states: BuyerFile[] = [
        {
          ...file,
          identity: {
            document: {
              storageKey: 'private/identity/7/passeport.png',
              fileName: 'Passeport – Léa.png',
              contentType: 'image/png',
              size: 1_234_567,
              uploadedAt: DEFAULT_TEST_NOW - 1,
            },
            documentDeletedAt: null,
            review: {
              status: 'refused',
              submittedAt: DEFAULT_TEST_NOW - 1,
              decidedAt: DEFAULT_TEST_NOW,
              decidedBy: 3,
              refusalReason: 'Document illisible, merci d’en déposer une photo nette 📷',
            },
          },
          agrement: {
            signature: {
              signedAt: DEFAULT_TEST_NOW,
              signedName: 'Léa Fontaine',
              signedFrom: '::1',
              copyKey: null,
            },
            review: {
              status: 'pending',
              submittedAt: DEFAULT_TEST_NOW,
              decidedAt: null,
              decidedBy: null,
              refusalReason: null,
            },
          },
          financing: {
            kind: 'certificate',
            certificate: {
              storageKey: 'private/financing/7/attestation.pdf',
              fileName: 'attestation.pdf',
              contentType: 'application/pdf',
              size: 52_000,
              uploadedAt: DEFAULT_TEST_NOW,
            },
            declaredAt: DEFAULT_TEST_NOW,
          },
        },
        {
          ...file,
          identity: {
            document: null,
            documentDeletedAt: DEFAULT_TEST_NOW,
            review: aQualifiedBuyerFile().identity.review,
          },
          financing: { kind: 'cash', declaredAt: DEFAULT_TEST_NOW },
        },
      ];
      for (const state of states) {
        await repos.buyerFiles.update(state);
        expect(await repos.buyerFiles.findById(file.id)).to.deep.equal(state);
      }
    });

    it('finds the file of one buyer on one property', async () => {
      const { repos } = store();
      const [house, flat] = [await addProperty(repos), await addProperty(repos)];
      const buyer = await addBuyer(repos);
      await repos.buyerFiles.add(aBuyerFile({ propertyId: house.id, userId: buyer.id }));
      const file = await repos.buyerFiles.add(aBuyerFile({ propertyId: flat.id, userId: buyer.id }));
      expect(await repos.buyerFiles.find(flat.id, buyer.id)).to.deep.equal(file);
    });

    it('answers null for an unknown id or pair', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const buyer = await addBuyer(repos);
      expect(await repos.buyerFiles.findById(999)).to.equal(null);
      expect(await repos.buyerFiles.find(property.id, buyer.id)).to.equal(null);
    });

    it('lists by property and by user', async () => {
      const { repos } = store();
      const [house, flat] = [await addProperty(repos), await addProperty(repos)];
      const [lea, marc] = [await addBuyer(repos), await addBuyer(repos)];
      const leaHouse = await repos.buyerFiles.add(aBuyerFile({ propertyId: house.id, userId: lea.id }));
      const marcHouse = await repos.buyerFiles.add(aBuyerFile({ propertyId: house.id, userId: marc.id }));
      const leaFlat = await repos.buyerFiles.add(aBuyerFile({ propertyId: flat.id, userId: lea.id }));
      expect(await repos.buyerFiles.listByProperty(house.id)).to.have.deep.members([leaHouse, marcHouse]);
      expect(await repos.buyerFiles.listByUser(lea.id)).to.have.deep.members([leaHouse, leaFlat]);
      expect(await repos.buyerFiles.listByUser(999)).to.deep.equal([]);
    });

    it('lists the files still holding an identity document', async () => {
      const { repos } = store();
      const property = await addProperty(repos);
      const [lea, marc, ines] = [await addBuyer(repos), await addBuyer(repos), await addBuyer(repos)];
      const qualified = aQualifiedBuyerFile();
      const holding = await repos.buyerFiles.add(
        aBuyerFile({ propertyId: property.id, userId: lea.id, identity: qualified.identity }),
      );
      await repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: marc.id }));
      await repos.buyerFiles.add(
        aBuyerFile({
          propertyId: property.id,
          userId: ines.id,
          identity: { ...qualified.identity, document: null, documentDeletedAt: DEFAULT_TEST_NOW },
        }),
      );
      expect(await repos.buyerFiles.listHoldingIdentityDocument()).to.deep.equal([holding]);
    });

    it('updates', async () => {
      const { repos } = store();
      const file = await repos.buyerFiles.add(
        aBuyerFile({ propertyId: (await addProperty(repos)).id, userId: (await addBuyer(repos)).id }),
      );
      const visited = {
        ...file,
        visitDoneAt: DEFAULT_TEST_NOW,
        interest: 'not_interested' as const,
        negotiatorComment: 'Rappeler lundi',
      };
      await repos.buyerFiles.update(visited);
      expect(await repos.buyerFiles.findById(file.id)).to.deep.equal(visited);
    });

    it('hands out copies', async () => {
      const { repos } = store();
      const file = await repos.buyerFiles.add(
        aBuyerFile({ propertyId: (await addProperty(repos)).id, userId: (await addBuyer(repos)).id }),
      );
      file.negotiatorComment = 'changed';
      const [listed] = await repos.buyerFiles.listByUser(file.userId);
      listed!.interest = 'undecided';
      expect(await repos.buyerFiles.findById(file.id)).to.include({
        negotiatorComment: '',
        interest: 'interested',
      });
    });
  });
}
