// A date and time for people to read (e-mails, the agrément copy): the Paris wall clock, written in
// the reader's language — « samedi 21 novembre 2026 à 11:00 », "Saturday, 21 November 2026 at 11:00".
import type { Locale } from '../messages/translate.js';
import { madeOnFirstUse } from './made-on-first-use.js';
import { PLATFORM_TIME_ZONE } from './paris-time.js';
import type { Instant } from './time.js';

// Made on first use: the first Intl object loads ICU's data (made-on-first-use.ts).
const FORMATS: Readonly<Record<Locale, () => Intl.DateTimeFormat>> = {
  fr: madeOnFirstUse(
    () =>
      new Intl.DateTimeFormat('fr-FR', {
        timeZone: PLATFORM_TIME_ZONE,
        dateStyle: 'full',
        timeStyle: 'short',
      }),
  ),
  en: madeOnFirstUse(
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: PLATFORM_TIME_ZONE,
        dateStyle: 'full',
        timeStyle: 'short',
      }),
  ),
};

/** The full date and the time of day (24 h) in Paris, in the locale's words. */
export const formatParisDateTimeLong = (instant: Instant, locale: Locale): string =>
  FORMATS[locale]().format(new Date(instant));
