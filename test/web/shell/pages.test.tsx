import '../../support/dom.js';
import { screen, within } from '@testing-library/react';
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
