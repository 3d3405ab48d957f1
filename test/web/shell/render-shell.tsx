// Renders the shell (or a part of it) with fake ports: a stub API, a fixed clock, no network.
import { render, type RenderResult } from '@testing-library/react';
import { ApiError, createI18n, uiEn, uiFr, type EpicDependencies, type Me } from '@immo/kit';
import type { Locale } from '@immo/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import sinon from 'sinon';
import { App } from '../../../shell/src/app.js';
import { shellEn } from '../../../shell/src/messages/en.js';
import { shellFr } from '../../../shell/src/messages/fr.js';
import { RemoteLoaderContext, type RemoteLoader } from '../../../shell/src/remote-slot.js';
import { shellStarted } from '../../../shell/src/session/session-epics.js';
import { ShellProviders } from '../../../shell/src/shell-providers.js';
import { createShellStore } from '../../../shell/src/shell-store.js';

/** Answers by path prefix (longest first): a value, an Error to reject with, or a function of the path. */
export type FakeRoutes = Record<string, unknown>;

export function fakeApi(routes: FakeRoutes) {
  const prefixes = Object.keys(routes).sort((a, b) => b.length - a.length);
  return sinon.spy(async (path: string, _options?: unknown): Promise<never> => {
    const prefix = prefixes.find((p) => path.startsWith(p));
    if (prefix === undefined) throw new ApiError(404, 'not_found', `no fake for ${path}`);
    const answer = routes[prefix];
    const value = typeof answer === 'function' ? (answer as (p: string) => unknown)(path) : answer;
    if (value instanceof Error) throw value;
    return structuredClone(await value) as never;
  });
}

export const unauthorized = () => new ApiError(401, 'unauthenticated', 'Vous devez être connecté');

export const buyer: Me = {
  id: 7,
  email: 'acheteur@demo.immo',
  firstName: 'Camille',
  lastName: 'Martin',
  roles: ['ROLE_USER'],
  assistance: false,
  verified: true,
  canAuction: true,
};

export const negotiator: Me = {
  ...buyer,
  id: 3,
  email: 'negociateur@demo.immo',
  firstName: 'Nicolas',
  lastName: 'Durand',
  roles: ['ROLE_USER', 'ROLE_NEGOCIATEUR'],
};

export interface ShellOptions {
  path?: string;
  routes?: FakeRoutes;
  /** The user /api/session names: a user, or null for an anonymous visitor. Undefined keeps the session unknown. */
  user?: Me | null;
  locale?: Locale;
  loader?: RemoteLoader;
  now?: () => number;
}

export function renderShell(options: ShellOptions = {}, ui: ReactNode = <App />) {
  const api = fakeApi({
    ...(options.user !== undefined ? { '/api/session': { user: options.user } } : {}),
    '/logout': null,
    ...options.routes,
  });
  const dependencies: EpicDependencies = {
    api: api as unknown as EpicDependencies['api'],
    now: options.now ?? (() => Date.now()),
    random: () => 0.5,
    reload: sinon.spy(),
    navigate: sinon.spy(),
  };
  const store = createShellStore(dependencies);
  // The shell's own catalogue, as the built shell loads it: a text of another area would show its key.
  const i18n = createI18n(options.locale ?? 'fr', {
    fr: { ...shellFr, ...uiFr },
    en: { ...shellEn, ...uiEn },
  });
  const loader: RemoteLoader =
    options.loader ?? (() => Promise.reject(new Error('no remote in this test')) as never);
  if (options.user !== undefined) store.dispatch(shellStarted());
  const view: RenderResult = render(
    <ShellProviders store={store} i18n={i18n} dependencies={dependencies}>
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </RemoteLoaderContext.Provider>
    </ShellProviders>,
  );
  return { ...view, api, dependencies, store, i18n };
}

export { useFakeClock } from '../../support/fake-clock.js';

/** The locale switch writes a cookie and <html lang>: put them back for the next tests. */
export function resetLocale(): void {
  document.cookie = 'locale=; path=/; max-age=0';
  document.documentElement.lang = 'fr';
}
