// A JSON body built once, with one string value (the server time) left open and filled per request,
// and its gzip form likewise: the constant parts compressed once, the time put in as a stored block.
import { Buffer } from 'node:buffer';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Under this size a body goes out plain: compressing would cost more than it saves. */
export const GZIP_THRESHOLD_BYTES = 1024;
const GZIP_LEVEL = 6;
/** A gzip member's header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export interface SplicedBody {
  /** The JSON up to the opening quote of the spliced value. */
  head: Buffer;
  /** From its closing quote to the end. */
  tail: Buffer;
  /** The gzip pieces, when the body is worth compressing. */
  gzip: {
    /** Header and the head's deflate blocks, flushed to a byte boundary. */
    head: Buffer;
    /** The tail as a deflate stream of its own, ending the data. */
    tail: Buffer;
    headCrc: number;
    tailLength: number;
  } | null;
}

/**
 * Splits `json` around the value of `"key":""` (its first occurrence), which must be empty. The
 * value spliced in later must need no JSON escaping (a date, a number as text).
 */
export function splicedBody(json: string, key: string): SplicedBody {
  const marker = `"${key}":"`;
  const at = json.indexOf(`${marker}"`);
  if (at < 0) throw new Error(`No empty "${key}" to splice in the body`);
  const head = Buffer.from(json.slice(0, at + marker.length));
  const tail = Buffer.from(json.slice(at + marker.length));
  const gzip =
    head.length + tail.length < GZIP_THRESHOLD_BYTES
      ? null
      : {
          head: Buffer.concat([
            GZIP_HEADER,
            deflateRawSync(head, { level: GZIP_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }),
          ]),
          // A separate stream: its back-references never reach into the head or the spliced value.
          tail: deflateRawSync(tail, { level: GZIP_LEVEL }),
          headCrc: crc32(head),
          tailLength: tail.length,
        };
  return { head, tail, gzip };
}

/** The plain body with `value` spliced in. */
export function plainWith(body: SplicedBody, value: string): Buffer {
  return Buffer.concat([body.head, Buffer.from(value), body.tail]);
}

/**
 * The gzip body with `value` spliced in: the head's blocks, a stored block holding the value, the
 * tail's blocks, and the trailer (CRC-32 and length of the whole). Null when the body goes out plain.
 */
export function gzipWith(body: SplicedBody, value: string): Buffer | null {
  const { gzip } = body;
  if (!gzip) return null;
  const data = Buffer.from(value);
  // A stored block, not the last: the head's sync flush left the stream on a byte boundary.
  const stored = Buffer.alloc(5);
  stored[0] = 0;
  stored.writeUInt16LE(data.length, 1);
  stored.writeUInt16LE(~data.length & 0xffff, 3);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(body.tail, crc32(data, gzip.headCrc)) >>> 0, 0);
  trailer.writeUInt32LE((body.head.length + data.length + gzip.tailLength) >>> 0, 4);
  return Buffer.concat([gzip.head, stored, data, gzip.tail, trailer]);
}
