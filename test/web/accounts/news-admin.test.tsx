import '../../support/dom.js';
import { fr } from '@immo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { NewsAdmin } from '../../../microfrontends/accounts/src/news-admin/news-admin.js';
import { fakeApi, renderAccounts } from './render-accounts.js';

const ARTICLE = {
  id: 3,
  title: 'Les ventes de l’hiver',
  summary: '',
  body: 'Texte.',
  imageAlt: '',
  imageUrl: null,
  cardImageUrl: null,
  published: false,
  publishedAt: null,
  updatedAt: '2026-11-24T14:05:00+01:00',
  path: '/actualites/3-les-ventes-de-l-hiver',
};
const ADMIN_API = '/api/espace-admin/actualites';

describe('accounts: the news admin screen', () => {
  it('lists the articles with their state and French date, and publishes one', async () => {
    let published = false;
    const api = fakeApi({
      [ADMIN_API]: () => ({ 'hydra:member': [{ ...ARTICLE, published }] }),
      [`PUT ${ADMIN_API}/3/publication`]: () => {
        published = true;
        return { ...ARTICLE, published: true };
      },
    });
    renderAccounts(<NewsAdmin />, { api });
    const row = await screen.findByTestId('news-admin-row-3');
    expect(row.textContent).to.include(fr.news_admin_status_draft);
    expect(row.textContent).to.include('24/11/2026 à 14 h 05');
    fireEvent.click(within(row).getByRole('button', { name: fr.news_admin_publish }));
    await waitFor(() =>
      expect(screen.getByTestId('news-admin-row-3').textContent).to.include(fr.news_admin_status_published),
    );
    expect(api.getCalls().find((c) => c.args[1]?.method === 'PUT')!.args[1]!.json).to.deep.equal({
      published: true,
    });
  });

  it('checks the form with core’s rules (every field at once) before sending, then creates the draft', async () => {
    const api = fakeApi({
      [ADMIN_API]: { 'hydra:member': [] },
      [`POST ${ADMIN_API}`]: { ...ARTICLE, title: 'Nouveau' },
    });
    renderAccounts(<NewsAdmin />, { api });
    fireEvent.click(await screen.findByTestId('news-admin-new'));
    const editor = screen.getByTestId('news-admin-editor');
    fireEvent.click(within(editor).getByTestId('news-admin-save'));
    expect(
      within(editor)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).to.deep.equal([fr.field_required, fr.field_required]);
    expect(api.getCalls().some((c) => c.args[1]?.method === 'POST')).to.equal(false);

    fireEvent.change(within(editor).getByLabelText(fr.news_admin_field_title), {
      target: { value: 'Nouveau' },
    });
    fireEvent.change(within(editor).getByLabelText(fr.news_admin_field_body), {
      target: { value: 'Texte.' },
    });
    fireEvent.click(within(editor).getByTestId('news-admin-save'));
    await waitFor(() => expect(within(editor).getByRole('status').textContent).to.equal(fr.news_admin_saved));
    expect(api.getCalls().find((c) => c.args[1]?.method === 'POST')!.args[1]!.json).to.deep.equal({
      title: 'Nouveau',
      summary: '',
      body: 'Texte.',
      imageAlt: '',
    });
  });
});
