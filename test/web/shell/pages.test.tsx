import '../../support/dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import type { SearchCardJson } from '../../../shell/src/sales/sale-card-model.js';
import { renderShell } from './render-shell.js';

describe('shell: the 404 page', () => {
  it('answers an unknown path with a translated 404 and a way home', () => {
    renderShell({ path: '/cette-page-nexiste-pas' });
    const page = screen.getByTestId('not-found');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).to.equal('Page introuvable');
    expect(page.textContent).to.contain("La page que vous cherchez n'existe pas ou a été déplacée.");
    expect(within(page).getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).to.equal('/');
    expect(document.title).to.equal('Page introuvable — Immo Enchères');
    expect(screen.getByTestId('site-header')).to.exist;
    expect(screen.getByTestId('site-footer')).to.exist;
  });

  it('is in English for an English reader', () => {
    renderShell({ path: '/nope', locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Page not found');
    expect(document.title).to.equal('Page not found — Immo Enchères');
  });

  it('answers a property path without a valid id', () => {
    renderShell({ path: '/bien/abc' });
    expect(screen.getByTestId('not-found')).to.exist;
  });
});

describe('shell: the public pages', () => {
  for (const [path, title] of [
    ['/qui-sommes-nous', 'Qui sommes-nous'],
    ['/acheter', 'Acheter'],
    ['/actualites', 'Actualités'],
    ['/vendre', 'Vendre'],
    ['/estimer', 'Estimer'],
    ['/professionnels', 'Professionnels'],
    ['/mentions-legales', 'Mentions légales'],
    ['/confidentialite', 'Politique de confidentialité'],
    ['/conditions-utilisation', "Conditions d'utilisation"],
    ['/about', 'Qui sommes-nous'],
  ] as const) {
    it(`${path}: '${title}'`, () => {
      renderShell({ path });
      expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal(title);
      expect(document.querySelectorAll('.content-page p').length).to.be.greaterThan(1);
      expect(document.title).to.equal(`${title} — Immo Enchères`);
    });
  }
});

describe('shell: the site maps (spec §2.4)', () => {
  const routes = {
    '/api/plan-du-site': {
      'hydra:member': [
        {
          bienId: 7,
          nom: 'Chalet d’alpage',
          type: 'MAIS',
          ville: 'Chamonix-Mont-Blanc',
          codePostal: '74400',
          departement: '74',
        },
        {
          bienId: 8,
          nom: 'Studio au port',
          type: 'APPT',
          ville: 'Annecy',
          codePostal: '74000',
          departement: '74',
        },
      ],
    },
  };

  it('lists the departments with their counts, each a page of its sales linking to them', async () => {
    renderShell({ path: '/plan-du-site/departements', routes });
    const map = await screen.findByTestId('site-map');
    expect(within(map).getByRole('heading', { level: 1 }).textContent).to.equal('Ventes par département');
    const link = within(map).getByRole('link', { name: 'Département 74' });
    expect(link.getAttribute('href')).to.equal('/plan-du-site/departement/74');
    expect(map.textContent).to.include('2 ventes');
    fireEvent.click(link);
    const department = await screen.findByRole('heading', { level: 1, name: /département 74/ });
    expect(department).to.exist;
    expect(screen.getByRole('link', { name: 'Chalet d’alpage' }).getAttribute('href')).to.equal('/bien/7');
  });

  it('has a page per town and per type, and a 404 for a town without sales', async () => {
    renderShell({ path: '/plan-du-site/ville/74400-chamonix-mont-blanc', routes });
    expect(await screen.findByRole('link', { name: 'Chalet d’alpage' })).to.exist;
    expect(screen.queryByRole('link', { name: 'Studio au port' })).to.equal(null);
  });

  it('answers 404 for a site-map path that names nothing', async () => {
    renderShell({ path: '/plan-du-site/ville/99999-nulle-part', routes });
    expect(await screen.findByTestId('not-found')).to.exist;
  });

  it('is reachable from the footer', () => {
    renderShell({ path: '/', routes });
    expect(screen.getByTestId('footer-site-map-cities').getAttribute('href')).to.equal(
      '/plan-du-site/villes',
    );
  });
});

const result = (overrides: Partial<SearchCardJson>): SearchCardJson => ({
  bienId: 1,
  title: 'Appartement 4 pièces vue lac',
  type: 'APPT',
  city: 'Annecy',
  postcode: '74000',
  price: 675000,
  priceDisplay: '675 000 €',
  start: '2026-11-07T06:00:00+01:00',
  end: '2099-11-21T06:52:00+01:00',
  status: 'en_cours',
  photo: '/media/photos/1?width=1024',
  ...overrides,
});

describe('shell: the search page', () => {
  // react-router navigates in a transition; React then reads the form through FormData, which must
  // be jsdom's (Node's own cannot read a jsdom form).
  let nodeFormData: typeof FormData;
  before(() => {
    nodeFormData = globalThis.FormData;
    globalThis.FormData = (window as unknown as { FormData: typeof FormData }).FormData;
  });
  after(() => {
    globalThis.FormData = nodeFormData;
  });

  it('lists GET /api/recherche as sale cards and searches by type and budget', async () => {
    const { api } = renderShell({
      path: '/recherche',
      routes: {
        '/api/recherche': (path: string) => ({
          'hydra:member': path.includes('types=MAIS')
            ? [result({ bienId: 9, title: 'Maison de ville', type: 'MAIS' })]
            : [
                result({}),
                result({ bienId: 2, title: 'Studio', status: 'a_venir', start: '2099-01-01T10:00:00+01:00' }),
              ],
          'hydra:totalItems': path.includes('types=MAIS') ? 1 : 2,
          page: 1,
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: '2 biens trouvés' })).to.exist;
    expect(screen.getAllByTestId('sale-card')).to.have.length(2);
    expect(screen.getAllByTestId('sale-card-price')[0]!.textContent).to.equal('675\u202f000\u00a0€');
    expect(document.title).to.equal('Rechercher un bien — Immo Enchères');

    fireEvent.change(screen.getByLabelText('Type de bien'), { target: { value: 'MAIS' } });
    fireEvent.change(screen.getByLabelText('Budget maximum (€)'), { target: { value: '400 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('heading', { name: '1 bien trouvé' })).to.exist;
    expect(api.lastCall.args[0]).to.equal('/api/recherche?types=MAIS&budgetMax=400000&itemsPerPage=24');
    expect(within(screen.getByTestId('sale-card')).getByRole('link').getAttribute('href')).to.equal(
      '/bien/9',
    );
  });

  const searches = { '/api/recherche': { 'hydra:member': [], 'hydra:totalItems': 0, page: 1 } };

  it('keeps the value of a pasted amount: spaces of any kind, the euro sign, stray text, cents', async () => {
    for (const pasted of ['abc 500 000', '500 000 €', '500\u00a0000', '500\u202f000', '500 000,00 €']) {
      const { api, unmount } = renderShell({ path: '/recherche', routes: searches });
      const budget = (await screen.findByLabelText('Budget maximum (€)')) as HTMLInputElement;
      // A browser cuts what is pasted to maxLength before the page reads it.
      expect(budget.maxLength === -1 || budget.maxLength >= pasted.length, 'maxLength').to.equal(true);
      fireEvent.change(budget, { target: { value: pasted } });
      expect(budget.value, JSON.stringify(pasted)).to.equal('500000');
      fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
      await waitFor(() =>
        expect(api.lastCall.args[0]).to.equal('/api/recherche?budgetMax=500000&itemsPerPage=24'),
      );
      unmount();
    }
  });

  it('ignores a keystroke past the highest budget (9 digits)', async () => {
    renderShell({ path: '/recherche', routes: searches });
    const budget = (await screen.findByLabelText('Budget maximum (€)')) as HTMLInputElement;
    fireEvent.change(budget, { target: { value: '999999999' } });
    fireEvent.change(budget, { target: { value: '9999999999' } });
    expect(budget.value).to.equal('999999999');
  });
});
