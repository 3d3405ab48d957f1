// A browser-like global environment (jsdom) for component tests. Import it first in a .test.tsx file.
import { JSDOM } from 'jsdom';

const g = globalThis as unknown as Record<string, unknown>;

if (!g.window) {
  const dom = new JSDOM('<!doctype html><html lang="fr"><body></body></html>', {
    url: 'http://127.0.0.1/',
    pretendToBeVisual: true,
  });
  const { window } = dom;
  g.window = window;
  g.document = window.document;
  for (const name of [
    'navigator',
    'HTMLElement',
    'HTMLInputElement',
    'HTMLButtonElement',
    'HTMLAnchorElement',
    'HTMLImageElement',
    'HTMLDialogElement',
    'Element',
    'Node',
    'Text',
    'DocumentFragment',
    'Event',
    'CustomEvent',
    'EventTarget',
    'KeyboardEvent',
    'MouseEvent',
    'FocusEvent',
    'InputEvent',
    'MutationObserver',
    'getComputedStyle',
    'DOMParser',
    'FormData',
    'File',
    'Blob',
    'FileList',
    'Audio',
    'HTMLMediaElement',
    'localStorage',
    'sessionStorage',
  ] as const) {
    // Node's own FormData, Blob, File… stay: the HTTP tests in the same run send them with Node's fetch.
    // CustomEvent too: Splide dispatches jsdom CustomEvents on jsdom nodes.
    if (!(name in g) || name === 'navigator' || name === 'CustomEvent') {
      Object.defineProperty(g, name, {
        value: (window as unknown as Record<string, unknown>)[name],
        configurable: true,
        writable: true,
      });
    }
  }
  g.requestAnimationFrame = (cb: FrameRequestCallback) =>
    setTimeout(() => cb(Date.now()), 16) as unknown as number;
  g.cancelAnimationFrame = (id: number) => clearTimeout(id);
  // jsdom has neither: @splidejs needs matchMedia, lazy images need IntersectionObserver.
  const matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  (window as unknown as Record<string, unknown>).matchMedia = matchMedia;
  g.matchMedia = matchMedia;
  class NoIntersectionObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  (window as unknown as Record<string, unknown>).IntersectionObserver = NoIntersectionObserver;
  g.IntersectionObserver = NoIntersectionObserver;
  // React's act() environment flag, so testing-library's updates are flushed without warnings.
  g.IS_REACT_ACT_ENVIRONMENT = true;
}
