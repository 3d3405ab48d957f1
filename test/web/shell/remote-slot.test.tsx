import '../../support/dom.js';
import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import { useEffect, type ComponentType } from 'react';
import sinon from 'sinon';
import {
  declareRemote,
  startErrorReporting,
  stopErrorReporting,
} from '../../../microfrontends/kit/src/error-reporting/index.js';
import { App } from '../../../shell/src/app.js';
import {
  PrerenderedContext,
  PrerenderedOr,
  capturePrerendered,
  prerenderedFromHtml,
} from '../../../microfrontends/kit/src/prerendered.js';
import { firstScreenRemote } from '../../../shell/src/pages/remote-pages.js';
import { RemoteSlot, type RemoteLoader } from '../../../shell/src/remote-slot.js';
import { buyer, negotiator, renderShell, resetLocale } from './render-shell.js';

function FakePropertyPage({ bienId }: { bienId: number }) {
  return <h1>Bien {bienId} chargé</h1>;
}

/** A loader that fails as often as asked, then serves the component. */
function flakyLoader(failures: number) {
  let calls = 0;
  return sinon.spy(async (_id: string) => {
    calls += 1;
    if (calls <= failures) throw new Error('remoteEntry.js: 404');
    return { default: FakePropertyPage };
  }) as unknown as RemoteLoader & sinon.SinonSpy;
}

