// HEIC/HEIF decoding for browsers that cannot do it themselves (Chromium, Firefox): libheif compiled
// to WebAssembly by the `heic-to` package (LGPL-3.0, used unmodified as a separate chunk). Its ~3 MB
// are fetched only when a HEIC photo is chosen, and it decodes in a Web Worker of its own.
import { HeicUnavailableError, nativeHeicConverter, type HeicConverter } from './photo-processing.js';

type HeicToModule = typeof import('heic-to');

let loading: Promise<HeicToModule> | null = null;

/** The decoder chunk, loaded once; a failed load (offline, redeploy) is retried on the next photo. */
function loadHeicTo(): Promise<HeicToModule> {
  loading ??= import(/* webpackChunkName: "heic-to" */ 'heic-to').catch((cause: unknown) => {
    loading = null;
    throw new HeicUnavailableError(cause);
  });
  return loading;
}

/** libheif in WebAssembly: HEIC → JPEG at the quality asked. */
export const wasmHeicConverter: HeicConverter = {
  async toJpeg(file, quality) {
    const { heicTo } = await loadHeicTo();
    return heicTo({ blob: file, type: 'image/jpeg', quality });
  },
};

/** Safari decodes HEIC itself, faster; every other browser falls back to the WebAssembly decoder. */
export const browserHeicConverter: HeicConverter = {
  async toJpeg(file, quality) {
    try {
      return await nativeHeicConverter.toJpeg(file, quality);
    } catch (error) {
      if (!(error instanceof HeicUnavailableError)) throw error;
      return wasmHeicConverter.toJpeg(file, quality);
    }
  },
};
