// Waiting in the journeys: playwright-core has no `expect`, so conditions are polled with a bound.
import type { Locator, Page } from 'playwright-core';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until `accept` holds; fails after `timeoutMs` with what was seen last. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await probe();
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const seen = lastError ? ` (last error: ${(lastError as Error).message.split('\n')[0]})` : '';
      throw new Error(`${what}: not within ${timeoutMs} ms; last seen ${JSON.stringify(last)}${seen}`);
    }
    await sleep(100);
  }
}

/** The whole euros of a price as displayed ('545 000 €' → 545000); NaN when there is no digit. */
export const euros = (text: string | null | undefined): number => {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number(digits);
};

/** Waits for an element by test id to be visible and returns its locator. */
export async function visible(page: Page, testId: string, timeoutMs = 15_000): Promise<Locator> {
  const locator = page.getByTestId(testId).first();
  await locator.waitFor({ state: 'visible', timeout: timeoutMs });
  return locator;
}

/** The element to click in a prompt: itself when it is a link or button, else the first one inside. */
export async function clickable(locator: Locator): Promise<Locator> {
  const tag = await locator.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'a' || tag === 'button') return locator;
  const inner = locator.locator('a, button').first();
  return (await inner.count()) > 0 ? inner : locator;
}

/** Whether a control is disabled (the attribute, or aria-disabled). */
export const isDisabled = (locator: Locator): Promise<boolean> =>
  locator.evaluate(
    (el) =>
      (el as HTMLButtonElement).disabled === true ||
      el.getAttribute('aria-disabled') === 'true' ||
      el.closest('fieldset:disabled') !== null,
  );
