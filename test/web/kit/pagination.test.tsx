import '../../support/dom.js';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import { expect } from 'chai';
import { I18nextProvider } from 'react-i18next';

const shown = (locale: 'fr' | 'en', page: number, pages: number, onPage: (page: number) => void = () => {}) =>
  render(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <Pagination page={page} pages={pages} onPage={onPage} />
    </I18nextProvider>,
  );

describe('kit: the pages of a list', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = shown('fr', 1, 1);
    expect(container.innerHTML).to.equal('');
  });

  it('tells the page in French and moves by one, each end disabled', () => {
    const asked: number[] = [];
    const { unmount } = shown('fr', 1, 3, (page) => asked.push(page));
    expect(screen.getByRole('navigation', { name: 'Pages de résultats' }).textContent).to.contain(
      'Page 1 sur 3',
    );
    expect(screen.getByRole('button', { name: 'Page précédente' })).to.have.property('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    unmount();
    shown('fr', 3, 3, (page) => asked.push(page));
    expect(screen.getByRole('button', { name: 'Page suivante' })).to.have.property('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(asked).to.deep.equal([2, 2]);
  });

  it('speaks English', () => {
    shown('en', 2, 5);
    expect(screen.getByRole('navigation', { name: 'Result pages' }).textContent).to.contain('Page 2 of 5');
    expect(screen.getByRole('button', { name: 'Previous page' })).to.have.property('disabled', false);
    expect(screen.getByRole('button', { name: 'Next page' })).to.have.property('disabled', false);
  });
});
