/** Just enough RFC 5322 / RFC 2045–2047 to write a UTF-8 message any mail client opens. */
import { encode as encodeQpBytes, wrap as wrapQp } from 'nodemailer/lib/qp';

const CRLF = '\r\n';
const MAX_LINE = 76;
/**
 * 39 bytes make 52 base64 characters: an encoded word `=?UTF-8?B?…?=` of 64, so that even the first
 * one, after `Subject: `, stays within the 76 columns RFC 2047 allows.
 */
const ENCODED_WORD_BYTES = 39;

export interface MimeMessage {
  from: string;
  to: string;
  subject: string;
  date: Date;
  messageId: string;
  text: string;
  html?: string;
  /** Extra headers (names are ours, values plain ASCII or encoded here). */
  headers?: Readonly<Record<string, string>>;
  boundary: string;
}

export function buildMessage(message: MimeMessage): string {
  const headers = [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeaderText(message.subject)}`,
    `Date: ${rfc5322Date(message.date)}`,
    `Message-ID: ${message.messageId}`,
    ...Object.entries(message.headers ?? {}).map(
      ([name, value]) => `${name.replace(/[^A-Za-z0-9-]/g, '')}: ${encodeHeaderText(value)}`,
    ),
    'MIME-Version: 1.0',
  ];
  if (message.html === undefined) {
    return [...headers, ...textPart('plain', message.text)].join(CRLF) + CRLF;
  }
  const boundary = message.boundary;
  return (
    [
      ...headers,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      ...textPart('plain', message.text),
      `--${boundary}`,
      ...textPart('html', message.html),
      `--${boundary}--`,
    ].join(CRLF) + CRLF
  );
}

function textPart(subtype: 'plain' | 'html', body: string): string[] {
  return [
    `Content-Type: text/${subtype}; charset=UTF-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    encodeQuotedPrintable(body),
  ];
}

/** Header text: as is when it is plain ASCII, RFC 2047 base64 encoded words otherwise; line breaks become spaces. */
export function encodeHeaderText(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(flat) && flat.length <= 998 - 'Subject: '.length) return flat;
  const bytes = Buffer.from(flat, 'utf8');
  const words: string[] = [];
  let start = 0;
  do {
    let end = Math.min(start + ENCODED_WORD_BYTES, bytes.length);
    // Never split a character's bytes across two words (each word must decode on its own): back off
    // to the start of the character the cut falls in (a UTF-8 continuation byte is 10xxxxxx).
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    words.push(`=?UTF-8?B?${bytes.toString('base64', start, end)}?=`);
    start = end;
  } while (start < bytes.length);
  return words.join(CRLF + ' ');
}

/**
 * RFC 2045 §6.7 over the UTF-8 bytes, CRLF line breaks, lines of at most 76 characters, soft breaks
 * never inside an `=XX` sequence nor a UTF-8 character: nodemailer's encoder (the SMTP adapter's
 * library), four times as fast as the per-byte one this was.
 */
export function encodeQuotedPrintable(text: string): string {
  const encoded = encodeQpBytes(text.replace(/\r\n|\r|\n/g, CRLF))
    // A line starting with '.' or "From " would be mangled by some transports: encode its first character.
    .replace(/(^|\r\n)\./g, '$1=2E')
    .replace(/(^|\r\n)From /g, '$1=46rom ');
  return wrapQp(encoded, MAX_LINE);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RFC 5322 §3.3 in UTC: `Sat, 21 Nov 2026 04:53:00 +0000`. */
export function rfc5322Date(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${DAYS[date.getUTCDay()]}, ${two(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`
  );
}
