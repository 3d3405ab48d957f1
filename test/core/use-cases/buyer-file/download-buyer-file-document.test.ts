import { expect } from 'chai';
import { bytesSource } from '../../../../core/src/shared/byte-source.js';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aPdfFile, aPngImage, readSources } from '../../../../core/src/testing/index.js';
import { DeclareFinancing } from '../../../../core/src/use-cases/declare-financing/declare-financing.js';
import {
  BUYER_FILE_DOCUMENTS,
  DownloadBuyerFileDocument,
} from '../../../../core/src/use-cases/download-buyer-file-document/download-buyer-file-document.js';
import { SignAgrement } from '../../../../core/src/use-cases/sign-agrement/sign-agrement.js';
import { UploadFinancingCertificate } from '../../../../core/src/use-cases/upload-financing-certificate/upload-financing-certificate.js';
import { UploadIdentityDocument } from '../../../../core/src/use-cases/upload-identity-document/upload-identity-document.js';
import { buyerFileFixture } from './buyer-file-fixture.js';

describe('DownloadBuyerFileDocument', () => {
  /** The buyer gave an identity document, signed the agrément and gave a financing certificate. */
  const setUp = async () => {
    const fixture = await buyerFileFixture();
    const { kit, buyer, property } = fixture;
    const bienId = property.id;
    await new UploadIdentityDocument(kit).execute({
      viewer: buyer,
      bienId,
      file: bytesSource(aPngImage()),
      fileName: 'cni.png',
    });
    await new SignAgrement(kit).execute({
      viewer: buyer,
      bienId,
      fullName: 'Léa Fontaine',
      accepted: true,
      clientAddress: '::1',
    });
    await new UploadFinancingCertificate(kit).execute({
      viewer: buyer,
      bienId,
      file: bytesSource(aPdfFile()),
      fileName: 'Attestation Crédit Agricole.pdf',
    });
    return { ...fixture, useCase: new DownloadBuyerFileDocument(kit) };
  };

  it('gives each document to the file’s buyer, the sale’s negotiator and an administrator, under its name', async () => {
    const { buyer, negotiator, admin, buyerFileId, useCase } = await setUp();
    for (const viewer of [buyer, negotiator, admin]) {
      const identity = await useCase.execute({ viewer, buyerFileId, document: 'identity' });
      expect(identity.ok && (await readSources(identity.value))).to.deep.equal({
        file: aPngImage(),
        contentType: 'image/png',
        fileName: 'cni.png',
      });
      const agrement = await useCase.execute({ viewer, buyerFileId, document: 'agrement' });
      expect(agrement.ok && agrement.value).to.deep.include({
        contentType: 'application/pdf',
        fileName: `demande-agrement-${buyerFileId}.pdf`,
      });
      const certificate = await useCase.execute({ viewer, buyerFileId, document: 'certificate' });
      expect(certificate.ok && certificate.value).to.deep.include({
        contentType: 'application/pdf',
        fileName: 'Attestation Crédit Agricole.pdf',
      });
    }
  });

  it('refuses another buyer, another negotiator and a seller of the sale; asks an anonymous visitor to log in', async () => {
    const { otherBuyer, otherNegotiator, seller, buyerFileId, useCase } = await setUp();
    for (const document of BUYER_FILE_DOCUMENTS) {
      for (const viewer of [otherBuyer, otherNegotiator, seller]) {
        expect(await useCase.execute({ viewer, buyerFileId, document })).to.deep.equal({
          ok: false,
          error: { code: 'forbidden' },
        });
      }
      expect(await useCase.execute({ viewer: ANONYMOUS, buyerFileId, document })).to.deep.equal({
        ok: false,
        error: { code: 'unauthenticated' },
      });
    }
  });

  it('answers not found for an unknown file or a document the file does not have, gone for a deleted identity document', async () => {
    const { kit, buyer, buyerFileId, otherBuyer, otherBuyerFileId, property, useCase } = await setUp();
    expect(await useCase.execute({ viewer: buyer, buyerFileId: 9999, document: 'identity' })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    for (const document of BUYER_FILE_DOCUMENTS) {
      expect(
        await useCase.execute({ viewer: otherBuyer, buyerFileId: otherBuyerFileId, document }),
      ).to.deep.equal({
        ok: false,
        error: { code: 'not_found' },
      });
    }
    await new DeclareFinancing(kit).execute({ viewer: buyer, bienId: property.id, kind: 'cash' });
    expect(await useCase.execute({ viewer: buyer, buyerFileId, document: 'certificate' })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    const file = (await kit.repos.buyerFiles.findById(buyerFileId))!;
    await kit.repos.buyerFiles.update({
      ...file,
      identity: { ...file.identity, document: null, documentDeletedAt: kit.clock.now() },
    });
    expect(await useCase.execute({ viewer: buyer, buyerFileId, document: 'identity' })).to.deep.equal({
      ok: false,
      error: { code: 'identity_document_deleted' },
    });
  });
});
