// The auction panel's formats: countdown parts, dates in Paris time, the bid input's French digits.
import { PLATFORM_TIME_ZONE, type Instant } from '@immo/core';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds rounded up: the countdown shows 0 exactly when the time is up. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const intlLocale = (language: string): string => (language.startsWith('en') ? 'en-GB' : 'fr-FR');

const longDateTimes = new Map<string, Intl.DateTimeFormat>();
const shortDateTimes = new Map<string, Intl.DateTimeFormat>();
const longDates = new Map<string, Intl.DateTimeFormat>();
const timesOfDay = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  language: string,
  options: Intl.DateTimeFormatOptions,
) {
  const locale = intlLocale(language);
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: PLATFORM_TIME_ZONE, ...options });
    cache.set(locale, format);
  }
  return format;
}

/** 'samedi 21 novembre 2026 à 06:51' (Paris time). */
export const formatLongDateTime = (instant: Instant, language = 'fr'): string =>
  cached(longDateTimes, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));

/** 'mardi 24 novembre 2026' (Paris time): the day of a visit slot. */
export const formatLongDate = (instant: Instant, language = 'fr'): string =>
  cached(longDates, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(instant),
  );

/** '14:30' (Paris time). */
export const formatTimeOfDay = (instant: Instant, language = 'fr'): string =>
  cached(timesOfDay, language, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

/** '21/11/2026 06:41:03' (Paris time): when a bid was placed. */
export const formatBidDateTime = (instant: Instant, language = 'fr'): string =>
  cached(shortDateTimes, language, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(instant));

const grouped = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** 680000 → '680 000' (French thousands, as the bid input shows it). */
export const formatAmountInput = (amount: number | null): string =>
  amount === null ? '' : grouped.format(amount);

/** Where the caret goes in `formatted` to stay after the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
