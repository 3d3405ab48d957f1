// Measures the resident memory of the image adapter under the worst accepted load: 8 uploads in
// parallel of the largest image accepted (just under the pixel limit), each normalised and resized
// as an upload is. Prints the peak RSS. Run: node --conditions=source --import tsx scripts/measure-image-memory.ts
import sharp from 'sharp';
import { DEFAULT_MAX_PIXELS, SharpImageProcessor } from '../adapters/images/src/index.js';
import { bytesSource } from '../core/src/index.js';

const PARALLEL = Number(process.env.PARALLEL ?? 8);
const side = Math.floor(Math.sqrt(DEFAULT_MAX_PIXELS));
// A PNG of a few hundred KB that decodes to `side` × `side` pixels: the cheapest bomb that passes.
const png = await sharp({
  create: { width: side, height: side, channels: 3, background: { r: 200, g: 120, b: 40 } },
})
  .png({ compressionLevel: 9 })
  .toBuffer();

const processor = new SharpImageProcessor();
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

const started = Date.now();
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    const upload = bytesSource(new Uint8Array(png));
    if (!(await processor.inspect(upload))) throw new Error('refused');
    const { bytes: normalised } = await processor.normalize(upload);
    await processor.resize(bytesSource(normalised), 1600);
  }),
);
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  `${PARALLEL} parallel uploads of a ${side}×${side} PNG (${Math.round(png.byteLength / 1024)} KB): ` +
    `RSS before ${mib(before)} MiB, peak ${mib(peak)} MiB, ${Date.now() - started} ms`,
);
