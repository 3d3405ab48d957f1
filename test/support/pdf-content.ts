// Reading back what a PDF written with pdf-lib shows: the text its pages draw, and its images.
import {
  PDFArray,
  PDFName,
  PDFNumber,
  PDFRawStream,
  decodePDFRawStream,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';

// WinAnsi (cp1252) 0x80-0x9f; Node's TextDecoder reads that label as Latin-1.
const CP1252_HIGH: Record<number, string> = Object.fromEntries(
  [...'€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ'].map((char, i) => [0x80 + i, char]),
);
export const fromWinAnsi = (bytes: Uint8Array): string =>
  [...bytes].map((byte) => CP1252_HIGH[byte] ?? String.fromCharCode(byte)).join('');

/** The text a page shows: every string its content streams draw, decoded from WinAnsi. */
export function pageText(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => fromWinAnsi(decodePDFRawStream(stream).decode()))
    .flatMap((operators) => [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
    .map(([, hex]) => fromWinAnsi(Uint8Array.from(hex!.match(/../g) ?? [], (b) => parseInt(b, 16))))
    .join('\n');
}

export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * The lossless images of a document (PNGs as pdf-lib embeds them: 8-bit RGB or grey, deflated),
 * as RGBA pixels (soft masks included, read as grey); JPEGs (DCTDecode) are left out.
 */
export function losslessImages(pdf: PDFDocument): RgbaImage[] {
  const images: RgbaImage[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (dict.get(PDFName.of('Filter')) !== PDFName.of('FlateDecode')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const channels = dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3;
    const pixels = decodePDFRawStream(object).decode();
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      const at = i * channels;
      data[i * 4] = pixels[at]!;
      data[i * 4 + 1] = pixels[at + (channels === 3 ? 1 : 0)]!;
      data[i * 4 + 2] = pixels[at + (channels === 3 ? 2 : 0)]!;
      data[i * 4 + 3] = 255;
    }
    images.push({ width, height, data });
  }
  return images;
}
