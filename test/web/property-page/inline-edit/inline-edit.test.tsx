import '../../../support/dom.js';
import { formatEuros } from '@immo/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'chai';
import sinon from 'sinon';
import type { PropertyPageData } from '../../../../microfrontends/property-page/src/api/page-data.js';
import {
  Editable,
  FieldsChunkLoader,
  loadFieldsChunk,
} from '../../../../microfrontends/property-page/src/inline-edit/editable.js';
import * as fieldsChunk from '../../../../microfrontends/property-page/src/inline-edit/page-inline-field.js';
import PropertyPage from '../property-page.js';
import {
  ANONYMOUS,
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  HOUR,
  pageData,
  plain,
  pollAnswer,
  setup,
  teardown,
  type AuctionFacts,
  type Viewer,
} from '../auction/harness.js';

const UPCOMING: AuctionFacts = {
  serverNow: CLIENT_NOW,
  startAt: CLIENT_NOW + 2 * DAY,
  endAt: CLIENT_NOW + 9 * DAY,
  currentPrice: null,
};
const LIVE: AuctionFacts = { ...UPCOMING, startAt: CLIENT_NOW - DAY, endAt: CLIENT_NOW + 6 * HOUR };

const NEGOTIATOR: Viewer = {
  currentUser: 12,
  roles: ['ROLE_NEGOCIATEUR'],
  verified: false,
  canAuction: false,
  mustRegister: false,
};
/** What core's editableInlineFields gives the sale's negotiator on a sale nobody bid on. */
const ALL_FIELDS = [
  'nom',
  'descriptif',
  'descriptif_annonce',
  'description_quartier',
  'premier_prix',
  'pas_enchere',
];

function managedPage(facts: AuctionFacts = UPCOMING, editableFields = ALL_FIELDS): PropertyPageData {
  return { ...pageData(facts, NEGOTIATOR), managesSale: true, editableFields };
}

/** The page answer once a field was saved: the same page with one value of `bien` changed. */
const withBien = (page: PropertyPageData, bien: Partial<PropertyPageData['bien']>): PropertyPageData => ({
  ...page,
  bien: { ...page.bien, ...bien },
});

/** The fields' chunk as this test holds it: a dynamic import would bring second copies of react-redux and react-i18next. */
const heldChunk = () => Promise.resolve(fieldsChunk);

function WithChunk({ children }: { children: ReactNode }) {
  return <FieldsChunkLoader.Provider value={heldChunk}>{children}</FieldsChunkLoader.Provider>;
}

/**
 * The server's side of PUT /api/bien/3 behind the kit's real client (the field saves through
 * `fetch`): `answer` gets the JSON body and gives a status and a JSON answer.
 */
function serverSaves(answer: (body: Record<string, unknown>) => [number, unknown]) {
  const bodies: Record<string, unknown>[] = [];
  sinon.stub(globalThis, 'fetch').callsFake(async (input, init) => {
    expect([String(input), init?.method]).to.deep.equal(['/api/bien/3', 'PUT']);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    bodies.push(body);
    const [status, json] = answer(body);
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return bodies;
}

/** The lazily loaded field chunk and React's commits, on the real event loop (timers are fake). */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

async function openPage(api: FakeApi) {
  const harness = await setup(api, {
    ui: (
      <WithChunk>
        <PropertyPage bienId={3} />
      </WithChunk>
    ),
  });
  await settle();
  return harness;
}

const fieldOf = (property: string) =>
  document.querySelector(`[data-testid="inline-edit"][data-property="${property}"]`) as HTMLElement | null;

async function editField(property: string, value: string, key: 'Enter' | 'CtrlEnter' = 'Enter') {
  await act(async () => {
    fireEvent.click(within(fieldOf(property)!).getByRole('button'));
  });
  const input = within(fieldOf(property)!).getByRole('textbox');
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: key === 'CtrlEnter' });
  });
  await settle();
  return input as HTMLInputElement;
}

