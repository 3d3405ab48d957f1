// French formatting, shared by the server's answers and every screen.
import type { Locale } from '../messages/translate.js';
import { PLATFORM_TIME_ZONE } from './paris-time.js';
import type { Instant } from './time.js';

const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const shortDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PLATFORM_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 250 000 € (narrow no-break spaces, as Intl writes French). */
export const formatEuros = (amount: number): string => euros.format(amount);

/** French decimal with at most 2 decimals and trailing zeros dropped: 7,5 — 12 — 3,33. */
export const formatDecimalFr = (value: number): string => decimal.format(value);

const decimalsByLocale: Record<Locale, Intl.NumberFormat> = {
  fr: decimal,
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};

/**
 * A decimal in the reader's language, at most 2 decimals: '1 092,4' in French, '1,092.4' in
 * English (a French comma reads as a thousands separator there). Money stays French (§9).
 */
export const formatDecimal = (value: number, locale: Locale): string =>
  decimalsByLocale[locale].format(value);

/** dd/mm/yyyy in Paris time. */
export const formatDateFr = (instant: Instant): string => shortDate.format(new Date(instant));
