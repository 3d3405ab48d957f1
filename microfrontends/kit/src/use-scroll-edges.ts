import { useEffect, useRef, useState, type DependencyList } from 'react';

/** Whether more of a sideways-scrolling row hides before and after what shows. */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/**
 * A row of tabs that scrolls sideways on a phone: which edges hide more tabs (so a fade can say the
 * row scrolls), the current tab (`aria-current="page"`) brought into view when `deps` change.
 */
export function useScrollEdges<T extends HTMLElement>(deps: DependencyList) {
  const row = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () => {
      const end = element.scrollWidth - element.clientWidth - element.scrollLeft;
      setEdges({ start: element.scrollLeft > 2, end: end > 2 });
    };
    element
      .querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
    // The caller names what moves the current tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { row, edges };
}
