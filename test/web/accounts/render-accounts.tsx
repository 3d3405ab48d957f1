// Renders an accounts screen with fake ports: an API answering by 'METHOD path', a fixed user, a
// memory router, no network. Shared by the accounts component tests.
import '../../support/dom.js';
import {
  ApiError,
  apiRequest,
  createAppStore,
  sessionLoaded,
  type EpicDependencies,
  type Me,
  type RequestOptions,
} from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import type { Locale } from '@immo/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import sinon from 'sinon';
import {
  AccountsDependenciesProvider,
  type AccountsDependencies,
} from '../../../microfrontends/accounts/src/dependencies.js';

export const BUYER: Me = {
  id: 2,
  email: 'acheteur@demo.immo',
  firstName: 'Camille',
  lastName: 'Martin',
  roles: ['ROLE_USER'],
  assistance: false,
  verified: true,
  canAuction: true,
};

/** An answer: a value, an Error to reject with, or a function of the call. */
export type FakeAnswer = unknown;
export type FakeApi = sinon.SinonSpy<[string, RequestOptions?], Promise<unknown>>;

/**
 * The API as a screen sees it: answers by 'METHOD path' (or by path alone, for a GET), anything
 * else fails the test with a 404.
 */
export function fakeApi(routes: Record<string, FakeAnswer>): FakeApi {
  return sinon.spy(async (path: string, options?: RequestOptions) => {
    const method = options?.method ?? 'GET';
    const key = `${method} ${path}`;
    const answer =
      key in routes ? routes[key] : method === 'GET' && path in routes ? routes[path] : undefined;
    if (answer === undefined) throw new ApiError(404, 'not_found', `no fake for ${key}`);
    const value =
      typeof answer === 'function' ? await (answer as (o?: RequestOptions) => unknown)(options) : answer;
    if (value instanceof Error) throw value;
    return structuredClone(value);
  });
}

/** An ApiError as apiRequest throws it: status, code, the server's message, its body. */
export function refusal(
  status: number,
  code: string,
  extra: {
    message?: string;
    field?: string;
    fields?: Record<string, { code: string; message: string }>;
  } = {},
): ApiError {
  return new ApiError(status, code, extra.message ?? '', {
    error: { code, message: extra.message ?? '', ...extra },
  });
}

/** A promise the test settles itself. */
export function deferred<T = unknown>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Where the router is, for the tests to read after a navigation. */
export const location = { current: { pathname: '', search: '', state: null as unknown } };

function LocationProbe() {
  const here = useLocation();
  location.current = { pathname: here.pathname, search: here.search, state: here.state };
  return null;
}

export interface RenderOptions {
  path?: string;
  /** Null: anonymous; undefined: the buyer. */
  user?: Me | null;
  /** Null: the kit's real client (over a stubbed fetch). */
  api?: FakeApi | null;
  upload?: AccountsDependencies['upload'];
  now?: () => number;
  locale?: Locale;
  /** Routes the screen is mounted under (the shell's), default every path. */
  routePath?: string;
}

const epicDependencies = (): EpicDependencies => ({
  api: apiRequest,
  now: () => 0,
  random: () => 0,
  reload: () => {},
  navigate: () => {},
});

export function renderAccounts(ui: ReactNode, options: RenderOptions = {}) {
  const store = createAppStore(epicDependencies());
  store.dispatch(sessionLoaded(options.user === undefined ? BUYER : options.user));
  const api = options.api === undefined ? fakeApi({}) : options.api;
  const navigate = sinon.spy();
  const upload = options.upload ?? (sinon.stub().rejects(new Error('no upload in this test')) as never);
  const i18n = createTestI18n(options.locale ?? 'fr');
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AccountsDependenciesProvider
          value={{
            ...(api ? { api: api as unknown as typeof apiRequest } : {}),
            navigate,
            upload,
            ...(options.now ? { now: options.now } : {}),
          }}
        >
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <LocationProbe />
            <Routes>
              <Route path={options.routePath ?? '*'} element={ui} />
            </Routes>
          </MemoryRouter>
        </AccountsDependenciesProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store, api: api ?? fakeApi({}), navigate, upload, i18n };
}