describe('web: property page — the negotiator edits his sale in place (spec §2.2, issue 12)', () => {
  afterEach(teardown);

  it('splits the fields off the page: the bundle’s split point names their chunk', async () => {
    const chunk = await loadFieldsChunk();
    expect(chunk.default).to.be.a('function');
    expect(chunk.ManagerNoticeText).to.be.a('function');
  });

  it('offers the title, the descriptions and the prices, marked and announced', async () => {
    const api = new FakeApi().on('GET', '/api/bien/3/page', managedPage());
    await openPage(api);
    for (const property of ALL_FIELDS) expect(fieldOf(property), property).to.exist;
    expect(screen.getByTestId('inline-edit-notice').textContent).to.equal(
      'Vous gérez cette vente : les éléments marqués d’un crayon se modifient sur place.',
    );
    const title = within(screen.getByRole('heading', { level: 1 })).getByRole('button');
    expect(title.getAttribute('aria-label')).to.equal(
      "Titre de l'annonce : Appartement 3 pièces à la Croix-Rousse, cliquer pour modifier",
    );
    // Empty texts show to him, to be filled in; the price reads in euros.
    expect(within(fieldOf('description_quartier')!).getByRole('button').textContent).to.equal(
      'Non renseigné',
    );
    expect(plain(fieldOf('premier_prix')!.textContent)).to.equal(plain(formatEuros(200_000)));
    expect(plain(fieldOf('pas_enchere')!.parentElement!.textContent)).to.equal(
      plain(`Pas d'enchère : ${formatEuros(5000)}`),
    );
  });

  it('saves the title through PUT /api/bien/{id}, then shows the page’s new data', async () => {
    const page = managedPage();
    let saved = page;
    const api = new FakeApi().on('GET', '/api/bien/3/page', () => saved);
    const saves = serverSaves(({ nom }) => {
      saved = withBien(page, { nom: String(nom) });
      return [200, { entity: 'bien', id: 3, property: 'nom', value: nom, displayValue: nom }];
    });
    await openPage(api);
    await editField('nom', 'Appartement rénové, vue sur Fourvière');
    expect(saves).to.deep.equal([{ nom: 'Appartement rénové, vue sur Fourvière' }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.contain(
      'Appartement rénové, vue sur Fourvière',
    );
    // The page's data came again (the tab's title follows it); the auction was left alone.
    expect(api.callsTo('GET', '/api/bien/3/page')).to.have.length(2);
    expect(document.title).to.equal('Appartement rénové, vue sur Fourvière – Immo Enchères');
  });

  it('edits a long description over several lines: Ctrl + Enter saves it as typed', async () => {
    const api = new FakeApi().on('GET', '/api/bien/3/page', managedPage());
    const saves = serverSaves(({ descriptif }) => [200, { value: descriptif }]);
    await openPage(api);
    const area = await editField('descriptif', 'Un bel appartement.\nParquet ancien, cave.', 'CtrlEnter');
    expect(area.tagName).to.equal('TEXTAREA');
    expect(saves[0]).to.deep.equal({
      descriptif: 'Un bel appartement.\nParquet ancien, cave.',
    });
  });

  it('a refusal keeps the typed text and shows the server’s message; the page keeps its value', async () => {
    const message =
      "Des offres ont déjà été faites : la date de début, le premier prix et le pas d'enchère ne peuvent plus changer";
    const api = new FakeApi().on('GET', '/api/bien/3/page', managedPage());
    serverSaves(() => [409, { error: { code: 'sale_has_bids', message } }]);
    await openPage(api);
    const input = await editField('premier_prix', '210000');
    expect(input.value).to.equal('210000');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(within(fieldOf('premier_prix')!).getByRole('alert').textContent).to.equal(message);
    expect(api.callsTo('GET', '/api/bien/3/page')).to.have.length(1);
  });

  it('parses the prices as §5.2 integers: spaces stripped, commas become dots, whole euros only', async () => {
    const page = managedPage();
    let saved = page;
    const api = new FakeApi().on('GET', '/api/bien/3/page', () => saved);
    const saves = serverSaves(({ premier_prix }) => {
      const premierPrix = Number(premier_prix);
      saved = {
        ...withBien(page, { premier_prix: premierPrix }),
        enchere: { ...page.enchere!, premierPrix, minimumBid: premierPrix },
      };
      return [200, { value: premierPrix, displayValue: String(premierPrix) }];
    });
    await openPage(api);
    const input = await editField('premier_prix', '212 500,5');
    expect(within(fieldOf('premier_prix')!).getByRole('alert').textContent).to.equal(
      'Veuillez saisir un nombre entier',
    );
    expect(saves).to.have.length(0);
    await act(async () => {
      fireEvent.change(input, { target: { value: '212 500,00' } });
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    await settle();
    expect(saves).to.deep.equal([{ premier_prix: 212500 }]);
    // A price is a term of the auction: the whole page came again, the panel shows the new one.
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal(plain(formatEuros(212_500)));
  });

  it('takes every §5.2 type through the page’s field: text as is, float, integer, date', async () => {
    const api = new FakeApi().on(
      'GET',
      '/api/bien/3/page',
      managedPage(UPCOMING, ['nom', 'surface_habitable', 'nombre_pieces', 'dpe_date']),
    );
    const saves = serverSaves((body) => [200, { value: Object.values(body)[0] }]);
    await setup(api, {
      ui: (
        <WithChunk>
          <PropertyPage bienId={3} />
          <Editable field="surface_habitable" text="64" />
          <Editable field="nombre_pieces" text="3" />
          <Editable field="dpe_date" text="" />
        </WithChunk>
      ),
    });
    await settle();
    await editField('nom', '  Deux espaces  ');
    await editField('surface_habitable', '1 064,25');
    await editField('nombre_pieces', '4,0');
    await editField('dpe_date', '05/04/2025');
    expect(saves).to.deep.equal([
      { nom: '  Deux espaces  ' },
      { surface_habitable: 1064.25 },
      { nombre_pieces: 4 },
      { dpe_date: '05/04/2025' },
    ]);
    const date = await editField('dpe_date', '31/02/2025');
    expect(within(fieldOf('dpe_date')!).getByRole('alert').textContent).to.equal(
      'Given date is not a valid date',
    );
    expect(date.value).to.equal('31/02/2025');
    expect(saves).to.have.length(4);
  });

  it('offers only what the server lists: after a bid, the prices are plain text', async () => {
    const texts = ALL_FIELDS.filter((field) => field !== 'premier_prix' && field !== 'pas_enchere');
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', managedPage({ ...LIVE, currentPrice: 250_000 }, texts))
      .on('GET', '/api/bien/currentauction/7', () => pollAnswer({ ...LIVE, currentPrice: 250_000 }));
    await openPage(api);
    expect(fieldOf('nom')).to.exist;
    expect(fieldOf('premier_prix')).to.equal(null);
    expect(fieldOf('pas_enchere')).to.equal(null);
  });

  it('drops the price fields as soon as the poll brings a first bid', async () => {
    let currentPrice: number | null = null;
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', managedPage(LIVE))
      .on('GET', '/api/bien/currentauction/7', () =>
        pollAnswer({ ...LIVE, serverNow: Date.now(), currentPrice }),
      );
    const { advance } = await openPage(api);
    expect(fieldOf('premier_prix')).to.exist;
    currentPrice = 205_000;
    await advance(5500);
    await settle();
    expect(fieldOf('premier_prix')).to.equal(null);
    expect(fieldOf('pas_enchere')).to.equal(null);
    expect(fieldOf('nom')).to.exist;
  });

  for (const [who, viewer] of [
    ['a buyer', BUYER],
    ['an anonymous visitor', ANONYMOUS],
  ] as const) {
    it(`shows ${who} no edit affordance at all`, async () => {
      const api = new FakeApi().on('GET', '/api/bien/3/page', {
        ...pageData(UPCOMING, viewer),
        editableFields: [],
      });
      await openPage(api);
      expect(document.querySelectorAll('[data-testid="inline-edit"]')).to.have.length(0);
      expect(screen.queryByTestId('inline-edit-notice')).to.equal(null);
      expect(screen.getByRole('heading', { level: 1 }).querySelector('button')).to.equal(null);
      expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal(
        'Appartement 3 pièces à la Croix-Rousse',
      );
      expect(plain(screen.getByTestId('current-price').textContent)).to.equal(plain(formatEuros(200_000)));
      // The empty neighbourhood text stays hidden, as before.
      expect(screen.queryByText('Le quartier')).to.equal(null);
    });
  }

  it('speaks English to an English-speaking negotiator', async () => {
    const api = new FakeApi().on('GET', '/api/bien/3/page', managedPage());
    await setup(api, {
      ui: (
        <WithChunk>
          <PropertyPage bienId={3} />
        </WithChunk>
      ),
      locale: 'en',
    });
    await settle();
    expect(screen.getByTestId('inline-edit-notice').textContent).to.equal(
      'You manage this sale: the items marked with a pencil can be edited in place.',
    );
    expect(within(fieldOf('pas_enchere')!).getByRole('button').getAttribute('aria-label')).to.equal(
      `Bid step: ${formatEuros(5000)}, click to edit`,
    );
  });
});
