// What every part of the seed shares: use cases run at a chosen past instant, their errors fatal.
import type { Clock, Instant, Mailer, Result } from '@immo/core';

/** A clock stopped at one instant: the time a past event happened. */
export const at = (instant: Instant): Clock => ({ now: () => instant });

/** The demo's past happened before the platform ran: nobody is e-mailed about it. */
export const SILENT_MAILER: Mailer = { send: () => Promise.resolve() };

export function expectOk<T>(result: Result<T>, what: string): T {
  if (!result.ok)
    throw new Error(`Données de démonstration : ${what} refusé (${JSON.stringify(result.error)})`);
  return result.value;
}
