import '../../support/dom.js';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'chai';
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
