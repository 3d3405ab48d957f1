// What happens to a chosen file before it is sent (spec §5.5): HEIC/HEIF becomes a JPEG (quality 0.9),
// then every photo is compressed to a JPEG (quality 0.8) no wider than the full width the site serves.
// The server decodes PNG and JPEG only (no HEVC), so the conversion must happen here.
import { COMPRESSION_QUALITY, HEIC_QUALITY, IMAGE_WIDTH_FULL } from '@immo/core';

/** Decodes a HEIC/HEIF file into a JPEG. Pluggable: a WebAssembly decoder can be given here. */
export interface HeicConverter {
  toJpeg(file: Blob, quality: number): Promise<Blob>;
}

/** Re-encodes an image as a JPEG, scaled down to at most `maxWidth` pixels wide. */
export type JpegCompressor = (image: Blob, quality: number, maxWidth: number) => Promise<Blob>;

/** No HEIC decoder could run (none given, or its code failed to load): the photo is refused with its message. */
export class HeicUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('heic_conversion_unavailable', cause === undefined ? undefined : { cause });
    this.name = 'HeicUnavailableError';
  }
}

export interface PreparedPhoto {
  /** The bytes to send: a JPEG, or the original JPEG when compressing would not make it smaller. */
  file: Blob;
  /** The name sent as fileName: the original name, with .jpg when the format changed. */
  fileName: string;
}

/** The photo pipeline the upload queue uses; tests give a stub. */
export interface PhotoProcessor {
  prepare(file: File, options: { needsHeicConversion: boolean }): Promise<PreparedPhoto>;
  /** A local preview shown while the photo waits for its upload. */
  previewUrl(file: Blob): string;
  releasePreview(url: string): void;
}

const isJpeg = (file: Blob) => file.type === 'image/jpeg' || file.type === 'image/jpg';

/** 'IMG_0042.HEIC' → 'IMG_0042.jpg'. */
export function jpegFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

interface Canvas2D {
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  toJpeg: (quality: number) => Promise<Blob>;
}

function canvasOf(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas_unavailable');
    return { context, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas_unavailable');
  return {
    context,
    toJpeg: (quality) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('canvas_encode_failed'))),
          'image/jpeg',
          quality,
        ),
      ),
  };
}

/** Draws a decoded image on a white background (PNG transparency) and encodes it as a JPEG. */
async function encodeJpeg(bitmap: ImageBitmap, quality: number, maxWidth: number): Promise<Blob> {
  const scale = Math.min(1, maxWidth / bitmap.width);
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const { context, toJpeg } = canvasOf(width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return toJpeg(quality);
}

/** The canvas compressor: createImageBitmap (EXIF orientation applied) + OffscreenCanvas or <canvas>. */
export const canvasJpegCompressor: JpegCompressor = async (image, quality, maxWidth) => {
  const bitmap = await createImageBitmap(image, { imageOrientation: 'from-image' });
  try {
    const resized = bitmap.width > maxWidth;
    const jpeg = await encodeJpeg(bitmap, quality, maxWidth);
    // A JPEG already small enough is kept as it is rather than re-encoded larger.
    return !resized && isJpeg(image) && jpeg.size >= image.size ? image : jpeg;
  } finally {
    bitmap.close();
  }
};

/**
 * The browser's own HEIC decoder: Safari decodes HEIC natively, Chromium and Firefox do not
 * (HeicUnavailableError; heic-converter.ts then falls back to WebAssembly).
 */
export const nativeHeicConverter: HeicConverter = {
  async toJpeg(file, quality) {
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      throw new HeicUnavailableError();
    }
    try {
      return await encodeJpeg(bitmap, quality, Number.POSITIVE_INFINITY);
    } finally {
      bitmap.close();
    }
  },
};

export interface BrowserPhotoProcessorOptions {
  heicConverter?: HeicConverter | null;
  compressor?: JpegCompressor;
}

/** The browser pipeline: HEIC → JPEG 0.9 (when a converter can), then compression 0.8, ≤ 1920 px wide. */
export function createBrowserPhotoProcessor(options: BrowserPhotoProcessorOptions = {}): PhotoProcessor {
  const heicConverter = options.heicConverter === undefined ? nativeHeicConverter : options.heicConverter;
  const compress = options.compressor ?? canvasJpegCompressor;
  return {
    async prepare(file, { needsHeicConversion }) {
      let source: Blob = file;
      if (needsHeicConversion) {
        if (!heicConverter) throw new HeicUnavailableError();
        source = await heicConverter.toJpeg(file, HEIC_QUALITY);
      }
      const compressed = await compress(source, COMPRESSION_QUALITY, IMAGE_WIDTH_FULL);
      const unchanged = compressed === file;
      return { file: compressed, fileName: unchanged ? file.name : jpegFileName(file.name) };
    },
    previewUrl: (file) => URL.createObjectURL(file),
    releasePreview: (url) => {
      if (url.startsWith('blob:')) URL.revokeObjectURL(url);
    },
  };
}
