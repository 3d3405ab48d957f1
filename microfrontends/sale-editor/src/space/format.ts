import { parseParisDateTime, PLATFORM_TIME_ZONE } from '@immo/core';

const INTL_LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;
const intlLocale = (language: string): string =>
  language.startsWith('en') ? INTL_LOCALES.en : INTL_LOCALES.fr;

/** 12/03/2026 10:00 — a list's date and time, Paris time, 24 h. */
export function formatDateTimeShort(iso: string, language: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: PLATFORM_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/**
 * samedi 21 novembre 2026 à 18:30 — how a yyyy-MM-ddTHH:mm form value reads in full, whatever the
 * browser shows in its date-time input; '' when the value is not a date-time.
 */
export function formatDateTimeLong(formValue: string, language: string): string {
  const instant = parseParisDateTime(formValue);
  if (instant === null) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: PLATFORM_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** 21 novembre 2026 — a day in full. */
export function formatDateLong(iso: string, language: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: PLATFORM_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);
}
