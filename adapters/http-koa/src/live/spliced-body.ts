// A JSON body built once, with one string value (the server time) left open wherever its key occurs
// and filled per request, and its gzip form likewise: the constant parts compressed once, the value
// put in as stored blocks.
import { Buffer } from 'node:buffer';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Under this size a body goes out plain: compressing would cost more than it saves. */
export const GZIP_THRESHOLD_BYTES = 1024;
const GZIP_LEVEL = 6;
/** A gzip member's header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export interface SplicedBody {
  /** The JSON around the spliced values: up to the first one's opening quote, …, from the last one's closing quote. */
  parts: Buffer[];
  /** The gzip pieces, when the body is worth compressing. */
  gzip: {
    /** Each part as deflate blocks of its own, the last ending the data (the first after the header). */
    parts: Buffer[];
  } | null;
}

/**
 * Splits `json` around each value of `"key":""`, which must be empty. The value spliced in later must
 * need no JSON escaping (a date, a number as text). A key inside a string value is escaped (\") and
 * never matches. Without a key, the body is kept whole (and its gzip made once).
 */
export function splicedBody(json: string, key: string | null): SplicedBody {
  const texts: string[] = [];
  let from = 0;
  if (key !== null) {
    const marker = `"${key}":"`;
    for (let at = json.indexOf(`${marker}"`); at >= 0; at = json.indexOf(`${marker}"`, from)) {
      texts.push(json.slice(from, at + marker.length));
      from = at + marker.length;
    }
    if (texts.length === 0) throw new Error(`No empty "${key}" to splice in the body`);
  }
  texts.push(json.slice(from));
  const parts = texts.map((text) => Buffer.from(text));
  const size = parts.reduce((total, part) => total + part.length, 0);
  const last = parts.length - 1;
  const gzip =
    size < GZIP_THRESHOLD_BYTES
      ? null
      : {
          // Separate streams, each but the last flushed to a byte boundary: no back-reference reaches
          // into a spliced value or across it.
          parts: parts.map((part, i) => {
            const deflated = deflateRawSync(
              part,
              i < last ? { level: GZIP_LEVEL, finishFlush: constants.Z_SYNC_FLUSH } : { level: GZIP_LEVEL },
            );
            return i === 0 ? Buffer.concat([GZIP_HEADER, deflated]) : deflated;
          }),
        };
  return { parts, gzip };
}

/** The plain body with `value` spliced in. */
export function plainWith(body: SplicedBody, value: string): Buffer {
  const data = Buffer.from(value);
  const pieces: Buffer[] = [];
  body.parts.forEach((part, i) => {
    if (i > 0) pieces.push(data);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/**
 * The gzip body with `value` spliced in: each part's blocks with a stored block holding the value
 * between them, and the trailer (CRC-32 and length of the whole). Null when the body goes out plain.
 */
export function gzipWith(body: SplicedBody, value: string): Buffer | null {
  const { gzip } = body;
  if (!gzip) return null;
  const data = Buffer.from(value);
  // A stored block, not the last: the previous part's sync flush left the stream on a byte boundary.
  const stored = Buffer.alloc(5);
  stored[0] = 0;
  stored.writeUInt16LE(data.length, 1);
  stored.writeUInt16LE(~data.length & 0xffff, 3);
  const pieces: Buffer[] = [];
  // The CRC runs over the whole data in order (zlib's crc32 is fast enough per request: a few µs).
  let crc = 0;
  let length = 0;
  body.parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(stored, data);
      crc = crc32(data, crc);
      length += data.length;
    }
    pieces.push(gzip.parts[i]!);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

/** A kept body with the server time put in per request: plain, and gzip when large enough. */
export interface TimedBody {
  plain(now: number): Buffer;
  gzip(now: number): Buffer | null;
}

/** A body's answers with one time spliced in, made on first demand. */
interface Filled {
  text: string;
  plain?: Buffer;
  gzip?: Buffer | null;
}

/**
 * The server time spliced into kept bodies, formatted once a second: every request of that second
 * shares the text (formatting a date per request showed in the poll's profile), and the bytes: each
 * body's plain and gzip answers are made once per second they are asked in, not per request (a 6 kB
 * copy per poll was most of what 2 000 pollers left to the garbage collector). A Buffer handed to a
 * response is only read, so requests can share one.
 */
export class SplicedTime {
  private cache = { second: NaN, text: '' };
  private readonly filled = new WeakMap<SplicedBody, Filled>();

  constructor(private readonly format: (now: number) => string) {}

  text(now: number): string {
    const second = Math.floor(now / 1000);
    if (second !== this.cache.second) this.cache = { second, text: this.format(now) };
    return this.cache.text;
  }

  /** `body` answered with the time of each request. */
  view(body: SplicedBody): TimedBody {
    return {
      plain: (now) => {
        const filled = this.filledAt(body, now);
        return (filled.plain ??= plainWith(body, filled.text));
      },
      gzip: (now) => {
        const filled = this.filledAt(body, now);
        if (filled.gzip === undefined) filled.gzip = gzipWith(body, filled.text);
        return filled.gzip;
      },
    };
  }

  private filledAt(body: SplicedBody, now: number): Filled {
    const text = this.text(now);
    let filled = this.filled.get(body);
    if (filled?.text !== text) {
      filled = { text };
      this.filled.set(body, filled);
    }
    return filled;
  }
}
