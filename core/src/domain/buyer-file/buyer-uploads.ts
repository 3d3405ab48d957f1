// What a buyer may upload to the file (identity document, financing certificate): a PDF, JPEG or
// PNG judged by its bytes, never by the name or type the browser gave, of 10 MB at most.
import { isPdf } from '../document/pdf.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { BuyerUploadContentType } from './buyer-file.js';

export const BUYER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The longest file name kept for the download (longer ones are cut, keeping the extension). */
export const BUYER_UPLOAD_NAME_MAX_LENGTH = 120;

const JPEG_MAGIC = [0xff, 0xd8, 0xff] as const;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** The content type the bytes (a file's first bytes are enough) really have; null when none of the accepted kinds. */
export function sniffBuyerUpload(bytes: Uint8Array): BuyerUploadContentType | null {
  if (isPdf(bytes)) return 'application/pdf';
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  return null;
}

/** How many first bytes `sniffBuyerUpload` needs (the longest signature, PNG's). */
export const BUYER_UPLOAD_SIGNATURE_BYTES = PNG_MAGIC.length;

/**
 * The upload's real type, from its size and its first bytes (BUYER_UPLOAD_SIGNATURE_BYTES are
 * enough): buyer_upload_type (not PDF/JPEG/PNG) / buyer_upload_too_large (> 10 MB).
 */
export function checkBuyerUpload(
  size: number,
  head: Uint8Array,
  field = 'file',
): Result<BuyerUploadContentType> {
  if (size === 0) return fail('field_required', undefined, field);
  if (size > BUYER_UPLOAD_MAX_BYTES)
    return fail('buyer_upload_too_large', { max: BUYER_UPLOAD_MAX_BYTES / (1024 * 1024) }, field);
  const type = sniffBuyerUpload(head);
  return type === null ? fail('buyer_upload_type', undefined, field) : ok(type);
}

const EXTENSIONS: Readonly<Record<BuyerUploadContentType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * The name the download will carry: the buyer's own without path or control characters, cut to
 * 120 characters, with the extension of what the bytes really are; a fallback when nothing is left.
 */
export function buyerUploadFileName(given: unknown, type: BuyerUploadContentType, fallback: string): string {
  const raw = typeof given === 'string' ? given : '';
  const base = (raw.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{C}"<>|:*?]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim();
  const stem = [...(base || fallback)].slice(0, BUYER_UPLOAD_NAME_MAX_LENGTH - 4).join('');
  return `${stem}.${EXTENSIONS[type]}`;
}
