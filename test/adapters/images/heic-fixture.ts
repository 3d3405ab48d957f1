/**
 * A HEIC container (ISO/IEC 23008-12) built by hand: ftyp 'heic', one 'hvc1' item with its
 * hvcC and ispe properties, and an mdat. The HEVC payload is not a real picture — no HEVC
 * encoder is available here — so it proves how the adapter reads and rejects HEIC containers,
 * not how it would decode a real photo.
 */
export function heicContainer(width: number, height: number): Uint8Array {
  const payload = new Uint8Array(64).fill(0x42);
  const build = (mdatOffset: number) =>
    concat(
      box('ftyp', ascii('heic'), u32(0), ascii('mif1'), ascii('heic')),
      fullBox(
        'meta',
        0,
        0,
        fullBox('hdlr', 0, 0, u32(0), ascii('pict'), u32(0), u32(0), u32(0), new Uint8Array([0])),
        fullBox('pitm', 0, 0, u16(1)),
        // offset_size=4, length_size=4, base_offset_size=0; one item, one extent.
        fullBox(
          'iloc',
          0,
          0,
          new Uint8Array([0x44, 0x00]),
          u16(1),
          u16(1),
          u16(0),
          u16(1),
          u32(mdatOffset),
          u32(payload.length),
        ),
        fullBox(
          'iinf',
          0,
          0,
          u16(1),
          fullBox('infe', 2, 0, u16(1), u16(0), ascii('hvc1'), new Uint8Array([0])),
        ),
        box(
          'iprp',
          box('ipco', box('hvcC', hvcC()), fullBox('ispe', 0, 0, u32(width), u32(height))),
          fullBox('ipma', 0, 0, u32(1), u16(1), new Uint8Array([2, 0x81, 0x02])),
        ),
      ),
      box('mdat', payload),
    );
  const draft = build(0);
  const mdatOffset = draft.length - payload.length;
  return build(mdatOffset);
}

/** HEVCDecoderConfigurationRecord, Main profile 4:2:0 8-bit, no parameter-set arrays. */
function hvcC(): Uint8Array {
  return new Uint8Array([
    0x01, 0x01, 0x60, 0x00, 0x00, 0x00, 0x90, 0x00, 0x00, 0x00, 0x00, 0x00, 90, 0xf0, 0x00, 0xfc, 0xfd, 0xf8,
    0xf8, 0x00, 0x00, 0x0f, 0x00,
  ]);
}

function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const body = concat(...content);
  return concat(u32(8 + body.length), ascii(type), body);
}

function fullBox(type: string, version: number, flags: number, ...content: Uint8Array[]): Uint8Array {
  return box(
    type,
    new Uint8Array([version, (flags >> 16) & 0xff, (flags >> 8) & 0xff, flags & 0xff]),
    ...content,
  );
}

const ascii = (text: string) => new TextEncoder().encode(text);
const u16 = (value: number) => new Uint8Array([(value >> 8) & 0xff, value & 0xff]);
const u32 = (value: number) =>
  new Uint8Array([(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
