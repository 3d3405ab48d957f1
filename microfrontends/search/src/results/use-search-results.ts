import { startTransition, useCallback, useEffect, useState } from 'react';
import { useSearchDependencies } from '../dependencies.js';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/** The answers of this page's visit, by path: Back shows the same results at once, at the same place. */
const answers = new Map<string, unknown>();
const KEPT_ANSWERS = 20;

/** Tests start each page with nothing seen. */
export const forgetSearchResults = (): void => answers.clear();

function remember(path: string, data: unknown): void {
  answers.delete(path);
  answers.set(path, data);
  if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value as string);
}

/**
 * A GET of the API for the results: an answer already seen in this visit shows at once (then is
 * read again in the background), so coming back to a search finds its cards before the scroll is
 * restored. A retry loads again.
 */
export function useSearchResults<T>(path: string): [Loaded<T>, () => void] {
  const { api } = useSearchDependencies();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ path: string; value: Loaded<T> }>(() => ({
    path,
    value: answers.has(path) ? { status: 'ready', data: answers.get(path) as T } : { status: 'loading' },
  }));

  useEffect(() => {
    const controller = new AbortController();
    api<T>(path, { signal: controller.signal }).then(
      (data) => {
        if (controller.signal.aborted) return;
        remember(path, data);
        // Drawn as a transition: React renders the cards in slices, yielding to the browser between
        // them, instead of one task for the whole list.
        startTransition(() => setState({ path, value: { status: 'ready', data } }));
      },
      () => {
        if (!controller.signal.aborted) setState({ path, value: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [api, path, attempt]);

  const retry = useCallback(() => {
    setState({ path, value: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [path]);
  if (state.path === path) return [state.value, retry];
  return [
    answers.has(path) ? { status: 'ready', data: answers.get(path) as T } : { status: 'loading' },
    retry,
  ];
}
