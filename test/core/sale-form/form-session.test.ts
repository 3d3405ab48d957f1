import { expect } from 'chai';
import {
  draftToRestore,
  initialTab,
  saleFormMode,
  savedSaleRedirectPath,
} from '../../../core/src/domain/sale-form/form-session.js';
import { aSaleForm } from '../../../core/src/testing/sale-form-mother.js';

describe('sale form session', () => {
  it('updates with a bienId, creates without', () => {
    expect(saleFormMode(42)).to.equal('update');
    expect(saleFormMode(undefined)).to.equal('create');
    expect(saleFormMode(null)).to.equal('create');
  });

  it('opens on the onglet tab upper-cased, GENERAL by default', () => {
    expect(initialTab('precision')).to.equal('PRECISION');
    expect(initialTab('Photos')).to.equal('PHOTOS');
    expect(initialTab(undefined)).to.equal('GENERAL');
    expect(initialTab('inconnu')).to.equal('GENERAL');
  });

  it('restores the locally saved draft of a new sale only', () => {
    const stored = JSON.parse(JSON.stringify(aSaleForm())) as unknown;
    expect(draftToRestore('create', stored)).to.deep.equal(aSaleForm());
    expect(draftToRestore('update', stored)).to.equal(null);
    expect(draftToRestore('create', null)).to.equal(null);
    expect(draftToRestore('create', { ref_client: 12, type: 'CASTLE' })).to.equal(null);
  });

  it('leads to the precision tab of the saved sale', () => {
    expect(savedSaleRedirectPath(42)).to.equal('/espace-negociateur/bien/42/informations?onglet=precision');
  });
});
