import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { bytesSource, type ByteSource } from '@immo/core';
import {
  HEIC_JPEG_QUALITY,
  ImageTooLargeError,
  JPEG_QUALITY,
  SharpImageProcessor,
  UnsupportedHeicError,
  UnsupportedImageError,
  sharpDecodesHeic,
} from '@immo/images';
import { heicContainer } from './heic-fixture.js';

type Rgb = { r: number; g: number; b: number };

/** Left half red, right half blue: shows where a rotation sent the left side. */
async function twoColourJpeg(width: number, height: number, exif?: { orientation: number }): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const red = await sharp({ create: { width: half, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    { input: red, left: 0, top: 0 },
  ]);
  return (exif ? image.withMetadata(exif) : image).jpeg({ quality: 95 }).toBuffer();
}

const solid = (width: number, height: number, background = '#808080') =>
  sharp({ create: { width, height, channels: 3, background } });

async function pixel(bytes: Uint8Array, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** A real PNG whose header then claims other dimensions (CRC fixed), as a decompression bomb does. */
async function pngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = new Uint8Array(await solid(1, 1).png().toBuffer());
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  // Signature (8), IHDR length (4), 'IHDR' (4), then width and height; the CRC covers type and data.
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(png.subarray(12, 29)));
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('SharpImageProcessor', () => {
  const images = new SharpImageProcessor();

  describe('inspect', () => {
    it('recognises a PNG by its content', async () => {
      expect(await images.inspect(bytesSource(await solid(40, 30).png().toBuffer()))).to.deep.equal({
        format: 'png',
        width: 40,
        height: 30,
      });
    });

    it('recognises a JPEG by its content', async () => {
      expect(await images.inspect(bytesSource(await solid(64, 48).jpeg().toBuffer()))).to.deep.equal({
        format: 'jpeg',
        width: 64,
        height: 48,
      });
    });

    it('reports the dimensions as displayed after the EXIF orientation', async () => {
      const sideways = await twoColourJpeg(60, 40, { orientation: 6 });
      expect(await images.inspect(bytesSource(sideways))).to.deep.equal({
        format: 'jpeg',
        width: 40,
        height: 60,
      });
    });

    it('recognises a HEIC container (HEVC-coded HEIF)', async () => {
      expect(await images.inspect(bytesSource(heicContainer(4032, 3024)))).to.deep.equal({
        format: 'heic',
        width: 4032,
        height: 3024,
      });
    });

    it('answers null for a text file named .jpg', async () => {
      expect(
        await images.inspect(
          bytesSource(new TextEncoder().encode('Ceci est un fichier texte, pas une photo.\n')),
        ),
      ).to.equal(null);
    });

    it('answers null for a truncated JPEG', async () => {
      const jpeg = await solid(400, 300).jpeg().toBuffer();
      expect(await images.inspect(bytesSource(jpeg.subarray(0, Math.floor(jpeg.length / 2))))).to.equal(null);
    });

    it('answers null for a JPEG header followed by garbage', async () => {
      const garbage = new Uint8Array(2048).map((_, index) => (index * 7919) % 251);
      garbage.set([0xff, 0xd8, 0xff, 0xe0], 0);
      expect(await images.inspect(bytesSource(garbage))).to.equal(null);
    });

    it('answers null for a PNG whose pixel data is corrupt', async () => {
      const png = new Uint8Array(await solid(200, 200, '#123456').png({ compressionLevel: 0 }).toBuffer());
      const idat = Buffer.from(png).indexOf('IDAT');
      png.fill(0xaa, idat + 10, idat + 200);
      expect(await images.inspect(bytesSource(png))).to.equal(null);
    });

    it('answers null for image formats other than PNG, JPEG and HEIC', async () => {
      for (const other of [
        await solid(10, 10).webp().toBuffer(),
        await solid(10, 10).gif().toBuffer(),
        await solid(10, 10).avif().toBuffer(),
        await solid(10, 10).tiff().toBuffer(),
      ]) {
        expect(await images.inspect(bytesSource(other))).to.equal(null);
      }
    });

    it('answers null for an empty file', async () => {
      expect(await images.inspect(bytesSource(new Uint8Array(0)))).to.equal(null);
    });

    it('answers null for a decompression bomb, reading only its header', async () => {
      const started = Date.now();
      expect(await images.inspect(bytesSource(await pngClaiming(100_000, 100_000)))).to.equal(null);
      expect(Date.now() - started).to.be.below(1000);
    });

    it('accepts up to its pixel limit and not one pixel more', async () => {
      const png = await solid(40, 30).png().toBuffer();
      expect(await new SharpImageProcessor({ maxPixels: 1200 }).inspect(bytesSource(png))).to.deep.equal({
        format: 'png',
        width: 40,
        height: 30,
      });
      expect(await new SharpImageProcessor({ maxPixels: 1199 }).inspect(bytesSource(png))).to.equal(null);
    });
  });

  describe('reading from disk', () => {
    let folder: string;
    before(async () => {
      folder = await mkdtemp(join(tmpdir(), 'immo-images-'));
    });
    after(() => rm(folder, { recursive: true, force: true }));

    it('opens the file of a source that names one (an upload) instead of reading its chunks', async () => {
      const path = join(folder, 'upload');
      await writeFile(path, await solid(64, 48).jpeg().toBuffer());
      const onDisk: ByteSource & { filePath: string } = {
        filePath: path,
        size: 1,
        chunks: () => {
          throw new Error('read through JavaScript');
        },
      };
      expect(await images.inspect(onDisk)).to.deep.equal({ format: 'jpeg', width: 64, height: 48 });
      expect((await images.normalize(onDisk)).info).to.deep.equal({ format: 'jpeg', width: 64, height: 48 });
      expect((await sharp(await images.resize(onDisk, 32)).metadata()).width).to.equal(32);
    });
  });

  describe('normalize', () => {
    it('turns a PNG into a JPEG of the same size', async () => {
      const result = await images.normalize(bytesSource(await solid(40, 30).png().toBuffer()));
      expect(result.info).to.deep.equal({ format: 'jpeg', width: 40, height: 30 });
      expect((await sharp(result.bytes).metadata()).format).to.equal('jpeg');
    });

    it('compresses at quality 0.8', async () => {
      const source = await twoColourJpeg(300, 200);
      const expected = await sharp(source).jpeg({ quality: 80 }).toBuffer();
      expect(JPEG_QUALITY).to.equal(80);
      expect(HEIC_JPEG_QUALITY).to.equal(90);
      expect(Buffer.from((await images.normalize(bytesSource(source))).bytes).equals(expected)).to.equal(
        true,
      );
    });

    it('rotates by the EXIF orientation and drops the orientation tag', async () => {
      // Orientation 6: the camera was turned a quarter clockwise; the left (red) edge belongs on top.
      const result = await images.normalize(bytesSource(await twoColourJpeg(60, 40, { orientation: 6 })));
      expect(result.info).to.deep.equal({ format: 'jpeg', width: 40, height: 60 });
      const metadata = await sharp(result.bytes).metadata();
      expect([metadata.width, metadata.height, metadata.orientation]).to.deep.equal([40, 60, undefined]);
      const top = await pixel(result.bytes, 20, 5);
      const bottom = await pixel(result.bytes, 20, 55);
      expect(top.r).to.be.above(200);
      expect(top.b).to.be.below(60);
      expect(bottom.b).to.be.above(200);
      expect(bottom.r).to.be.below(60);
    });

    it('strips EXIF (with GPS), XMP and ICC metadata', async () => {
      const tagged = await solid(50, 50)
        .withExif({
          IFD0: { Make: 'Apple', Model: 'iPhone 15' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
        })
        .withXmp(
          '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
        )
        .withIccProfile('p3')
        .jpeg()
        .toBuffer();
      const before = await sharp(tagged).metadata();
      expect([!!before.exif, !!before.xmp, !!before.icc]).to.deep.equal([true, true, true]);
      const after = await sharp((await images.normalize(bytesSource(tagged))).bytes).metadata();
      expect([after.exif, after.xmp, after.icc, after.orientation]).to.deep.equal([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(Buffer.from((await images.normalize(bytesSource(tagged))).bytes).includes('iPhone')).to.equal(
        false,
      );
    });

    it('puts transparent PNG areas on white, not black', async () => {
      const transparent = await sharp({
        create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .png()
        .toBuffer();
      const corner = await pixel((await images.normalize(bytesSource(transparent))).bytes, 0, 0);
      expect(Math.min(corner.r, corner.g, corner.b)).to.be.above(245);
    });

    it('fails with UnsupportedImageError for a text file or a truncated JPEG', async () => {
      const text = await rejection(images.normalize(bytesSource(new TextEncoder().encode('pas une image'))));
      expect(text).to.be.instanceOf(UnsupportedImageError);
      const jpeg = await solid(400, 300).jpeg().toBuffer();
      expect(
        await rejection(images.normalize(bytesSource(jpeg.subarray(0, jpeg.length / 2)))),
      ).to.be.instanceOf(UnsupportedImageError);
    });

    it('refuses a 10 000 × 10 000 image (100 MP): uploads stop at 50 MP to bound memory', async () => {
      const error = await rejection(images.normalize(bytesSource(await pngClaiming(10_000, 10_000))));
      expect(error).to.be.instanceOf(ImageTooLargeError);
      expect(await images.inspect(bytesSource(await pngClaiming(10_000, 10_000)))).to.equal(null);
    });

    it('fails with ImageTooLargeError above the pixel limit, before decoding', async () => {
      const error = await rejection(images.normalize(bytesSource(await pngClaiming(30_000, 30_000))));
      expect(error).to.be.instanceOf(ImageTooLargeError);
      expect(error).to.include({ pixels: 900_000_000, maxPixels: 50_000_000 });
    });
  });

  describe('HEIC on this sharp build', () => {
    it('cannot decode HEVC: the prebuilt libheif has the AV1 (AVIF) decoder only', async () => {
      // If this starts failing, sharp gained HEVC: `normalize` then converts HEIC at quality 0.9 and
      // the browser-side conversion becomes optional.
      expect(await sharpDecodesHeic()).to.equal(false);
      expect(sharp.versions).not.to.have.property('de265');
    });

    it('normalize rejects a HEIC with UnsupportedHeicError (the browser converts HEIC before upload)', async () => {
      const error = await rejection(images.normalize(bytesSource(heicContainer(4032, 3024))));
      expect(error).to.be.instanceOf(UnsupportedHeicError);
      expect(error).to.be.instanceOf(UnsupportedImageError);
      expect((error as Error).message).to.match(/HEIC/);
    });

    it('inspect can be told to answer null for a HEIC it could not convert', async () => {
      const strict = new SharpImageProcessor({ rejectUndecodableHeic: true });
      expect(await strict.inspect(bytesSource(heicContainer(4032, 3024)))).to.equal(null);
      expect(await strict.inspect(bytesSource(await solid(10, 10).jpeg().toBuffer()))).to.deep.include({
        format: 'jpeg',
      });
    });

    it('resize rejects a HEIC with UnsupportedHeicError too', async () => {
      expect(await rejection(images.resize(bytesSource(heicContainer(640, 480)), 320))).to.be.instanceOf(
        UnsupportedHeicError,
      );
    });
  });

  describe('resize', () => {
    let large: Uint8Array;
    before(async () => {
      large = (await images.normalize(bytesSource(await twoColourJpeg(4000, 3000)))).bytes;
    });

    it('makes the 1920 px full image of a 4000 px photo, keeping the ratio', async () => {
      const metadata = await sharp(await images.resize(bytesSource(large), 1920)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).to.deep.equal(['jpeg', 1920, 1440]);
    });

    it('makes the 1024 px thumbnail of a 4000 px photo', async () => {
      const metadata = await sharp(await images.resize(bytesSource(large), 1024)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).to.deep.equal(['jpeg', 1024, 768]);
    });

    it('never enlarges a smaller image, but still answers a JPEG', async () => {
      const small = await solid(800, 600).png().toBuffer();
      const metadata = await sharp(await images.resize(bytesSource(small), 1920)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).to.deep.equal(['jpeg', 800, 600]);
    });

    it('keeps an image exactly as wide as asked at that width', async () => {
      const metadata = await sharp(
        await images.resize(bytesSource(await solid(1024, 10).jpeg().toBuffer()), 1024),
      ).metadata();
      expect([metadata.width, metadata.height]).to.deep.equal([1024, 10]);
    });

    it('applies the EXIF orientation before measuring the width', async () => {
      const metadata = await sharp(
        await images.resize(bytesSource(await twoColourJpeg(600, 400, { orientation: 6 })), 200),
      ).metadata();
      expect([metadata.width, metadata.height, metadata.orientation]).to.deep.equal([200, 300, undefined]);
    });

    it('rejects a width that is not a positive whole number, and bytes that are not an image', async () => {
      for (const width of [0, -1, 1.5, Number.NaN])
        expect(await rejection(images.resize(bytesSource(large), width))).to.be.instanceOf(RangeError);
      expect(
        await rejection(images.resize(bytesSource(new TextEncoder().encode('texte')), 100)),
      ).to.be.instanceOf(UnsupportedImageError);
    });
  });
});
