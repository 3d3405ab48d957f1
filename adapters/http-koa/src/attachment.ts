import type { ByteSource } from '@immo/core';
import { streamBodyWithRanges } from './byte-body.js';
import type { ApiContext } from './state.js';

/** A file answered as a download. */
export interface Attachment {
  file: ByteSource;
  contentType: string;
  fileName: string;
}

/** What a download route answers besides its 200, for the OpenAPI document: a `Range` asked (sendAttachment). */
export const RANGE_RESPONSES = {
  206: 'the part asked for by a Range header (bytes=start-end), with Content-Range',
  416: 'a Range outside the file, with Content-Range: bytes */size',
} as const;

/** The plain-ASCII name for clients that ignore filename*: accents dropped, anything else '_'. */
const asciiFallback = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');

/**
 * Answers a file as an attachment under its name: an ASCII filename and the exact one in UTF-8 as
 * filename* (RFC 6266 / 5987) — a Latin-1 header value would reach most clients garbled — and never
 * sniffed into another type by the browser. The bytes are streamed (a 20 MB document is never whole
 * in memory), a `Range` asked answered with that part alone.
 */
export async function sendAttachment(ctx: ApiContext, file: Attachment, cacheControl: string): Promise<void> {
  ctx.status = 200;
  ctx.attachment(file.fileName, { fallback: asciiFallback(file.fileName) });
  ctx.type = file.contentType;
  ctx.set('Cache-Control', cacheControl);
  ctx.set('X-Content-Type-Options', 'nosniff');
  await streamBodyWithRanges(ctx, file.file);
}
