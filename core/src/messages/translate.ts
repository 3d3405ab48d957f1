import type { DomainError } from '../shared/result.js';
import { en, fr, type MessageCode } from './catalogue.js';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

const catalogues: Record<Locale, Record<MessageCode, string>> = { fr, en };

export const isMessageCode = (value: string): value is MessageCode => Object.hasOwn(fr, value);

/** The text of a code in a locale, `{placeholders}` filled; French is the fallback. */
export function translate(
  code: MessageCode,
  locale: Locale = DEFAULT_LOCALE,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const template = catalogues[locale]?.[code] ?? fr[code] ?? code;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Picks fr or en from an Accept-Language header or a stored preference; fr when unsure. */
export function resolveLocale(preference: string | null | undefined): Locale {
  if (!preference) return DEFAULT_LOCALE;
  const ranked = preference
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), weight: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.weight - a.weight);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return DEFAULT_LOCALE;
}

/** Each field's code and message in a locale: how a rejected form travels to the screen. */
export function translateFields(
  fields: NonNullable<DomainError['fields']>,
  locale: Locale = DEFAULT_LOCALE,
): Record<string, { code: MessageCode; message: string }> {
  const out: Record<string, { code: MessageCode; message: string }> = {};
  for (const [key, issue] of Object.entries(fields)) {
    if (issue) out[key] = { code: issue.code, message: translate(issue.code, locale, issue.params) };
  }
  return out;
}
