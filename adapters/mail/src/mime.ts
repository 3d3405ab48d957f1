/** Just enough RFC 5322 / RFC 2045–2047 to write a UTF-8 message any mail client opens. */

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
  const words: string[] = [];
  let chunk: number[] = [];
  for (const character of flat) {
    const bytes = [...new TextEncoder().encode(character)];
    // Never split a character's bytes across two words: each word must decode on its own.
    if (chunk.length + bytes.length > ENCODED_WORD_BYTES) {
      words.push(encodedWord(chunk));
      chunk = [];
    }
    chunk.push(...bytes);
  }
  if (chunk.length > 0 || words.length === 0) words.push(encodedWord(chunk));
  return words.join(CRLF + ' ');
}

const encodedWord = (bytes: number[]) => `=?UTF-8?B?${Buffer.from(bytes).toString('base64')}?=`;

/** RFC 2045 §6.7 over the UTF-8 bytes, CRLF line breaks, lines of at most 76 characters. */
export function encodeQuotedPrintable(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => encodeQuotedPrintableLine(new TextEncoder().encode(line)))
    .join(CRLF);
}

function encodeQuotedPrintableLine(bytes: Uint8Array): string {
  const tokens: string[] = [];
  bytes.forEach((byte, index) => {
    const isLast = index === bytes.length - 1;
    const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !isLast);
    tokens.push(literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`);
  });
  // A leading '.' alone or "From " would be mangled by some transports: encode them as well.
  if (tokens[0] === '.') tokens[0] = '=2E';
  if (tokens.slice(0, 5).join('') === 'From ') tokens[0] = '=46';
  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    // Keep one column for the soft break '='.
    if (current.length + token.length > MAX_LINE - 1) {
      lines.push(current + '=');
      current = '';
    }
    current += token;
  }
  lines.push(current);
  return lines.join(CRLF);
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
