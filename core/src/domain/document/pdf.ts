/** Every PDF starts with these bytes: '%PDF-'. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** How many first bytes `isPdf` needs. */
export const PDF_SIGNATURE_BYTES = PDF_MAGIC.length;

/** Whether the bytes (a file's first bytes are enough) are a PDF, judged by content, never by the name given. */
export const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte);
