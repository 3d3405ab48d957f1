import { expect } from 'chai';
import { bytesSource } from '../../../../core/src/shared/byte-source.js';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aPdfFile, aPngImage } from '../../../../core/src/testing/index.js';
import { DeclareFinancing } from '../../../../core/src/use-cases/declare-financing/declare-financing.js';
import { UploadFinancingCertificate } from '../../../../core/src/use-cases/upload-financing-certificate/upload-financing-certificate.js';
import { buyerFileFixture } from './buyer-file-fixture.js';

describe('DeclareFinancing and UploadFinancingCertificate', () => {
  const setUp = async () => {
    const fixture = await buyerFileFixture();
    return {
      ...fixture,
      declare: new DeclareFinancing(fixture.kit),
      upload: new UploadFinancingCertificate(fixture.kit),
    };
  };

  it('declares cash or a loan, and marks the financing step done', async () => {
    const { kit, property, buyer, buyerFileId, declare } = await setUp();
    const loan = await declare.execute({
      viewer: buyer,
      bienId: property.id,
      kind: 'loan',
      loanAmount: 320_000,
    });
    expect(loan.ok && loan.value.financing).to.deep.equal({
      kind: 'loan',
      loanAmount: 320_000,
      certificateFileName: null,
    });
    expect(loan.ok && loan.value.checklist[4]).to.deep.equal({ step: 'financing', state: 'done' });
    const cash = await declare.execute({ viewer: buyer, bienId: property.id, kind: 'cash' });
    expect(cash.ok && cash.value.financing).to.deep.equal({
      kind: 'cash',
      loanAmount: null,
      certificateFileName: null,
    });
    expect((await kit.repos.buyerFiles.findById(buyerFileId))!.financing).to.deep.equal({
      kind: 'cash',
      declaredAt: kit.clock.now(),
    });
  });

  it('refuses an unknown kind and a loan amount that is not a whole number from 1 to 999 999 999', async () => {
    const { property, buyer, declare } = await setUp();
    expect(await declare.execute({ viewer: buyer, bienId: property.id, kind: 'gift' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'kind' },
    });
    for (const loanAmount of [0, 1.5, 1_000_000_000, '300000', undefined]) {
      expect(
        await declare.execute({ viewer: buyer, bienId: property.id, kind: 'loan', loanAmount }),
        String(loanAmount),
      ).to.deep.equal({
        ok: false,
        error: { code: 'loan_amount_invalid', params: { max: 999_999_999 }, field: 'loanAmount' },
      });
    }
    expect(
      (await declare.execute({ viewer: buyer, bienId: property.id, kind: 'loan', loanAmount: 999_999_999 }))
        .ok,
    ).to.equal(true);
  });

  it('keeps a certificate privately, replaces it by another, and deletes it when cash is declared instead', async () => {
    const { kit, property, buyer, buyerFileId, declare, upload } = await setUp();
    const first = await upload.execute({
      viewer: buyer,
      bienId: property.id,
      file: bytesSource(aPdfFile()),
      fileName: 'banque.pdf',
    });
    expect(first.ok && first.value.financing).to.deep.equal({
      kind: 'certificate',
      loanAmount: null,
      certificateFileName: 'banque.pdf',
    });
    const firstKey = (
      (await kit.repos.buyerFiles.findById(buyerFileId))!.financing as { certificate: { storageKey: string } }
    ).certificate.storageKey;
    expect(firstKey).to.match(new RegExp(`^private/financing/${buyerFileId}-[^/]+\\.pdf$`));
    await upload.execute({
      viewer: buyer,
      bienId: property.id,
      file: bytesSource(aPngImage()),
      fileName: 'scan',
    });
    const secondKey = (
      (await kit.repos.buyerFiles.findById(buyerFileId))!.financing as { certificate: { storageKey: string } }
    ).certificate.storageKey;
    expect(kit.storage.keys()).to.deep.equal([secondKey]);
    await declare.execute({ viewer: buyer, bienId: property.id, kind: 'cash' });
    expect(kit.storage.keys()).to.deep.equal([]);
  });

  it('refuses what is not a PDF, JPEG or PNG, and whoever has no file there', async () => {
    const { kit, property, buyer, negotiator, declare, upload } = await setUp();
    expect(
      await upload.execute({
        viewer: buyer,
        bienId: property.id,
        file: bytesSource(new Uint8Array([1, 2, 3])),
        fileName: 'x.pdf',
      }),
    ).to.deep.equal({ ok: false, error: { code: 'buyer_upload_type', field: 'file' } });
    expect(await declare.execute({ viewer: negotiator, bienId: property.id, kind: 'cash' })).to.deep.equal({
      ok: false,
      error: { code: 'buyer_file_required' },
    });
    expect(
      await upload.execute({
        viewer: ANONYMOUS,
        bienId: property.id,
        file: bytesSource(aPdfFile()),
        fileName: 'x',
      }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(kit.storage.keys()).to.deep.equal([]);
  });
});
