/** Every PDF starts with these bytes: '%PDF-'. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** Whether the bytes are a PDF, judged by content and never by the name the client gave. */
export const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte);
