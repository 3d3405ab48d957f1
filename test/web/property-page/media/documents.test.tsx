import '../../../support/dom.js';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import sinon from 'sinon';
import { DocumentsSection } from '../../../../microfrontends/property-page/src/documents/documents-section.js';
import {
  createDocumentsEpic,
  installDocuments,
  type DownloadProbe,
} from '../../../../microfrontends/property-page/src/documents/documents-state.js';
import { aDocument, aPage, fakeDependencies, renderInShell, useFakeClock } from './page-fixture.js';
import { createAppStore } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { PropertyPageData } from '../../../../microfrontends/property-page/src/api/page-data.js';

const restricted = aDocument(12, { nom: 'Titre de propriété', acces: false });

/** The table in a shell store whose documents epic asks `probe` instead of the server. */
function renderTable(page: PropertyPageData, probe: DownloadProbe = sinon.stub().resolves(200)) {
  const deps = fakeDependencies();
  const store = createAppStore(deps);
  installDocuments(store, createDocumentsEpic(probe));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createTestI18n('fr')}>
        <DocumentsSection page={page} />
      </I18nextProvider>
    </Provider>,
  );
  return { navigate: deps.navigate as sinon.SinonSpy, probe };
}

const download = (row: number) => fireEvent.click(screen.getAllByTestId('document-download')[row]!);

