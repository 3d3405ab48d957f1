import { useCallback, useEffect, useState } from 'react';
import type { apiRequest } from './api-client.js';

export type Resource<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * A GET of the API for a page: loading, ready or error, and a retry. A new path (or a retry)
 * reloads; an answer that arrives after the page moved on is dropped. `api` is the caller's port
 * (the shell's or a remote's dependencies), so tests fake it.
 */
export function useApiResource<T>(api: typeof apiRequest, path: string): [Resource<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [resource, setResource] = useState<{ key: string; value: Resource<T> }>({
    key: '',
    value: LOADING,
  });
  const key = `${attempt}:${path}`;

  useEffect(() => {
    const controller = new AbortController();
    api<T>(path, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setResource({ key, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResource({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [api, path, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the answer for this path and attempt arrives, the page is loading (no stale flash).
  return [resource.key === key ? resource.value : LOADING, retry];
}
