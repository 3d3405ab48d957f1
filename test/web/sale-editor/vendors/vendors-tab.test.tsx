import '../../../support/dom.js';
import { SALE_FORM_DRAFT_KEY } from '@immo/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import {
  click,
  errorOf,
  fakeApi,
  field,
  memoryStorage,
  renderSaleForm,
  submit,
  type,
  validSaleValues,
} from '../form/harness.js';

const rows = () => screen.queryAllByTestId('vendor-row');
const primaries = () =>
  rows().map((row) => (row.querySelector('input[type="radio"]') as HTMLInputElement).checked);

function renderVendors(vendeurs = validSaleValues().vendeurs, api = fakeApi().api) {
  const storage = memoryStorage({ [SALE_FORM_DRAFT_KEY]: JSON.stringify(validSaleValues({ vendeurs })) });
  return renderSaleForm({ storage, api, onglet: 'vendeurs' });
}

describe('web: sale editor — Vendeur(s) tab', () => {
  afterEach(cleanup);

  it('lists the vendors’ e-mails, one of them primary, named vendeurs.{i}.email / vendeurs.{i}.primary', async () => {
    renderVendors([
      { email: 'a@exemple.fr', primary: false },
      { email: 'b@exemple.fr', primary: true },
    ]);
    await screen.findByTestId('vendors-tab');
    expect(field('vendeurs.0.email').value).to.equal('a@exemple.fr');
    expect(field('vendeurs.1.email').value).to.equal('b@exemple.fr');
    expect(primaries()).to.deep.equal([false, true]);
    await click(field('vendeurs.0.primary'));
    expect(primaries()).to.deep.equal([true, false]);
  });

  it('adds vendors (the first becomes primary) and removes them (the primary passes to the first left)', async () => {
    renderVendors([]);
    expect(await screen.findByTestId('vendors-empty')).to.exist;
    await click(screen.getByTestId('vendor-add'));
    expect(primaries()).to.deep.equal([true]);
    await click(screen.getByTestId('vendor-add'));
    await click(screen.getByTestId('vendor-add'));
    expect(primaries()).to.deep.equal([true, false, false]);
    await type('vendeurs.1.email', 'deux@exemple.fr');
    await type('vendeurs.2.email', 'trois@exemple.fr');
    await click(screen.getAllByTestId('vendor-remove')[0]!);
    expect(rows()).to.have.length(2);
    expect(field('vendeurs.0.email').value).to.equal('deux@exemple.fr');
    expect(primaries()).to.deep.equal([true, false]);
  });

  it('checks each e-mail: ‘Cette adresse email n’est pas valide’ under the one in error', async () => {
    renderVendors();
    await screen.findByTestId('vendors-tab');
    await type('vendeurs.0.email', 'vendeur@demo');
    expect(errorOf('vendeurs.0.email')).to.equal("Cette adresse email n'est pas valide");
    await type('vendeurs.0.email', 'vendeur@demo.immo');
    expect(errorOf('vendeurs.0.email')).to.equal(null);
  });

  it('a wrong e-mail blocks the save and counts on the Vendeur(s) tab; the right ones are sent', async () => {
    const api = fakeApi({ 'POST /v2/sell/agence-immo/create': { bienId: 12 } });
    renderVendors(
      [
        { email: 'vendeur@demo.immo', primary: true },
        { email: 'pas-une-adresse', primary: false },
      ],
      api.api,
    );
    await screen.findByTestId('vendors-tab');
    await submit();
    expect(errorOf('vendeurs.1.email')).to.equal("Cette adresse email n'est pas valide");
    expect(screen.getByTestId('tab-vendors-errors').textContent).to.equal('1');
    expect(api.callsTo('POST', '/v2/sell/agence-immo/create')).to.be.empty;

    await type('vendeurs.1.email', 'co-vendeur@exemple.fr');
    expect(screen.queryByTestId('tab-vendors-errors')).to.equal(null);
    await submit();
    await waitFor(() => expect(api.callsTo('POST', '/v2/sell/agence-immo/create')).to.have.length(1));
    const sent = api.callsTo('POST', '/v2/sell/agence-immo/create')[0]!.json as { vendeurs: unknown };
    expect(sent.vendeurs).to.deep.equal([
      { email: 'vendeur@demo.immo', primary: true },
      { email: 'co-vendeur@exemple.fr', primary: false },
    ]);
  });
});
