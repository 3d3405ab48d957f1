import { createContext, useCallback, useContext, type ReactNode } from 'react';

/**
 * The content the server wrote into the page it answered (hosts/api site-html: data-prerendered-main),
 * with the path it was written for. The shell takes it before React renders over it; a screen still
 * loading shows it instead of a spinner or a skeleton, so the page does not blink empty.
 */
export interface Prerendered {
  path: string;
  /**
   * The server's own nodes, moved (not copied) into whichever slot shows them: no second parse of
   * the markup in React's commit, and the pictures the browser already fetched and decoded stay the
   * same elements.
   */
  nodes: readonly Node[];
}

export const PrerenderedContext = createContext<Prerendered | null>(null);

/** What the server wrote into #root (null when it wrote nothing). */
export function capturePrerendered(doc: Document): Prerendered | null {
  const main = doc.querySelector('#root [data-prerendered-main]');
  return main && main.innerHTML.trim() !== ''
    ? { path: doc.location.pathname, nodes: [...main.childNodes] }
    : null;
}

/** Content written as markup (a remote's standalone page, tests): its nodes, for PrerenderedContext. */
export function prerenderedFromHtml(path: string, html: string): Prerendered {
  const template = document.createElement('template');
  template.innerHTML = html;
  return { path, nodes: [...template.content.childNodes] };
}

/** The server's content of this very page while it loads; `children` (the loading state) elsewhere. */
export function PrerenderedOr({ children }: { children: ReactNode }) {
  const prerendered = useContext(PrerenderedContext);
  // The browser's address, not a router's: remotes also run standalone, outside any router.
  const shown = prerendered !== null && prerendered.path === window.location.pathname;
  // Attached in the commit that mounts the box (before the browser paints): the nodes leave the
  // server's markup React has just removed, or the slot that showed them before (the shell's, then
  // a remote's own while its data loads). React renders no child into the box: it never touches them.
  const hold = useCallback(
    (box: HTMLDivElement | null) => {
      if (box && prerendered) box.append(...prerendered.nodes);
    },
    [prerendered],
  );
  if (shown) return <div className="kit-prerendered" data-testid="shell-prerendered" ref={hold} />;
  return <>{children}</>;
}
