// How the qualification screens read the API and word its failures: one load state, one way to try
// again, one reading of an ApiError, and a clock that ticks when a slot starts.
import type { Instant } from '@immo/core';
import { ApiError } from '@immo/kit';
import { useCallback, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useSaleEditorDependencies } from '../space/dependencies.js';

export type Load<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  /** `status` 0: the network; 403, 404: the server refused or knows nothing. */
  | { state: 'failed'; status: number };

const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

/** GET `path` (nothing while null), again on `retry`; `update` changes what was read after an action. */
export function useApiGet<T>(path: string | null) {
  const { api } = useSaleEditorDependencies();
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === null) return;
    let live = true;
    setLoad({ state: 'loading' });
    api<T>(path).then(
      (data) => live && setLoad({ state: 'ready', data }),
      (error: unknown) => live && setLoad({ state: 'failed', status: statusOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, path, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setLoad((current) =>
        current.state === 'ready' ? { state: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { load, retry, update };
}

/**
 * What went wrong with an action, in words: the server's own message (already in the viewer's
 * language), else the code's text, else ours.
 */
export function actionFailureMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('negotiator_network_failed');
  if (error.message) return error.message;
  const text = t(error.code, { defaultValue: '' });
  return text || t('negotiator_action_failed');
}

interface ErrorBody {
  error?: {
    code?: string;
    message?: string;
    field?: string;
    fields?: Record<string, { code?: string; message?: string }>;
  };
}

/**
 * The field errors of a rejected form, as texts by wire name: each of `error.fields`
 * ({name: {code, message}}), or the one `error.field` the whole error is about.
 */
export function serverFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const body = (error.body as ErrorBody | null)?.error;
  const texts: Record<string, string> = {};
  const textOf = (item: { code?: string; message?: string }) =>
    item.message || (item.code ? t(item.code) : '') || t('negotiator_action_failed');
  for (const [name, field] of Object.entries(body?.fields ?? {})) texts[name] = textOf(field);
  if (body?.field && !(body.field in texts)) texts[body.field] = textOf(body);
  return texts;
}

/** setTimeout's longest delay (about 24.8 days): later starts are re-checked when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The client's time, re-read when the first of `instants` still to come arrives: a 'validate the
 * visit' button comes alive when its slot starts, without a reload.
 */
export function useNowUntil(instants: readonly Instant[]): Instant {
  const { now } = useSaleEditorDependencies();
  const [, setTick] = useState(0);
  const current = now();
  const next = instants.reduce<Instant | null>(
    (soonest, instant) => (instant > current && (soonest === null || instant < soonest) ? instant : soonest),
    null,
  );
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(next - current + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [next, current]);
  return current;
}
