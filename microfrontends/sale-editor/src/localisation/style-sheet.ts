import { useInsertionEffect } from 'react';

/**
 * Puts a component's stylesheet in the page once. The styles travel with the component (a remote
 * loaded at run time, a component test under Node) instead of through a CSS loader.
 */
export function useStyleSheet(id: string, css: string): void {
  useInsertionEffect(() => {
    if (document.getElementById(id)) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.appendChild(style);
  }, [id, css]);
}
