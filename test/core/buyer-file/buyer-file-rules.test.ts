import { expect } from 'chai';
import {
  BUYER_UPLOAD_MAX_BYTES,
  BUYER_UPLOAD_SIGNATURE_BYTES,
  bidderBlockPath,
  buyerFileStepPath,
  buyerUploadFileName,
  canSubmitForReview,
  checkAgrementSignature,
  checkBuyerUpload,
  decideReview,
  declaredFinancing,
  pendingReview,
  REFUSAL_REASON_MAX_LENGTH,
  signatureMatchesName,
} from '../../../core/src/domain/buyer-file/index.js';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

describe('checkBuyerUpload (identity document, financing certificate)', () => {
  const check = (bytes: Uint8Array) => checkBuyerUpload(bytes.length, bytes);

  it('accepts a PDF, a JPEG and a PNG by their bytes', () => {
    expect(check(PDF)).to.deep.equal({ ok: true, value: 'application/pdf' });
    expect(check(JPEG)).to.deep.equal({ ok: true, value: 'image/jpeg' });
    expect(check(PNG)).to.deep.equal({ ok: true, value: 'image/png' });
  });

  it('refuses anything else, an empty file and more than 10 MB', () => {
    expect(check(new TextEncoder().encode('<html>'))).to.deep.include({ ok: false });
    expect(check(new TextEncoder().encode('GIF89a'))).to.deep.equal({
      ok: false,
      error: { code: 'buyer_upload_type', field: 'file' },
    });
    expect(check(new Uint8Array())).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'file' },
    });
    expect(checkBuyerUpload(BUYER_UPLOAD_MAX_BYTES + 1, PDF)).to.deep.equal({
      ok: false,
      error: { code: 'buyer_upload_too_large', params: { max: 10 }, field: 'file' },
    });
    expect(checkBuyerUpload(BUYER_UPLOAD_MAX_BYTES, PDF).ok).to.equal(true);
  });

  it('judges the type by the first BUYER_UPLOAD_SIGNATURE_BYTES bytes alone', () => {
    expect(checkBuyerUpload(5_000_000, PNG.subarray(0, BUYER_UPLOAD_SIGNATURE_BYTES))).to.deep.equal({
      ok: true,
      value: 'image/png',
    });
  });

  it('names the download after the buyer’s file, with the extension of its real type', () => {
    expect(
      buyerUploadFileName('C:\\\\Users\\\\léa\\\\CNI recto.jpeg', 'image/png', 'piece-identite'),
    ).to.equal('CNI recto.png');
    expect(buyerUploadFileName('../../etc/passwd', 'application/pdf', 'piece-identite')).to.equal(
      'passwd.pdf',
    );
    expect(buyerUploadFileName('', 'application/pdf', 'piece-identite')).to.equal('piece-identite.pdf');
    expect(buyerUploadFileName('x'.repeat(500), 'image/jpeg', 'f')).to.have.length(120);
  });
});

describe('reviews', () => {
  const at = 1_000;
  it('approves or refuses a pending review, by whom and when', () => {
    expect(decideReview(pendingReview(10), 'approve', undefined, 7, at)).to.deep.equal({
      ok: true,
      value: { status: 'approved', submittedAt: 10, decidedAt: at, decidedBy: 7, refusalReason: null },
    });
    expect(decideReview(pendingReview(10), 'refuse', '  Document expiré ', 7, at)).to.deep.equal({
      ok: true,
      value: {
        status: 'refused',
        submittedAt: 10,
        decidedAt: at,
        decidedBy: 7,
        refusalReason: 'Document expiré',
      },
    });
  });

  it('needs a reason to refuse, at most 500 characters, and a pending review', () => {
    expect(decideReview(pendingReview(10), 'refuse', ' ', 7, at)).to.deep.equal({
      ok: false,
      error: { code: 'review_reason_required', field: 'reason' },
    });
    expect(
      decideReview(pendingReview(10), 'refuse', 'x'.repeat(REFUSAL_REASON_MAX_LENGTH + 1), 7, at),
    ).to.deep.include({ ok: false });
    expect(decideReview(null, 'approve', undefined, 7, at)).to.deep.equal({
      ok: false,
      error: { code: 'review_not_pending' },
    });
    expect(decideReview(pendingReview(10), 'maybe', undefined, 7, at)).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'decision' },
    });
  });

  it('lets the buyer submit first and again after a refusal, never while pending or once approved', () => {
    expect(canSubmitForReview(null).ok).to.equal(true);
    const refused = decideReview(pendingReview(1), 'refuse', 'Flou', 2, 3);
    if (!refused.ok) throw new Error('refused');
    expect(canSubmitForReview(refused.value).ok).to.equal(true);
    expect(canSubmitForReview(pendingReview(1))).to.deep.equal({
      ok: false,
      error: { code: 'review_already_pending' },
    });
  });
});