describe('web: property page documents table', () => {
  afterEach(() => {
    cleanup();
    sinon.restore();
  });

  it('cuts names at 30 characters, types by extension, dates in dd/mm/yyyy and marks access with a dot', () => {
    const page = aPage({
      documents: [
        aDocument(1, { nom: 'Diagnostic de performance énergétique.pdf' }),
        aDocument(2, {
          nom: 'Plan du bien',
          date: { date: '2026-10-31 23:30:00.000000', timezone_type: 3, timezone: 'Europe/Paris' },
        }),
        aDocument(3, { nom: 'Règlement.copropriété.PDF', acces: false }),
      ],
    });
    renderInShell(<DocumentsSection page={page} />);
    const table = screen.getByTestId('documents-table');
    const rows = within(table).getAllByTestId('document-row');
    expect(rows).to.have.length(3);
    const cells = rows.map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent));

    expect(cells[0]![0]).to.equal('Diagnostic de performance éner…');
    expect(Array.from('Diagnostic de performance éner')).to.have.length(30);
    expect(rows[0]!.querySelector('td')!.getAttribute('title')).to.equal(
      'Diagnostic de performance énergétique.pdf',
    );
    // The extension, upper-cased; a name without one falls back on the MIME type.
    expect(cells.map((row) => row[1])).to.deep.equal(['PDF', 'PDF', 'PDF']);
    // Paris wall-clock dates, never shifted by the browser's zone.
    expect(cells.map((row) => row[2])).to.deep.equal(['09/03/2026', '31/10/2026', '09/03/2026']);

    expect(rows[0]!.querySelector('.ppm-docs__dot--free')).to.not.equal(null);
    expect(rows[2]!.querySelector('.ppm-docs__dot--restricted')).to.not.equal(null);
    expect(cells[0]![3]).to.equal('Accès libre');
    expect(cells[2]![3]).to.equal('Réservé aux acquéreurs inscrits');
  });

  it('hides type, date and access on phones (columns marked for wide screens only)', () => {
    renderInShell(<DocumentsSection page={aPage()} />);
    const row = screen.getByTestId('document-row');
    const wide = Array.from(row.querySelectorAll('td')).map((td) => td.classList.contains('ppm-docs__wide'));
    expect(wide).to.deep.equal([false, true, true, true, false]);
  });

  it('shows the lock of a restricted document in its name cell, which phones keep, in the documents sheet too', () => {
    const page = aPage({ documents: [aDocument(1), restricted] });
    for (const inModal of [false, true]) {
      const view = renderInShell(<DocumentsSection page={page} inModal={inModal} />);
      const [free, locked] = screen.getAllByTestId('document-row');
      expect(within(free!).queryByTestId('document-lock')).to.equal(null);
      const lock = within(locked!).getByTestId('document-lock');
      expect(lock.textContent).to.equal('Réservé aux acquéreurs inscrits');
      expect(lock.querySelector('svg')).to.not.equal(null);
      const cell = lock.closest('td')!;
      expect(cell.classList.contains('ppm-docs__name'), 'in the name cell').to.equal(true);
      expect(cell.classList.contains('ppm-docs__wide'), 'not in a column phones hide').to.equal(false);
      view.unmount();
    }
  });

  it('says so when the property has no document', () => {
    renderInShell(<DocumentsSection page={aPage({ documents: [] })} />);
    expect(screen.getByTestId('documents-empty').textContent).to.equal(
      "Il n'y a pas de documents relatifs à ce bien",
    );
    expect(screen.queryByTestId('documents-table')).to.equal(null);
  });

  it('links free documents to /download/media/{id} and restricted ones to download_private', () => {
    renderInShell(<DocumentsSection page={aPage({ documents: [aDocument(4), restricted] })} />);
    const links = screen.getAllByTestId('document-download');
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
      '/download/media/4',
      '/download/private/12',
    ]);
    expect(links[0]!.getAttribute('aria-label')).to.equal(
      'Télécharger « Diagnostic de performance énergétique.pdf »',
    );
  });

  it('sends an anonymous visitor to log in 500 ms after asking for a restricted document', async () => {
    const clock = useFakeClock(Date.parse('2026-03-10T09:00:00Z'));
    const { navigate, probe } = renderTable(aPage({ currentUser: 0, documents: [restricted] }));

    await act(async () => download(0));
    expect(screen.getByRole('alert').textContent).to.contain('Connectez-vous');
    await act(async () => clock.tickAsync(499));
    expect(navigate.called).to.equal(false);
    await act(async () => clock.tickAsync(1));
    expect(navigate.calledOnceWithExactly('/compte-36h-immo.html?documentBien=7')).to.equal(true);
    expect((probe as sinon.SinonStub).called).to.equal(false);
  });

  it('tells a ROLE_USER who is not registered on the sale to register, for 3 s', async () => {
    const clock = useFakeClock(Date.parse('2026-03-10T09:00:00Z'));
    const { navigate } = renderTable(
      aPage({ currentUser: 5, userInfos: ['ROLE_USER'], bienInscrit: '0', documents: [restricted] }),
    );

    await act(async () => download(0));
    expect(screen.getByRole('alert').textContent).to.equal(
      'Veuillez vous inscrire à ce bien pour télécharger le document.',
    );
    expect(navigate.called).to.equal(false);
    await act(async () => clock.tickAsync(3000));
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  it('downloads a restricted document for a registered buyer once the server agrees', async () => {
    const probe = sinon.stub().resolves(200);
    const { navigate } = renderTable(
      aPage({ currentUser: 5, userInfos: ['ROLE_USER'], bienInscrit: '1', documents: [restricted] }),
      probe,
    );
    await act(async () => download(0));
    expect(probe.calledOnceWithExactly('/download/private/12')).to.equal(true);
    expect(navigate.calledOnceWithExactly('/download/private/12')).to.equal(true);
  });

  it('shows the registration error when the server answers 403, and a login redirect on 401', async () => {
    const clock = useFakeClock(Date.parse('2026-03-10T09:00:00Z'));
    const probe = sinon.stub();
    probe.onFirstCall().resolves(403);
    probe.onSecondCall().resolves(401);
    const { navigate } = renderTable(
      aPage({ currentUser: 5, userInfos: ['ROLE_USER'], bienInscrit: '1', documents: [restricted] }),
      probe,
    );
    await act(async () => download(0));
    expect(screen.getByRole('alert').textContent).to.equal(
      'Veuillez vous inscrire à ce bien pour télécharger le document.',
    );
    await act(async () => download(0));
    await act(async () => clock.tickAsync(500));
    expect(navigate.calledOnceWithExactly('/compte-36h-immo.html?documentBien=7')).to.equal(true);
  });

  it('scrolls to the table when the login page sends the visitor back to #documents', () => {
    const proto = window.HTMLElement.prototype as unknown as { scrollIntoView?: () => void };
    const scrolled = sinon.spy();
    proto.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/bien/7#documents');
    try {
      renderInShell(<DocumentsSection page={aPage()} />);
      expect(scrolled.calledOnce).to.equal(true);
      expect(scrolled.firstCall.thisValue.id).to.equal('documents');
    } finally {
      delete proto.scrollIntoView;
      window.history.replaceState(null, '', '/');
    }
  });

  it('anchors the section for the Documents button and the return after login (#documents)', () => {
    renderInShell(<DocumentsSection page={aPage()} />);
    expect(document.getElementById('documents')).to.not.equal(null);
    expect(screen.getByRole('heading', { name: 'Documents' })).to.exist;
  });
});
