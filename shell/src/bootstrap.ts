import '@immo/kit/styles.css';
import { firstScreenRemote } from './pages/first-screen.js';
import { loadRemoteComponent, registerRemotesFromManifest } from './remotes.js';
import './shell.css';
import { nextTask } from './start/next-task.js';

// The shell's start, one phase per task. Every module below came with this chunk (webpackMode
// "eager": no request of its own; the shared libraries fetched together, as before) and is
// evaluated only when its phase imports it. Evaluated at once, the libraries, the store, the texts
// and React's first render held the main thread for one long task (420 ms on a phone's CPU).

/** The libraries the kit and the screens import, evaluated one per task, before the code that needs them. */
const LIBRARIES = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
  () => import(/* webpackMode: "eager" */ 'react-i18next'),
  () => import(/* webpackMode: "eager" */ 'rxjs'),
  () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit'),
  () => import(/* webpackMode: "eager" */ 'redux-observable'),
];
/** What React's first render needs besides them. */
const RENDER_LIBRARIES = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router'),
  () => import(/* webpackMode: "eager" */ 'react-redux'),
];

/** The longest the error-reporting config waits for an idle moment after the first render. */
const ERROR_REPORTING_IDLE_TIMEOUT_MS = 3_000;

/** Makes the page's first Intl object (one core makes too): the rest of them then cost little. */
function startIntl(): void {
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(0);
}

async function inTurn(imports: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const evaluate of imports) {
    await evaluate();
    await nextTask();
  }
}

async function start(): Promise<void> {
  // Which remotes exist, and the first screen's one, fetched now beside the shell's start rather than
  // after it (its slot reuses it, or shows the failure and retries); its code arrives a few round
  // trips later, once the libraries below are evaluated. A missing manifest leaves every remote slot
  // on its fallback; the shell itself still works.
  void registerRemotesFromManifest().catch((error: unknown) => console.error('[remotes]', error));
  const firstRemote = firstScreenRemote(window.location.pathname);
  if (firstRemote) void loadRemoteComponent(firstRemote).catch(() => undefined);
  await inTurn(LIBRARIES);
  // The browser's ICU starts at the first Intl object the page makes (15–50 ms the first time here,
  // whatever the object), which the kit's evaluation did (core's euro, date and Paris-time formatters):
  // apart, in its own task, each of the two stays short.
  startIntl();
  await nextTask();
  const kit = await import(/* webpackMode: "eager" */ '@immo/kit');
  await nextTask();
  // Read before React renders over it: the first screen's slot keeps it on view while it loads.
  const prerendered = kit.capturePrerendered(document);
  const { startState } = await import(/* webpackMode: "eager" */ './start/state.js');
  const state = startState();
  await nextTask();
  // The shell's texts in the page's language only, in their own chunk (index.ts started its fetch).
  const { loadShellCatalogue } = await import(/* webpackMode: "eager" */ './catalogue.js');
  const i18n = await kit.startI18n(kit.initialLocale(), loadShellCatalogue);
  await nextTask();
  await inTurn(RENDER_LIBRARIES);
  const { renderShell } = await import(/* webpackMode: "eager" */ './start/render.js');
  await nextTask();
  renderShell(state, i18n, prerendered);
  // Spec §7: the screens' errors go to the error-reporting service when the public config names a
  // DSN; asked once the page is drawn (an error before is kept and sent then).
  kit.whenIdle(() => {
    void kit
      .apiRequest<{ sentryDsn?: string | null }>('/api/config')
      .then((config) => kit.startErrorReporting({ dsn: config.sentryDsn }))
      .catch(() => kit.startErrorReporting({ dsn: null }));
  }, ERROR_REPORTING_IDLE_TIMEOUT_MS);
}

void start();
