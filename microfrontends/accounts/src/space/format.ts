// Dates of the buyer space: dd/mm/yyyy and 24-hour times in Paris time, whatever the reader's zone.
import { formatDateFr, parseVisitDate, PLATFORM_TIME_ZONE, type Instant } from '@immo/core';
import type { TFunction } from 'i18next';

const time = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PLATFORM_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO 8601 instant of the API. */
export const instantOf = (iso: string): Instant => Date.parse(iso);

/** 'Y-m-d H:i:s' in Paris time, as the visit slots travel. */
export function slotInstant(text: string): Instant {
  const parsed = parseVisitDate(text);
  return parsed.ok ? parsed.value : Number.NaN;
}

/** dd/mm/yyyy */
export const formatDate = (instant: Instant): string => formatDateFr(instant);

/** 14:30 */
export const formatTime = (instant: Instant): string => time.format(new Date(instant));

/** '24/11/2026 à 14:30' */
export const formatDateTime = (instant: Instant, t: TFunction): string =>
  t('bs_space_date_at', { date: formatDate(instant), time: formatTime(instant) });

/** '24/11/2026, 14:30 – 15:00': a visit slot. */
export const formatSlot = (start: Instant, durationMinutes: number, t: TFunction): string =>
  t('bs_space_slot', {
    date: formatDate(start),
    start: formatTime(start),
    end: formatTime(start + durationMinutes * 60_000),
  });
