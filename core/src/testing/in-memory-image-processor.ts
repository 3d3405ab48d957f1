import type { ImageInfo, ImageProcessor } from '../ports/services.port.js';
import { readAllBytes, type ByteSource } from '../shared/byte-source.js';
import { sniffImage } from './image-headers.js';

/**
 * Reads image headers for real but never re-encodes: normalize() returns the same bytes labelled
 * as a JPEG of the same size, and resize() does NOT resize — it returns the bytes unchanged and
 * records the width asked for in `resizedTo`, so tests can check 1920/1024 were requested.
 */
export class InMemoryImageProcessor implements ImageProcessor {
  readonly resizedTo: number[] = [];

  async inspect(image: ByteSource): Promise<ImageInfo | null> {
    return sniffImage(await readAllBytes(image));
  }

  async normalize(image: ByteSource): Promise<{ bytes: Uint8Array; info: ImageInfo }> {
    const bytes = await readAllBytes(image);
    const info = sniffImage(bytes);
    if (!info) throw new Error('Not a PNG, JPEG or HEIC image');
    return { bytes, info: { format: 'jpeg', width: info.width, height: info.height } };
  }

  async resize(image: ByteSource, width: number): Promise<Uint8Array> {
    this.resizedTo.push(width);
    return readAllBytes(image);
  }
}
