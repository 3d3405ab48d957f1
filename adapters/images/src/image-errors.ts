/** The bytes are not a PNG, JPEG or HEIC image this processor can read (wrong format, corrupt, truncated). */
export class UnsupportedImageError extends Error {
  constructor(message = 'Not a readable PNG, JPEG or HEIC image', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnsupportedImageError';
  }
}

/**
 * A HEIC/HEIF photo whose HEVC pixels this sharp build cannot decode (its prebuilt libvips
 * ships libheif without libde265). The browser converts HEIC to JPEG before upload instead.
 */
export class UnsupportedHeicError extends UnsupportedImageError {
  constructor(options?: { cause?: unknown }) {
    super('HEIC images cannot be decoded on this server; convert them to JPEG before upload', options);
    this.name = 'UnsupportedHeicError';
  }
}

/** More pixels than the decompression-bomb guard allows. */
export class ImageTooLargeError extends UnsupportedImageError {
  constructor(
    readonly pixels: number,
    readonly maxPixels: number,
  ) {
    super(`Image has ${pixels} pixels; at most ${maxPixels} are accepted`);
    this.name = 'ImageTooLargeError';
  }
}
