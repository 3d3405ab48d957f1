import '../../support/dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { SellerSpace } from '../../../microfrontends/accounts/src/seller/seller-space-screen.js';
import { fakeApi, refusal, renderAccounts } from './render-accounts.js';

const outcome = (kind: string, label: string, price: number | null = null) => ({ kind, price, label });

const SALES = {
  now: '2026-11-25T10:00:00+01:00',
  items: [
    {
      bienId: 7,
      reference: 'ANN-7',
      title: 'Maison avec jardin',
      city: 'Annecy',
      status: 'termine',
      startAt: '2026-11-20T10:00:00+01:00',
      endAt: '2026-11-24T18:00:00+01:00',
      firstPrice: 250000,
      currentPrice: 251000,
      bidCount: 2,
      published: true,
      outcome: outcome('awaiting_seller', 'Terminée, en attente du vendeur', 251000),
    },
  ],
};

const offer = (id: number, amount: number, highest: boolean) => ({
  id,
  amount,
  amountDisplay: `${amount.toLocaleString('fr-FR')} €`,
  acquereur: `Acquéreur ${id}`,
  dateTimeString: '2026-11-24T17:59:00+01:00',
  status: 'placed',
  statusLabel: 'En attente de réponse',
  dateReponse: null,
  highest,
  canAccept: highest,
  canRefuse: true,
});

const OFFERS = {
  bienId: 7,
  nom: 'Maison avec jardin',
  phase: 'ended',
  currentPriceDisplay: '251 000 €',
  issue: outcome('awaiting_seller', 'Terminée, en attente du vendeur', 251000),
  offres: [offer(12, 251000, true), offer(11, 250000, false)],
};

const SALE_ROUTES = {
  '/api/vendeur/biens': SALES,
  '/api/vendeur/bien/7/offres': OFFERS,
  '/api/bien/7/acteurs': {
    negociateur: { firstName: 'Julie', lastName: 'Bernard', email: 'julie@agence.fr', phone: '0615' },
    vendeurs: [{ email: 'vendeur@demo.immo', primary: true }],
    acheteurs: [],
  },
  '/api/bien/7/page': { documents: [] },
};

describe('web: accounts — the seller space', () => {
  it('lists the seller’s sales with their outcome', async () => {
    renderAccounts(<SellerSpace />, { path: '/espace-vendeur', api: fakeApi(SALE_ROUTES) });
    const list = await screen.findByTestId('seller-sales');
    expect(within(list).getByRole('link', { name: 'Maison avec jardin' }).getAttribute('href')).to.equal(
      '/espace-vendeur/bien/7',
    );
    expect(within(list).getByTestId('seller-outcome').textContent).to.equal(
      'Terminée, en attente du vendeur',
    );
  });

  it('accepts the best offer only after a confirmation that says what follows', async () => {
    const api = fakeApi({
      ...SALE_ROUTES,
      'POST /api/vendeur/offres/12/accepter': { message: 'Offre acceptée' },
    });
    renderAccounts(<SellerSpace />, { path: '/espace-vendeur/bien/7', api });
    const table = await screen.findByTestId('seller-offers');
    expect(within(table).getAllByRole('button', { name: 'Accepter' })).to.have.length(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Accepter' }));
    const confirm = screen.getByTestId('seller-confirm');
    expect(confirm.textContent).to.contain("Accepter l'offre de 251\u202f000 €");
    expect(confirm.textContent).to.contain('La vente se termine aussitôt à ce prix');
    expect(api.calledWith('/api/vendeur/offres/12/accepter')).to.equal(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(api.calledWith('/api/vendeur/offres/12/accepter')).to.equal(true));
  });

  it('refusing after the end warns that the property stays unsold; a refusal from the server is shown', async () => {
    const api = fakeApi({
      ...SALE_ROUTES,
      'POST /api/vendeur/offres/11/refuser': refusal(409, 'offer_already_answered', {
        message: 'Une réponse a déjà été donnée à cette offre',
      }),
    });
    renderAccounts(<SellerSpace />, { path: '/espace-vendeur/bien/7', api });
    const table = await screen.findByTestId('seller-offers');
    fireEvent.click(within(table).getAllByRole('button', { name: 'Refuser' })[1]!);
    const confirm = screen.getByTestId('seller-confirm');
    expect(confirm.textContent).to.contain('refuser cette offre laisse le bien invendu');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
    expect((await within(confirm).findByRole('alert')).textContent).to.equal(
      'Une réponse a déjà été donnée à cette offre',
    );
  });
});