describe('the agrément signature', () => {
  const account = { firstName: 'Léa', lastName: 'Fontaine-Dupré' };
  it('takes the account holder’s full name, in any case, with or without accents, either order', () => {
    expect(signatureMatchesName('lea fontaine dupre', 'Léa', 'Fontaine-Dupré')).to.equal(true);
    expect(signatureMatchesName('FONTAINE-DUPRÉ Léa', 'Léa', 'Fontaine-Dupré')).to.equal(true);
    expect(signatureMatchesName('Léa Martin', 'Léa', 'Fontaine-Dupré')).to.equal(false);
  });

  it('needs the conditions accepted and the right name', () => {
    expect(checkAgrementSignature({ fullName: 'Léa Fontaine-Dupré', accepted: true }, account)).to.deep.equal(
      {
        ok: true,
        value: 'Léa Fontaine-Dupré',
      },
    );
    expect(
      checkAgrementSignature({ fullName: 'Léa Fontaine-Dupré', accepted: 'yes' }, account),
    ).to.deep.equal({
      ok: false,
      error: { code: 'agrement_conditions_required', field: 'accepted' },
    });
    expect(checkAgrementSignature({ fullName: 'Camille', accepted: true }, account)).to.deep.equal({
      ok: false,
      error: { code: 'agrement_name_mismatch', params: { name: 'Léa Fontaine-Dupré' }, field: 'fullName' },
    });
  });
});

describe('declaredFinancing', () => {
  it('records cash, or a loan of whole euros up to nine digits', () => {
    expect(declaredFinancing({ kind: 'cash' }, 5)).to.deep.equal({
      ok: true,
      value: { kind: 'cash', declaredAt: 5 },
    });
    expect(declaredFinancing({ kind: 'loan', loanAmount: 350_000 }, 5)).to.deep.equal({
      ok: true,
      value: { kind: 'loan', loanAmount: 350_000, declaredAt: 5 },
    });
    for (const loanAmount of [0, 1.5, 1_000_000_000, '350000'])
      expect(declaredFinancing({ kind: 'loan', loanAmount }, 5).ok, String(loanAmount)).to.equal(false);
    expect(declaredFinancing({ kind: 'certificate' }, 5)).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'kind' },
    });
  });
});

describe('buyer file paths', () => {
  it('sends each step and block where it is resolved', () => {
    expect(buyerFileStepPath(12, 'interest')).to.equal('/bien/12#inscription-vente');
    expect(buyerFileStepPath(12, 'visit')).to.equal('/espace-utilisateur/acheteur/bien/12/visite');
    expect(buyerFileStepPath(12, 'identity')).to.equal('/espace-utilisateur/acheteur/bien/12/show#identite');
    expect(bidderBlockPath(12, 'agrement_refused')).to.equal(
      '/espace-utilisateur/acheteur/bien/12/show#agrement',
    );
    expect(bidderBlockPath(12, 'negotiator')).to.equal(null);
  });
});
