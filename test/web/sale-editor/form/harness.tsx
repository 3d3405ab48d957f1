// The negotiator space's test harness: the kit store (session), fr texts, a memory router, the
// space's dependencies with a stub API routed by 'METHOD path', and the form's tabs.
import { defaultSaleFormValues, type SaleFormValues } from '@immo/core';
import { ApiError, createAppStore, sessionLoaded, type EpicDependencies, type Me } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import sinon from 'sinon';
import { SaleFormPage } from '../../../../microfrontends/sale-editor/src/sale-form/sale-form-page.js';
import { useSaleFormStatus } from '../../../../microfrontends/sale-editor/src/sale-form/sale-form-status.js';
import type { SaleFormTabComponents } from '../../../../microfrontends/sale-editor/src/sale-form/tab-components.js';
import {
  SaleEditorDependenciesProvider,
  type SaleEditorDependencies,
} from '../../../../microfrontends/sale-editor/src/space/dependencies.js';
import { GeneralTab } from '../../../../microfrontends/sale-editor/src/tabs/general-tab.js';
import { VendorsTab } from '../../../../microfrontends/sale-editor/src/tabs/vendors-tab.js';

/** 15 January 2026, 11:00 in Paris. */
export const NOW = Date.parse('2026-01-15T10:00:00Z');

export const NEGOTIATOR: Me = {
  id: 7,
  email: 'negociateur@demo.immo',
  firstName: 'Julie',
  lastName: 'Bernard',
  roles: ['ROLE_USER', 'ROLE_NEGOCIATEUR'],
  assistance: false,
  verified: true,
  canAuction: false,
};

export const ASSISTANCE_NEGOTIATOR: Me = { ...NEGOTIATOR, assistance: true };

export interface ApiCall {
  method: string;
  path: string;
  json?: unknown;
  expectUnauthorized?: boolean;
}

type Handler = (call: ApiCall) => unknown;

/**
 * A stub of the kit's apiRequest: each 'METHOD /path' (query included) answers through its handler
 * (a value, a promise, or a thrown ApiError); anything else is a 404.
 */
export function fakeApi(routes: Record<string, Handler | unknown> = {}) {
  const calls: ApiCall[] = [];
  const api = (async (
    path: string,
    options: { method?: string; json?: unknown; expectUnauthorized?: boolean } = {},
  ) => {
    const call: ApiCall = { method: options.method ?? 'GET', path };
    if (options.json !== undefined) call.json = JSON.parse(JSON.stringify(options.json));
    if (options.expectUnauthorized) call.expectUnauthorized = true;
    calls.push(call);
    const key = `${call.method} ${path}`;
    const route = Object.keys(routes).find(
      (pattern) => pattern === key || (pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1))),
    );
    if (route === undefined) throw new ApiError(404, 'not_found', 'Ressource introuvable');
    const handler = routes[route];
    return typeof handler === 'function' ? await (handler as Handler)(call) : handler;
  }) as SaleEditorDependencies['api'];
  return {
    api,
    calls,
    callsTo: (method: string, prefix: string) =>
      calls.filter((call) => call.method === method && call.path.startsWith(prefix)),
  };
}

/**
 * React reads a submitted form with the global FormData (a search navigates in a transition): under
 * jsdom it must be jsdom's, not Node's. Call it in the describe block of tests that submit forms.
 */
export function useJsdomFormData(): void {
  let nodeFormData: typeof FormData;
  before(() => {
    nodeFormData = globalThis.FormData;
    globalThis.FormData = (window as unknown as { FormData: typeof FormData }).FormData;
  });
  after(() => {
    globalThis.FormData = nodeFormData;
  });
}

/** A deferred answer: the test decides when the call ends. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: sinon.spy((key: string) => items.get(key) ?? null),
    setItem: sinon.spy((key: string, value: string) => void items.set(key, value)),
    removeItem: sinon.spy((key: string) => void items.delete(key)),
  };
}

/** Where the router is: the test reads it from the page. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function StubPrecisionsTab() {
  return <p data-testid="stub-precisions">Précisions</p>;
}

/** Stands for the Photos tab: reports an upload through the form's status, as the real one does. */
function StubPhotosTab({ bienId }: { bienId: number | null }) {
  const { uploading, setUploading } = useSaleFormStatus();
  return (
    <div data-testid="stub-photos">
      <span>{bienId === null ? 'no sale yet' : `sale ${bienId}`}</span>
      <button type="button" data-testid="stub-upload" onClick={() => setUploading(!uploading)}>
        upload
      </button>
    </div>
  );
}

export const TEST_TABS: SaleFormTabComponents = {
  GENERAL: GeneralTab,
  PRECISION: StubPrecisionsTab,
  PHOTOS: StubPhotosTab,
  VENDEURS: VendorsTab,
};

