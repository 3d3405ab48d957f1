// French formatting, shared by the server's answers and every screen.
import type { Locale } from '../messages/translate.js';
import { madeOnFirstUse } from './made-on-first-use.js';
import { PLATFORM_TIME_ZONE } from './paris-time.js';
import type { Instant } from './time.js';

// Made on first use: the first Intl object loads ICU's data (made-on-first-use.ts).
const euros = madeOnFirstUse(
  () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const decimal = madeOnFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }));
const shortDate = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: PLATFORM_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

/**
 * 250 000 € (narrow no-break spaces, as Intl writes French). Written by hand for whole euros below
 * 2^53, exactly as Intl would (rounded half away from zero, "-0 €" kept): the lists and the poll
 * format prices, and without Intl here a server that has answered only those loads no ICU data.
 */
export function formatEuros(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(rounded)) return euros().format(amount);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${groupedThousands(String(rounded))}\u00a0€`;
}

/** '1234567' → '1 234 567' with narrow no-break spaces, French grouping from 1 000 on. */
function groupedThousands(digits: string): string {
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let end = grouped.length + 3; end <= digits.length; end += 3) {
    grouped += `\u202f${digits.slice(end - 3, end)}`;
  }
  return grouped;
}

/** French decimal with at most 2 decimals and trailing zeros dropped: 7,5 — 12 — 3,33. */
export const formatDecimalFr = (value: number): string => decimal().format(value);

const decimalsByLocale: Record<Locale, () => Intl.NumberFormat> = {
  fr: decimal,
  en: madeOnFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })),
};

/**
 * A decimal in the reader's language, at most 2 decimals: '1 092,4' in French, '1,092.4' in
 * English (a French comma reads as a thousands separator there). Money stays French (§9).
 */
export const formatDecimal = (value: number, locale: Locale): string =>
  decimalsByLocale[locale]().format(value);

/** dd/mm/yyyy in Paris time. */
export const formatDateFr = (instant: Instant): string => shortDate().format(new Date(instant));
