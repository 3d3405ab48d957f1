import { createContext, useContext, type ReactNode } from 'react';

/**
 * The content the server wrote into the page it answered (hosts/api site-html: data-prerendered-main),
 * with the path it was written for. The shell reads it before React renders over it; a screen still
 * loading shows it instead of a spinner or a skeleton, so the page does not blink empty.
 */
export interface Prerendered {
  path: string;
  html: string;
}

export const PrerenderedContext = createContext<Prerendered | null>(null);

/** What the server wrote into #root (null when it wrote nothing). */
export function capturePrerendered(doc: Document): Prerendered | null {
  const main = doc.querySelector('#root [data-prerendered-main]');
  return main && main.innerHTML.trim() !== '' ? { path: doc.location.pathname, html: main.innerHTML } : null;
}

/** The server's content of this very page while it loads; `children` (the loading state) elsewhere. */
export function PrerenderedOr({ children }: { children: ReactNode }) {
  const prerendered = useContext(PrerenderedContext);
  // The browser's address, not a router's: remotes also run standalone, outside any router.
  if (prerendered && prerendered.path === window.location.pathname)
    return (
      <div
        className="kit-prerendered"
        data-testid="shell-prerendered"
        // The server's own escaped markup of this very page, read from the document it sent.
        dangerouslySetInnerHTML={{ __html: prerendered.html }}
      />
    );
  return <>{children}</>;
}