export interface SetupOptions {
  path?: string;
  user?: Me | null;
  api?: SaleEditorDependencies['api'];
  storage?: SaleEditorDependencies['storage'];
  now?: () => number;
  locale?: 'fr' | 'en';
}

const epicDependencies = (): EpicDependencies => ({
  api: (() => Promise.reject(new Error('epics have no API here'))) as EpicDependencies['api'],
  now: () => NOW,
  random: () => 0.5,
  reload: () => {},
  navigate: () => {},
});

/** Renders `ui` as the shell would: store (with the session unless user is undefined), i18n, router. */
export function renderInApp(ui: ReactNode, options: SetupOptions = {}) {
  const store = createAppStore(epicDependencies());
  if (options.user !== undefined) store.dispatch(sessionLoaded(options.user));
  const i18n = createTestI18n(options.locale ?? 'fr');
  const storage = options.storage ?? memoryStorage();
  const dependencies: Partial<SaleEditorDependencies> = {
    api: options.api ?? fakeApi().api,
    storage,
    now: options.now ?? (() => NOW),
  };
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SaleEditorDependenciesProvider value={dependencies}>
          <MemoryRouter initialEntries={[options.path ?? '/espace-negociateur']}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </SaleEditorDependenciesProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store, storage };
}

/** The sale form of a new sale (or of `bienId`), with the test tabs, inside the space's route. */
export function renderSaleForm(options: SetupOptions & { bienId?: number; onglet?: string } = {}) {
  const path =
    options.path ??
    (options.bienId === undefined
      ? `/espace-negociateur/bien/nouveau${options.onglet ? `?onglet=${options.onglet}` : ''}`
      : `/espace-negociateur/bien/${options.bienId}/informations${options.onglet ? `?onglet=${options.onglet}` : ''}`);
  return renderInApp(<SaleFormRoutes />, { user: NEGOTIATOR, ...options, path });
}

function SaleFormRoutes() {
  return (
    <Routes>
      <Route path="/espace-negociateur/bien/nouveau" element={<SaleFormPage tabs={TEST_TABS} />} />
      <Route path="/espace-negociateur/bien/:id/informations" element={<SaleFormPage tabs={TEST_TABS} />} />
    </Routes>
  );
}

/** The input, select or textarea named `name` (the spec's field names). */
export function field<T extends HTMLElement = HTMLInputElement>(name: string): T {
  const found = document.querySelector(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found as T;
}

export const fieldsNamed = (name: string): HTMLInputElement[] =>
  Array.from(document.querySelectorAll<HTMLInputElement>(`[name="${name}"]`));

/** Types into a field as a user does: a change (Formik validates on it), then leaving it. */
export async function type(name: string, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(field(name), { target: { value } });
  });
  await act(async () => {
    fireEvent.blur(field(name));
  });
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** The radio of `name` whose value is `value`. */
export const radio = (name: string, value: string): HTMLInputElement =>
  document.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"][value="${value}"]`) ??
  (() => {
    throw new Error(`no radio ${name}=${value}`);
  })();

export const errorOf = (name: string): string | null =>
  screen.queryByTestId(`field-error-${name}`)?.textContent ?? null;

export async function submit(): Promise<void> {
  await click(screen.getByTestId('sale-submit'));
}

/** Lets pending promises (a stub answer, Formik's validation) settle. */
export async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A sale form every rule of core accepts (spec §5.1): what a saved sale loads with. */
export function validSaleValues(overrides: Partial<SaleFormValues> = {}): SaleFormValues {
  return {
    ...defaultSaleFormValues(),
    ref_client: 'LYO-APPT-003',
    type: 'APPT',
    sous_nature: 'Duplex',
    nom: 'Duplex sous les toits, presqu’île d’Ainay',
    dateDebut: '2026-02-10T10:00',
    dateFin: '2026-02-12T18:00',
    premiere_offre_possible_nv: '250000',
    premier_prix: '265000',
    pas_enchere: '5000',
    reserve_price: '240000.50',
    travauxAPrevoir: 'non',
    acces_handicap: 'non',
    adresse: '8 Rue Auguste-Comte',
    codePostal: '69002',
    ville: 'Lyon',
    codeInsee: '69382',
    departement: '69',
    lat: 45.749391,
    lng: 4.823385,
    description_quartier: 'Ainay, entre Bellecour et Perrache',
    descriptif_annonce: 'Duplex de 118 m² avec terrasse.',
    dpe_date: '2025-02-18',
    dpe_nrj: '148',
    dpe_lettre: 'C',
    dpe_ges: '26',
    ges_lettre: 'C',
    cout_ann_min: '1470',
    cout_ann_max: '2000',
    date_ref_dpe: '2023',
    vendeurs: [{ email: 'vendeur@demo.immo', primary: true }],
    ...overrides,
  };
}
