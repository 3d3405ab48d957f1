import '../../support/dom.js';
import { fr } from '@immo/core';
import { ApiError } from '@immo/kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { renderShell } from './render-shell.js';

const ARTICLE = {
  id: 4,
  title: 'Cinq maisons à Annecy',
  teaser: 'Les ventes de l’hiver.',
  body: 'Premier paragraphe.\n\nSecond paragraphe.',
  imageUrl: null,
  cardImageUrl: null,
  imageAlt: '',
  publishedAt: '2026-11-24T14:05:00+01:00',
  path: '/actualites/4-cinq-maisons-a-annecy',
};

describe('shell: the newsletter form (footer, double opt-in)', () => {
  it('checks the address with core’s rule before sending anything', async () => {
    const { api } = renderShell({ path: '/qui-sommes-nous' });
    const form = screen.getByTestId('newsletter-form-footer');
    fireEvent.change(within(form).getByLabelText('Votre adresse e-mail'), {
      target: { value: 'pas-une-adresse' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'S’inscrire' }));
    expect(within(form).getByRole('status').textContent).to.equal(fr.email_invalid);
    expect(api.getCalls().filter((call) => call.args[0] === '/newsletter')).to.have.length(0);
  });

  it('posts the address and says to check the inbox, with the consent text on view', async () => {
    const { api } = renderShell({
      path: '/qui-sommes-nous',
      routes: { '/newsletter': { message: fr.newsletter_check_inbox } },
    });
    const form = screen.getByTestId('newsletter-form-footer');
    expect(form.textContent).to.include(fr.newsletter_consent);
    fireEvent.change(within(form).getByLabelText('Votre adresse e-mail'), {
      target: { value: 'lectrice@example.fr' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'S’inscrire' }));
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).to.equal(fr.newsletter_check_inbox),
    );
    const call = api.getCalls().find((c) => c.args[0] === '/newsletter')!;
    expect(call.args[1]).to.deep.equal({ method: 'POST', json: { email: 'lectrice@example.fr' } });
  });

  it('shows the server’s refusal (429) as it is', async () => {
    renderShell({
      path: '/qui-sommes-nous',
      routes: { '/newsletter': new ApiError(429, 'too_many_requests', 'Trop de tentatives') },
    });
    const form = screen.getByTestId('newsletter-form-footer');
    fireEvent.change(within(form).getByLabelText('Votre adresse e-mail'), {
      target: { value: 'a@example.fr' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'S’inscrire' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).to.equal('Trop de tentatives'));
  });
});

describe('shell: the news pages', () => {
  it('/actualites lists the articles with their date, and offers the newsletter form too', async () => {
    renderShell({
      path: '/actualites',
      routes: { '/api/actualites': { 'hydra:member': [ARTICLE], page: 1, pageCount: 2 } },
    });
    const list = await screen.findByTestId('news-list');
    expect(within(list).getByRole('heading', { level: 1 }).textContent).to.equal('Actualités');
    expect(within(list).getByRole('link', { name: ARTICLE.title }).getAttribute('href')).to.equal(
      ARTICLE.path,
    );
    expect(list.textContent).to.include('Publié le 24/11/2026');
    expect(within(list).getByRole('link', { name: fr.news_next }).getAttribute('href')).to.equal(
      '/actualites/page/2',
    );
    expect(within(list).getByTestId('newsletter-form-page')).to.exist;
    expect(document.title).to.equal('Actualités — Immo Enchères');
  });

  it('an article page shows its paragraphs; an unknown one is a 404', async () => {
    renderShell({ path: ARTICLE.path, routes: { '/api/actualites/4': ARTICLE } });
    const article = await screen.findByTestId('news-article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).to.equal(ARTICLE.title);
    expect([...article.querySelectorAll('p')].map((p) => p.textContent)).to.include.members([
      'Premier paragraphe.',
      'Second paragraphe.',
    ]);
  });

  it('an unknown article is the 404 page', async () => {
    renderShell({
      path: '/actualites/9-rien',
      routes: { '/api/actualites/9': new ApiError(404, 'not_found', '') },
    });
    expect(await screen.findByTestId('not-found')).to.exist;
  });

  it('the confirmation link confirms on arrival and says so', async () => {
    const { api } = renderShell({
      path: '/newsletter/confirmation?token=abc',
      routes: { '/newsletter/confirmation': { message: fr.newsletter_confirmed } },
    });
    expect((await screen.findByTestId('newsletter-outcome')).textContent).to.equal(fr.newsletter_confirmed);
    expect(api.getCalls().find((c) => c.args[0] === '/newsletter/confirmation')!.args[1]).to.deep.equal({
      method: 'POST',
      json: { token: 'abc' },
    });
  });

  it('the unsubscribe page waits for the one click', async () => {
    const { api } = renderShell({
      path: '/newsletter/desinscription?token=xyz',
      routes: { '/newsletter/desinscription': { message: fr.newsletter_unsubscribed } },
    });
    expect(api.getCalls().some((c) => c.args[0] === '/newsletter/desinscription')).to.equal(false);
    fireEvent.click(screen.getByRole('button', { name: fr.newsletter_unsubscribe_button }));
    expect((await screen.findByTestId('newsletter-outcome')).textContent).to.equal(
      fr.newsletter_unsubscribed,
    );
  });
});
