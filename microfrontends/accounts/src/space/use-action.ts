import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../form-errors.js';

/**
 * A write the buyer starts from a list (remove, delete, cancel, book): busy while it runs, its
 * failure in words after. `run` resolves true when the call went through.
 */
export function useAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      return true;
    } catch (error) {
      setFailure(failureText(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}

/** A loaded list less the items removed from it here (a favourite taken back, a visit cancelled…). */
export function useRemaining<T>(items: readonly T[], idOf: (item: T) => number): [T[], (item: T) => void] {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const remaining = items.filter((item) => !removed.has(idOf(item)));
  return [remaining, (item) => setRemoved((before) => new Set(before).add(idOf(item)))];
}
