import { bytesSource } from '../../../../core/src/shared/byte-source.js';
import { expect } from 'chai';
import { identityDocumentDeletableAt } from '../../../../core/src/domain/buyer-file/registration.js';
import { DAY_MS } from '../../../../core/src/shared/time.js';
import {
  aBuyer,
  aBuyerFile,
  aProperty,
  aQualifiedBuyerFile,
  anAuction,
} from '../../../../core/src/testing/index.js';
import { PurgeIdentityDocuments } from '../../../../core/src/use-cases/purge-identity-documents/purge-identity-documents.js';
import { createTestKit } from '../../../../core/src/testing/index.js';

describe('PurgeIdentityDocuments', () => {
  /** One sale ended on 1 October 2026 at noon (Paris) and a buyer file holding a stored identity document. */
  const setUp = async (sale: { auction?: Partial<Parameters<typeof anAuction>[0]> | null } = {}) => {
    const kit = createTestKit();
    const end = Date.UTC(2026, 9, 1, 10, 0, 0);
    const property = await kit.repos.properties.add(
      aProperty({ offersStartAt: end - 20 * DAY_MS, offersEndAt: end }),
    );
    if (sale.auction !== null) {
      await kit.repos.auctions.add(
        anAuction({
          propertyId: property.id,
          startAt: end - 20 * DAY_MS,
          originalEndAt: end,
          endAt: end,
          ...sale.auction,
        }),
      );
    }
    const buyer = await kit.repos.users.add(aBuyer());
    const qualified = aQualifiedBuyerFile();
    const storageKey = 'private/identity/1-abc.pdf';
    await kit.storage.put(storageKey, bytesSource(new Uint8Array([0x25, 0x50])), 'application/pdf');
    const file = await kit.repos.buyerFiles.add(
      aBuyerFile({
        propertyId: property.id,
        userId: buyer.id,
        identity: { ...qualified.identity, document: { ...qualified.identity.document!, storageKey } },
      }),
    );
    return { kit, file, buyer, storageKey, end, useCase: new PurgeIdentityDocuments(kit) };
  };

  it('keeps the document until the end of the sale plus one month, then deletes it and records when', async () => {
    const { kit, file, buyer, storageKey, end, useCase } = await setUp();
    const deletableAt = identityDocumentDeletableAt(end);
    expect(deletableAt).to.equal(Date.UTC(2026, 10, 1, 11, 0, 0)); // 1 November noon, winter time

    kit.clock.set(deletableAt - 1);
    expect(await useCase.execute()).to.deep.equal({ ok: true, value: { purgedFileIds: [] } });
    expect(kit.storage.has(storageKey)).to.equal(true);

    kit.clock.set(deletableAt);
    expect(await useCase.execute()).to.deep.equal({ ok: true, value: { purgedFileIds: [file.id] } });
    expect(kit.storage.has(storageKey)).to.equal(false);
    const purged = (await kit.repos.buyerFiles.findById(file.id))!;
    expect(purged.identity).to.deep.equal({
      document: null,
      documentDeletedAt: deletableAt,
      review: file.identity.review,
    });
    // The account's approval stays: the buyer need not give the document again.
    expect((await kit.repos.users.findById(buyer.id))!.identityVerifiedAt).to.equal(buyer.identityVerifiedAt);
    expect(await useCase.execute()).to.deep.equal({ ok: true, value: { purgedFileIds: [] } });
  });

  it('counts from the auction’s extended end, from an accepted offer, or from the offers window without auction', async () => {
    const extended = await setUp({ auction: { endAt: Date.UTC(2026, 9, 20, 10, 0, 0) } });
    extended.kit.clock.set(identityDocumentDeletableAt(extended.end) + DAY_MS);
    expect((await extended.useCase.execute()).ok && extended.kit.storage.has(extended.storageKey)).to.equal(
      true,
    );

    const accepted = await setUp({ auction: { closedAt: Date.UTC(2026, 8, 20, 10, 0, 0) } });
    accepted.kit.clock.set(identityDocumentDeletableAt(Date.UTC(2026, 8, 20, 10, 0, 0)));
    const purged = await accepted.useCase.execute();
    expect(purged.ok && purged.value.purgedFileIds).to.deep.equal([accepted.file.id]);

    const listing = await setUp({ auction: null });
    listing.kit.clock.set(identityDocumentDeletableAt(listing.end));
    const listed = await listing.useCase.execute();
    expect(listed.ok && listed.value.purgedFileIds).to.deep.equal([listing.file.id]);
  });

  it('leaves files without a document alone, and reports a failed deletion after the file stopped naming it', async () => {
    const { kit, file, end, useCase } = await setUp();
    await kit.repos.buyerFiles.add(aBuyerFile({ propertyId: file.propertyId, userId: 99 }));
    kit.storage.delete = () => Promise.reject(new Error('bucket unreachable'));
    kit.clock.set(identityDocumentDeletableAt(end));
    const result = await useCase.execute();
    expect(result.ok && result.value.purgedFileIds).to.deep.equal([file.id]);
    expect((await kit.repos.buyerFiles.findById(file.id))!.identity.document).to.equal(null);
    expect(kit.errors.reported).to.have.length(1);
  });
});