describe('shell: the remote slots', () => {
  let consoleError: sinon.SinonStub;
  beforeEach(() => {
    // The boundary logs the remote's failure: expected here.
    consoleError = sinon.stub(console, 'error');
  });
  afterEach(async () => {
    consoleError.restore();
    window.history.replaceState(null, '', '/');
    resetLocale();
    await stopErrorReporting();
  });

  it("reports an error thrown in a remote's component with the remote's name and version, the page going on", async () => {
    const report = sinon.spy();
    await startErrorReporting({ dsn: 'https://public@o1.ingest.example.invalid/2' }, async () => ({
      report,
      close: async () => undefined,
    }));
    function BrokenRemote(): never {
      throw new Error('remote render failed');
    }
    const loader = (async () => {
      // What the remote's module does when the federation runtime evaluates it.
      declareRemote({ name: 'property_page', version: '2.3.4' });
      return { default: BrokenRemote };
    }) as unknown as RemoteLoader;
    renderShell({ path: '/bien/3', loader, user: null });
    expect(await screen.findByTestId('shell-remote-fallback')).to.exist;
    expect(screen.getByTestId('site-footer')).to.exist;
    expect(report.callCount).to.equal(1);
    const [error, context] = report.firstCall.args as [Error, { remote: unknown; componentStack: string }];
    expect(error.message).to.equal('remote render failed');
    expect(context.remote).to.deep.equal({ name: 'property_page', version: '2.3.4' });
    expect(context.componentStack).to.contain('BrokenRemote');
  });

  it('reports a remote that cannot load under its name, its version unknown', async () => {
    const report = sinon.spy();
    await startErrorReporting({ dsn: 'https://public@o1.ingest.example.invalid/2' }, async () => ({
      report,
      close: async () => undefined,
    }));
    // A remote no module of this test run declares.
    renderShell({ loader: flakyLoader(5) }, <RemoteSlot id="never_loaded/Page" props={{}} />);
    expect(await screen.findByTestId('shell-remote-fallback')).to.exist;
    expect(report.firstCall.args[1]).to.have.deep.property('remote', {
      name: 'never_loaded',
      version: 'unknown',
    });
  });

  it('shows the property page remote at /bien/:bienId with its bienId', async () => {
    const loader = flakyLoader(0);
    renderShell({ path: '/bien/12', loader });
    expect(await screen.findByRole('heading', { name: 'Bien 12 chargé' })).to.exist;
    expect(loader.firstCall.args[0]).to.equal('property_page/PropertyPage');
    expect(document.title).to.equal('Bien aux enchères — Immo Enchères');
  });

  it('shows a translated fallback when the remote fails to load, the header still working, and recovers on retry', async () => {
    const loader = flakyLoader(1);
    renderShell({ path: '/bien/1', loader, user: null });
    const fallback = await screen.findByTestId('shell-remote-fallback');
    expect(fallback.textContent).to.contain('Cette partie de la page est momentanément indisponible.');
    expect(screen.getByTestId('site-header')).to.exist;
    expect(await screen.findByTestId('nav-login')).to.exist;
    expect(screen.getByTestId('site-footer')).to.exist;

    fireEvent.click(screen.getByTestId('locale-switch'));
    expect(screen.getByTestId('shell-remote-fallback').textContent).to.contain(
      'This part of the page is unavailable for the moment.',
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Bien 1 chargé' })).to.exist;
    expect(screen.queryByTestId('shell-remote-fallback')).to.equal(null);
    expect(loader.callCount).to.equal(2);
  });

  it("leaves the tab's title to the remote once it has set one, even across a language switch", async () => {
    function TitledRemote() {
      useEffect(() => {
        document.title = 'Appartement à Annecy – Immo Enchères';
      }, []);
      return <p>Fiche</p>;
    }
    renderShell({
      path: '/bien/1',
      loader: (async () => ({ default: TitledRemote })) as unknown as RemoteLoader,
    });
    expect(document.title).to.equal('Bien aux enchères — Immo Enchères');
    expect(await screen.findByText('Fiche')).to.exist;
    expect(document.title).to.equal('Appartement à Annecy – Immo Enchères');
    fireEvent.click(screen.getByTestId('locale-switch'));
    expect(document.title).to.equal('Appartement à Annecy – Immo Enchères');
  });

  it('shows the loading state while the remote arrives', async () => {
    let serve: (value: { default: typeof FakePropertyPage }) => void = () => {};
    const loader = (() => new Promise((resolve) => (serve = resolve))) as unknown as RemoteLoader;
    renderShell({ path: '/bien/3', loader });
    expect((await screen.findByText('Chargement...')).closest('[aria-busy="true"]')).to.exist;
    await act(async () => serve({ default: FakePropertyPage }));
    expect(await screen.findByRole('heading', { name: 'Bien 3 chargé' })).to.exist;
  });

  it("keeps the server's content of the first page on view while its remote loads, not a spinner", async () => {
    let serve: (value: { default: typeof FakePropertyPage }) => void = () => {};
    const loader = (() => new Promise((resolve) => (serve = resolve))) as unknown as RemoteLoader;
    window.history.replaceState(null, '', '/bien/3');
    const prerendered = prerenderedFromHtml('/bien/3', '<h1>Maison écrite par le serveur</h1>');
    renderShell(
      { path: '/bien/3', loader },
      <PrerenderedContext.Provider value={prerendered}>
        <App />
      </PrerenderedContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Maison écrite par le serveur' })).to.exist;
    expect(screen.queryByText('Chargement...')).to.equal(null);
    await act(async () => serve({ default: FakePropertyPage }));
    expect(await screen.findByRole('heading', { name: 'Bien 3 chargé' })).to.exist;
    expect(screen.queryByText('Maison écrite par le serveur')).to.equal(null);
  });

  it("moves the server's own nodes into the slot (no copy), and on into the remote's own wait", async () => {
    let serve: (value: { default: ComponentType }) => void = () => {};
    const loader = (() => new Promise((resolve) => (serve = resolve))) as unknown as RemoteLoader;
    window.history.replaceState(null, '', '/bien/3');
    const root = document.createElement('div');
    root.innerHTML =
      '<main data-prerendered-main><img alt="Photo du bien" src="/media/1.jpg"><h1>Écrit par le serveur</h1></main>';
    document.body.append(root);
    const photo = root.querySelector('img');
    const prerendered = { path: '/bien/3', nodes: [...(root.firstChild as Element).childNodes] };
    root.remove();
    try {
      renderShell(
        { path: '/bien/3', loader },
        <PrerenderedContext.Provider value={prerendered}>
          <App />
        </PrerenderedContext.Provider>,
      );
      const slot = await screen.findByTestId('shell-prerendered');
      expect(slot.querySelector('img')).to.equal(photo);
      expect(screen.getByRole('heading', { name: 'Écrit par le serveur' })).to.exist;
      // A remote showing the same content while its data loads (the property page does) gets the same nodes.
      const RemoteStillLoading = () => (
        <PrerenderedOr>
          <p>Chargement du bien</p>
        </PrerenderedOr>
      );
      await act(async () => serve({ default: RemoteStillLoading }));
      const remoteBox = await screen.findByTestId('shell-prerendered');
      expect(remoteBox).to.not.equal(slot);
      expect(remoteBox.querySelector('img')).to.equal(photo);
      expect(screen.getAllByRole('img', { name: 'Photo du bien' })).to.have.length(1);
    } finally {
      root.remove();
    }
  });

  it("shows the server's content only on the page it was written for", async () => {
    window.history.replaceState(null, '', '/bien/4');
    const loader = (() => new Promise(() => {})) as unknown as RemoteLoader;
    renderShell(
      { path: '/bien/4', loader },
      <PrerenderedContext.Provider value={prerenderedFromHtml('/bien/3', '<h1>Autre bien</h1>')}>
        <App />
      </PrerenderedContext.Provider>,
    );
    expect(await screen.findByText('Chargement...')).to.exist;
    expect(screen.queryByText('Autre bien')).to.equal(null);
  });

  it('capturePrerendered reads the content the server wrote into #root, with the path', () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<div data-prerendered><main data-prerendered-main><h1>Écrit</h1></main></div>';
    document.body.append(root);
    try {
      const captured = capturePrerendered(document);
      expect(captured?.path).to.equal(window.location.pathname);
      // The server's own nodes, not a copy of its markup.
      expect(captured?.nodes).to.deep.equal([root.querySelector('h1')]);
    } finally {
      root.remove();
    }
    expect(capturePrerendered(document)).to.equal(null);
  });

  it('loads the accounts remote for the login page, under both of its paths', async () => {
    for (const path of ['/compte-36h-immo.html?focusedBien=4', '/login']) {
      const loader = sinon.spy(async () => ({ default: () => <p>Formulaire de connexion</p> }));
      const view = renderShell({ path, loader: loader as unknown as RemoteLoader });
      expect(await screen.findByText('Formulaire de connexion')).to.exist;
      expect(loader.firstCall.args).to.deep.equal(['accounts/LoginPage']);
      view.unmount();
    }
  });

  it('gives the negotiator space to the sale editor remote, its fallback standing in until it exists', async () => {
    const loader = sinon.spy(async () => {
      throw new Error('remote sale_editor is not registered');
    });
    renderShell({
      path: '/espace-negociateur/bien/5/informations',
      user: negotiator,
      loader: loader as never,
    });
    expect(await screen.findByTestId('shell-remote-fallback')).to.exist;
    expect(loader.firstCall.args).to.deep.equal(['sale_editor/NegotiatorSpace']);
  });

  it('sends an anonymous visitor of a private space to the login page', async () => {
    const loader = sinon.spy(async () => ({ default: () => <p>Formulaire de connexion</p> }));
    renderShell({ path: '/espace-negociateur', user: null, loader: loader as unknown as RemoteLoader });
    expect(await screen.findByText('Formulaire de connexion')).to.exist;
    expect(loader.firstCall.args).to.deep.equal(['accounts/LoginPage']);
  });

  it("sends a negotiator's /mon-espace to the negotiator space, a buyer's to the buyer space", async () => {
    const loader = sinon.spy(async () => ({ default: () => <p>Espace négociateur chargé</p> }));
    const view = renderShell({
      path: '/mon-espace',
      user: negotiator,
      loader: loader as unknown as RemoteLoader,
    });
    expect(await screen.findByText('Espace négociateur chargé')).to.exist;
    view.unmount();

    const buyerLoader = sinon.spy(async () => ({ default: () => <p>Espace acheteur chargé</p> }));
    renderShell({ path: '/mon-espace', user: buyer, loader: buyerLoader as unknown as RemoteLoader });
    expect(await screen.findByText('Espace acheteur chargé')).to.exist;
    expect(buyerLoader.firstCall.args).to.deep.equal(['accounts/BuyerSpace']);
  });

  it('gives every page of the buyer space to the accounts remote, once logged in', async () => {
    for (const path of [
      '/espace-utilisateur',
      '/espace-utilisateur/acheteur/mes-favoris',
      '/espace-utilisateur/acheteur/bien/12/show',
      '/espace-utilisateur/acheteur/bien/12/visite',
    ]) {
      const loader = sinon.spy(async () => ({ default: () => <p>Espace acheteur chargé</p> }));
      const view = renderShell({ path, user: buyer, loader: loader as unknown as RemoteLoader });
      expect(await screen.findByText('Espace acheteur chargé'), path).to.exist;
      expect(loader.firstCall.args).to.deep.equal(['accounts/BuyerSpace']);
      expect(document.title).to.equal('Espace acheteur — Immo Enchères');
      view.unmount();
    }
  });

  it('sends an anonymous visitor of the buyer space to the login page', async () => {
    const loader = sinon.spy(async (id: string) => ({ default: () => <p>{id}</p> }));
    renderShell({
      path: '/espace-utilisateur/acheteur/bien/12/show',
      user: null,
      loader: loader as unknown as RemoteLoader,
    });
    expect(await screen.findByText('accounts/LoginPage')).to.exist;
    expect(loader.calledWith('accounts/BuyerSpace')).to.equal(false);
  });

  it("shows the buyer space's fallback, the header still working, when the accounts remote is down", async () => {
    renderShell({ path: '/espace-utilisateur/acheteur/mes-offres', user: buyer });
    expect(await screen.findByTestId('shell-remote-fallback')).to.exist;
    expect(screen.getByTestId('nav-user')).to.exist;
  });
});

describe('shell: the first screen’s remote', () => {
  it('is known for the public entry pages, fetched as the shell starts', () => {
    expect(firstScreenRemote('/')).to.equal('search/HomePage');
    expect(firstScreenRemote('/recherche')).to.equal('search/SearchPage');
    expect(firstScreenRemote('/bien/12')).to.equal('property_page/PropertyPage');
  });

  it('is none for any other page (its slot loads its remote when it renders)', () => {
    expect(firstScreenRemote('/bien/0')).to.equal(null);
    expect(firstScreenRemote('/bien/12/photos')).to.equal(null);
    expect(firstScreenRemote('/espace-negociateur')).to.equal(null);
  });
});
