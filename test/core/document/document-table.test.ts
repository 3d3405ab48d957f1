import { expect } from 'chai';
import {
  DOCUMENT_MAX_BYTES,
  DOWNLOAD_REDIRECT_DELAY_MS,
} from '../../../core/src/domain/document/document-constants.js';
import {
  documentDate,
  documentDisplayName,
  documentFileType,
  documentRow,
} from '../../../core/src/domain/document/document-table.js';
import type { PropertyDocument } from '../../../core/src/domain/document/document.js';
import { fromParisWallClock } from '../../../core/src/shared/paris-time.js';

const doc = (overrides: Partial<PropertyDocument> = {}): PropertyDocument => ({
  id: 3,
  propertyId: 1,
  name: 'plan.cadastral.pdf',
  mimeType: 'application/pdf',
  kind: 'plan',
  free: true,
  storageKey: 'documents/1/x.pdf',
  size: 100,
  uploadedAt: fromParisWallClock({ year: 2026, month: 3, day: 5, hour: 0, minute: 30, second: 0 }),
  ...overrides,
});

describe('document constants', () => {
  it('limits documents to 20 MiB and redirects after 500 ms (§6)', () => {
    expect(DOCUMENT_MAX_BYTES).to.equal(20 * 1024 * 1024);
    expect(DOWNLOAD_REDIRECT_DELAY_MS).to.equal(500);
  });
});

describe('documentDisplayName (§2.2)', () => {
  it('keeps a name of exactly 30 characters', () => {
    const name = 'a'.repeat(26) + '.pdf';
    expect(name).to.have.length(30);
    expect(documentDisplayName(name)).to.equal(name);
  });

  it('cuts a name of 31 characters to its first 30, marked by an ellipsis', () => {
    const name = 'b'.repeat(27) + '.pdf';
    expect(documentDisplayName(name)).to.equal('b'.repeat(27) + '.pd…');
  });

  it('counts characters, not UTF-16 units', () => {
    const name = '📄'.repeat(30);
    expect(documentDisplayName(name)).to.equal(name);
    expect(documentDisplayName('é'.repeat(31))).to.equal('é'.repeat(30) + '…');
  });
});

describe('documentFileType (§2.2)', () => {
  it('is the file extension upper-cased', () => {
    expect(documentFileType(doc({ name: 'plan.cadastral.pdf' }))).to.equal('PDF');
    expect(documentFileType(doc({ name: 'DPE.Pdf' }))).to.equal('PDF');
  });

  it('falls back on the MIME subtype when the name has no extension', () => {
    expect(documentFileType(doc({ name: 'Diagnostic amiante' }))).to.equal('PDF');
    expect(documentFileType(doc({ name: 'fin.' }))).to.equal('PDF');
    expect(documentFileType(doc({ name: '.pdf' }))).to.equal('PDF');
  });
});

describe('documentDate (§2.2)', () => {
  it('is dd/mm/yyyy in Paris time', () => {
    expect(documentDate(doc())).to.equal('05/03/2026');
  });
});

describe('documentRow', () => {
  it('assembles the table columns', () => {
    expect(documentRow(doc({ free: false }))).to.deep.equal({
      id: 3,
      name: 'plan.cadastral.pdf',
      fullName: 'plan.cadastral.pdf',
      type: 'PDF',
      date: '05/03/2026',
      free: false,
    });
  });
});
