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

/**
 * What every message of a language and a site shares: the signature, the brand's head and the footer,
 * translated and escaped once (a crowd of bids sends one outbid mail per bid), not per message.
 */
interface Layout {
  textSignature: string;
  htmlTop: string;
  linkFallback: string;
  htmlFooter: string;
}

const layouts = new Map<string, Layout>();
/** One site per process, two languages: a handful of layouts; the bound is only a safety. */
const MAX_LAYOUTS = 32;

function layoutOf(locale: Locale, siteUrl: string): Layout {
  const key = `${locale} ${siteUrl}`;
  let layout = layouts.get(key);
  if (layout) return layout;
  const home = siteHome(siteUrl);
  const brand = escapeHtml(translate('email_brand', locale));
  layout = {
    textSignature: ['—', translate('email_signature', locale), home].join('\n'),
    htmlTop: [
      `<body style="margin:0;padding:0;background:#f5f3f0;font-family:Arial,Helvetica,sans-serif">`,
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3f0"><tr><td align="center" style="padding:24px 12px">',
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">',
      `<tr><td style="padding:20px 28px;border-bottom:3px solid ${ACCENT}"><a href="${escapeHtml(home)}" style="font-size:20px;font-weight:700;color:${ACCENT};text-decoration:none">${brand}</a></td></tr>`,
      `<tr><td style="padding:28px">`,
    ].join(''),
    linkFallback: escapeHtml(translate('email_link_fallback', locale)),
    htmlFooter: `<tr><td style="padding:16px 28px;border-top:1px solid #e4e7eb;font-size:12px;color:${MUTED}">${escapeHtml(translate('email_footer', locale))} <a href="${escapeHtml(home)}" style="color:${MUTED}">${escapeHtml(home.replace(/^https?:\/\//, ''))}</a>`,
  };
  if (layouts.size >= MAX_LAYOUTS) layouts.clear();
  layouts.set(key, layout);
  return layout;
}

function textVersion(parts: EmailParts, layout: Layout): string {
  const lines = [parts.heading, '', ...parts.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (parts.action) lines.push(parts.action.label, parts.action.url, '');
  if (parts.note) lines.push(parts.note, '');
  if (parts.unsubscribe) lines.push(parts.unsubscribe.label, parts.unsubscribe.url, '');
  lines.push(layout.textSignature);
  return lines.join('\n');
}

function htmlVersion(parts: EmailParts, layout: Layout): string {
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(parts.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:${MUTED}">${layout.linkFallback}<br><a href="${escapeHtml(parts.action.url)}" style="color:${ACCENT};word-break:break-all">${escapeHtml(parts.action.url)}</a></p>`
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
    layout.htmlTop,
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${INK}">${escapeHtml(parts.heading)}</h1>`,
    ...parts.paragraphs.map(htmlParagraph),
    button,
    note,
    '</td></tr>',
    `${layout.htmlFooter}${unsubscribe}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

/** The e-mail as plain text and branded HTML, both saying the same thing. */
export function composeEmail(parts: EmailParts): EmailContent {
  const layout = layoutOf(parts.locale, parts.siteUrl);
  return { subject: parts.subject, text: textVersion(parts, layout), html: htmlVersion(parts, layout) };
}
