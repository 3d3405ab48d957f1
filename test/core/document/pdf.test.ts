import { expect } from 'chai';
import { isPdf } from '../../../core/src/domain/document/pdf.js';
import { translate } from '../../../core/src/messages/translate.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('isPdf', () => {
  it('recognises the %PDF- signature', () => {
    expect(isPdf(bytes('%PDF-1.7\n%âãÏÓ'))).to.equal(true);
    expect(isPdf(bytes('%PDF-'))).to.equal(true);
  });

  it('refuses other content, whatever the name', () => {
    expect(isPdf(bytes('%PDF'))).to.equal(false);
    expect(isPdf(bytes(' %PDF-1.4'))).to.equal(false);
    expect(isPdf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).to.equal(false);
    expect(isPdf(new Uint8Array())).to.equal(false);
  });
});

describe('document messages (§2.2, §6)', () => {
  it('keeps the spec French text', () => {
    expect(translate('documents_none')).to.equal("Il n'y a pas de documents relatifs à ce bien");
    expect(translate('documents_registration_required')).to.equal(
      'Veuillez vous inscrire à ce bien pour télécharger le document.',
    );
  });
});
