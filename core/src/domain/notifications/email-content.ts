// Every e-mail the platform sends has one shape: a heading, a few paragraphs, at most one button
// and a small note, in the recipient's language, as plain text and as branded HTML. Use cases
// describe a message with these parts; the layout (brand, colours, footer) lives only here.
import { translate, type Locale } from '../../messages/translate.js';

export interface EmailAction {
  label: string;
  url: string;
}

/** A message before layout, its texts already translated. */
export interface EmailParts {
  locale: Locale;
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  action?: EmailAction;
  /** Small print under the button (how long a link works, what to do if it was not you). */
  note?: string;
  /** Alerts only: the link that stops this kind of message, working without login. */
  unsubscribe?: EmailAction;
  /** The public site address, e.g. https://www.example.fr (the brand and footer link to it). */
  siteUrl: string;
}

/** What the Mailer port sends, minus the recipient. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The brand's accent (the kit's `--accent`, 5.1:1 with white text). */
const ACCENT = '#b84d12';
const INK = '#1f2933';
const MUTED = '#52606d';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text from users (names, reasons) goes into HTML only through this. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Line breaks inside a paragraph stay line breaks in HTML. */
const htmlParagraph = (text: string): string =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

export const siteHome = (siteUrl: string): string => siteUrl.replace(/\/+$/, '');

/** A site path as an absolute link of the e-mail. */
export const siteLink = (siteUrl: string, path: string): string => `${siteHome(siteUrl)}${path}`;

function textVersion(parts: EmailParts): string {
  const lines = [parts.heading, '', ...parts.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (parts.action) lines.push(parts.action.label, parts.action.url, '');
  if (parts.note) lines.push(parts.note, '');
  if (parts.unsubscribe) lines.push(parts.unsubscribe.label, parts.unsubscribe.url, '');
  lines.push('—', translate('email_signature', parts.locale), siteHome(parts.siteUrl));
  return lines.join('\n');
}

function htmlVersion(parts: EmailParts): string {
  const home = siteHome(parts.siteUrl);
  const brand = escapeHtml(translate('email_brand', parts.locale));
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(parts.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:${MUTED}">${escapeHtml(translate('email_link_fallback', parts.locale))}<br><a href="${escapeHtml(parts.action.url)}" style="color:${ACCENT};word-break:break-all">${escapeHtml(parts.action.url)}</a></p>`
    : '';
  const note = parts.note
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(parts.note)}</p>`
    : '';
  const unsubscribe = parts.unsubscribe
    ? `<br><a href="${escapeHtml(parts.unsubscribe.url)}" style="color:${MUTED}">${escapeHtml(parts.unsubscribe.label)}</a>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${parts.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f5f3f0;font-family:Arial,Helvetica,sans-serif">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3f0"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">',
    `<tr><td style="padding:20px 28px;border-bottom:3px solid ${ACCENT}"><a href="${escapeHtml(home)}" style="font-size:20px;font-weight:700;color:${ACCENT};text-decoration:none">${brand}</a></td></tr>`,
    `<tr><td style="padding:28px">`,
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${INK}">${escapeHtml(parts.heading)}</h1>`,
    ...parts.paragraphs.map(htmlParagraph),
    button,
    note,
    '</td></tr>',
    `<tr><td style="padding:16px 28px;border-top:1px solid #e4e7eb;font-size:12px;color:${MUTED}">${escapeHtml(translate('email_footer', parts.locale))} <a href="${escapeHtml(home)}" style="color:${MUTED}">${escapeHtml(home.replace(/^https?:\/\//, ''))}</a>${unsubscribe}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

/** The e-mail as plain text and branded HTML, both saying the same thing. */
export function composeEmail(parts: EmailParts): EmailContent {
  return { subject: parts.subject, text: textVersion(parts), html: htmlVersion(parts) };
}
