import type { ImageInfo } from '../ports/services.port.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Brands of the ISO-BMFF ftyp box that announce a HEIC/HEIF image. */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'];
/** JPEG markers with no length field after them. */
const STANDALONE_MARKERS = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8]);

const uint16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint32 = (bytes: Uint8Array, at: number) => uint16(bytes, at) * 0x10000 + uint16(bytes, at + 2);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Width and height from the IHDR chunk, which the PNG format requires first; 0×0 when cut short. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return { width: 0, height: 0 };
  return { width: uint32(bytes, 16), height: uint32(bytes, 20) };
}

/** Walks the segments up to the first start-of-frame; 0×0 when the image data starts before one. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
    } else if (STANDALONE_MARKERS.has(marker)) {
      at += 2;
    } else if (isStartOfFrame(marker)) {
      if (at + 8 >= bytes.length) break;
      return { height: uint16(bytes, at + 5), width: uint16(bytes, at + 7) };
    } else if (marker === 0xda || marker === 0xd9) {
      break;
    } else {
      at += 2 + uint16(bytes, at + 2);
    }
  }
  return { width: 0, height: 0 };
}

function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.length, uint32(bytes, 0));
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => HEIF_BRANDS.includes(brand));
}

/**
 * What the bytes are, by their magic numbers, and their size when the header says it.
 * HEIC sizes sit deep in the container (ispe box): this fake does not look for them and says 0×0.
 */
export function sniffImage(bytes: Uint8Array): ImageInfo | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return { format: 'png', ...pngSize(bytes) };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'jpeg', ...jpegSize(bytes) };
  if (isHeif(bytes)) return { format: 'heic', width: 0, height: 0 };
  return null;
}
