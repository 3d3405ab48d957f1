import type { Metadata, Sharp } from 'sharp';
import {
  isByteSource,
  type ByteSource,
  type ImageFormat,
  type ImageInfo,
  type ImageProcessor,
} from '@immo/core';
import { withFilePath } from './file-path.js';
import { ImageTooLargeError, UnsupportedHeicError, UnsupportedImageError } from './image-errors.js';

/** Spec §5.5: images compressed at 0.8, HEIC/HEIF converted at 0.9. */
export const JPEG_QUALITY = 80;
export const HEIC_JPEG_QUALITY = 90;
/**
 * Decompression-bomb guard: a few KB of PNG can claim gigapixels. 50 MP covers the 48 MP main
 * cameras of current phones (8000 × 6000) and bounds a decode to about 200 MB of RGBA.
 */
export const DEFAULT_MAX_PIXELS = 50_000_000;
/**
 * Images decoded at once by a processor: the others wait their turn (a bounded queue), so 8
 * parallel uploads of the largest accepted image keep the server's memory under 1 GiB
 * (docs/auction-integrity.md, scripts/measure-image-memory.ts).
 */
export const DEFAULT_MAX_CONCURRENT_DECODES = 1;
/** Uploads waiting for a decode beyond which the next is refused as too large a load. */
export const DEFAULT_MAX_QUEUED_DECODES = 64;

type SharpFactory = (typeof import('sharp'))['default'];
let sharpLoading: Promise<SharpFactory> | null = null;

/**
 * sharp (libvips and its codecs, some 20 MB of the process) is loaded on the first image, not at
 * start: most API processes never see an upload.
 */
function loadSharp(): Promise<SharpFactory> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' own thread pool per image, and no cache of decoded images between calls.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

/** A counting semaphore with a bounded waiting line. */
class DecodeQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) throw new ImageTooLargeError(0, 0);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
/** Side of the thumbnail decoded by `inspect` to prove the pixel data is readable, not just the header. */
const PROBE_SIZE = 64;
const FLATTEN_BACKGROUND = '#ffffff';

export interface SharpImageProcessorOptions {
  maxPixels?: number;
  /**
   * When this build cannot decode HEIC, let `inspect` answer null for it (the caller then refuses the
   * file as "not PNG/JPEG") instead of reporting a HEIC that `normalize` will reject.
   */
  rejectUndecodableHeic?: boolean;
  /** Images decoded at once (DEFAULT_MAX_CONCURRENT_DECODES). */
  maxConcurrentDecodes?: number;
}

/**
 * Whether this sharp build decodes HEVC-coded HEIC. Prebuilt sharp binaries carry libheif with
 * the AV1 decoder only (AVIF), so this is false unless sharp runs on a custom libvips.
 */
export const sharpDecodesHeic = async (): Promise<boolean> =>
  (await loadSharp()).format.heif.input.fileSuffix?.includes('.heic') ?? false;

export class SharpImageProcessor implements ImageProcessor {
  private readonly maxPixels: number;
  private readonly rejectUndecodableHeic: boolean;
  private readonly queue: DecodeQueue;

  constructor(options: SharpImageProcessorOptions = {}) {
    this.maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
    this.queue = new DecodeQueue(
      options.maxConcurrentDecodes ?? DEFAULT_MAX_CONCURRENT_DECODES,
      DEFAULT_MAX_QUEUED_DECODES,
    );
    this.rejectUndecodableHeic = options.rejectUndecodableHeic ?? false;
  }

  async inspect(image: ByteSource): Promise<ImageInfo | null> {
    if (!isByteSource(image) || image.size === 0) return null;
    return withFilePath(image, async (path) => {
      const metadata = await this.metadataOf(path);
      if (!metadata) return null;
      const info = infoOf(metadata);
      if (!info || info.width * info.height > this.maxPixels) return null;
      if (info.format === 'heic' && !(await sharpDecodesHeic())) {
        // Cannot be test-decoded without HEVC; its container was parsed, which is all `inspect` promises.
        return this.rejectUndecodableHeic ? null : info;
      }
      return (await this.queue.run(() => this.decodes(path))) ? info : null;
    });
  }

  async normalize(image: ByteSource): Promise<{ bytes: Uint8Array; info: ImageInfo }> {
    return withFilePath(image, async (path) => {
      const source = await this.readable(path);
      const quality = source.format === 'heic' ? HEIC_JPEG_QUALITY : JPEG_QUALITY;
      const { data, info } = await this.queue.run(async () =>
        this.encode((await this.pipeline(path)).rotate(), quality, source.format),
      );
      return {
        bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        info: { format: 'jpeg', width: info.width, height: info.height },
      };
    });
  }

  async resize(image: ByteSource, width: number): Promise<Uint8Array> {
    if (!Number.isSafeInteger(width) || width <= 0) throw new RangeError(`Invalid width: ${width}`);
    return withFilePath(image, async (path) => {
      const source = await this.readable(path);
      const resized = (await this.pipeline(path)).rotate().resize({ width, withoutEnlargement: true });
      const { data } = await this.queue.run(() => this.encode(resized, JPEG_QUALITY, source.format));
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    });
  }

  /** The source's info, or the error explaining why it cannot be processed. */
  private async readable(path: string): Promise<ImageInfo> {
    const metadata = await this.metadataOf(path);
    const info = metadata && infoOf(metadata);
    if (!info) throw new UnsupportedImageError();
    const pixels = info.width * info.height;
    if (pixels > this.maxPixels) throw new ImageTooLargeError(pixels, this.maxPixels);
    return info;
  }

  private async encode(image: Sharp, quality: number, sourceFormat: ImageFormat) {
    try {
      // Metadata (EXIF with GPS, ICC, XMP) is dropped by default: sharp converts to sRGB and strips it all.
      return await image
        .flatten({ background: FLATTEN_BACKGROUND })
        .jpeg({ quality })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (sourceFormat === 'heic' && isMissingHevcDecoder(error))
        throw new UnsupportedHeicError({ cause: error });
      throw new UnsupportedImageError(undefined, { cause: error });
    }
  }

  /** libvips reads the file itself, as it decodes: the compressed image is never a buffer here. */
  private async pipeline(path: string): Promise<Sharp> {
    return (await loadSharp())(path, { limitInputPixels: this.maxPixels, failOn: 'error' });
  }

  private async metadataOf(path: string): Promise<Metadata | null> {
    try {
      return await (await loadSharp())(path, { limitInputPixels: false }).metadata();
    } catch {
      return null;
    }
  }

  private async decodes(path: string): Promise<boolean> {
    try {
      // JPEG shrinks on load, so this reads all the compressed data without the cost of full-size pixels.
      await (await this.pipeline(path)).resize(PROBE_SIZE, PROBE_SIZE, { fit: 'inside' }).raw().toBuffer();
      return true;
    } catch {
      return false;
    }
  }
}

function infoOf(metadata: Metadata): ImageInfo | null {
  const format = formatOf(metadata);
  // As displayed, i.e. after the EXIF orientation that `normalize` applies.
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!format || !width || !height) return null;
  return { format, width, height };
}

function formatOf(metadata: Metadata): ImageFormat | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
      return metadata.format;
    case 'heif':
      // The HEIF container also carries AVIF (AV1); only HEVC-coded HEIC is an accepted photo format.
      return metadata.compression === 'hevc' ? 'heic' : null;
    default:
      return null;
  }
}

const isMissingHevcDecoder = (error: unknown): boolean =>
  error instanceof Error && /HEVC|libde265|compression format has not been built in/i.test(error.message);
