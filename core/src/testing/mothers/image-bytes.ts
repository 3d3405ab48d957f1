// The smallest byte strings whose headers say "PNG/JPEG/HEIC of this size": enough for
// InMemoryImageProcessor and for any code that sniffs formats. The pixel data is not decodable.

const bytesOf = (text: string) => [...text].map((c) => c.charCodeAt(0));
const be16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** PNG signature, IHDR (8-bit RGB) with a dummy CRC, IEND. */
export function aPngImage(width = 1920, height = 1280): Uint8Array {
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...be32(13),
    ...bytesOf('IHDR'),
    ...be32(width),
    ...be32(height),
    8,
    2,
    0,
    0,
    0,
    ...be32(0),
    ...be32(0),
    ...bytesOf('IEND'),
    0xae,
    0x42,
    0x60,
    0x82,
  ]);
}

/** SOI, a JFIF APP0 segment, a baseline SOF0 frame header (3 components), EOI. */
export function aJpegImage(width = 1920, height = 1280): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...be16(16),
    ...bytesOf('JFIF'),
    0,
    1,
    1,
    0,
    ...be16(1),
    ...be16(1),
    0,
    0,
    0xff,
    0xc0,
    ...be16(17),
    8,
    ...be16(height),
    ...be16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ]);
}

/** An ISO-BMFF ftyp box with the 'heic' brand, as iPhones write. */
export function aHeicImage(): Uint8Array {
  return Uint8Array.from([...be32(24), ...bytesOf('ftypheic'), ...be32(0), ...bytesOf('mif1heic')]);
}

/** A PDF's opening bytes: not an image. */
export function aPdfFile(): Uint8Array {
  return Uint8Array.from(bytesOf('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n'));
}
