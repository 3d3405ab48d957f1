import { bytesSource } from '../../../core/src/shared/byte-source.js';
import { expect } from 'chai';
import {
  aHeicImage,
  aJpegImage,
  aPdfFile,
  aPngImage,
  InMemoryImageProcessor,
  sniffImage,
} from '../../../core/src/testing/index.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('sniffImage', () => {
  it('reads a PNG size from its IHDR chunk', () => {
    expect(sniffImage(aPngImage(1920, 1280))).to.deep.equal({ format: 'png', width: 1920, height: 1280 });
    expect(sniffImage(aPngImage(70000, 1))).to.deep.equal({ format: 'png', width: 70000, height: 1 });
  });

  it('says 0×0 for a PNG cut before its IHDR chunk', () => {
    expect(sniffImage(aPngImage().subarray(0, 20))).to.deep.equal({ format: 'png', width: 0, height: 0 });
  });

  it('reads a JPEG size from its start-of-frame header, after other segments', () => {
    expect(sniffImage(aJpegImage(1024, 768))).to.deep.equal({ format: 'jpeg', width: 1024, height: 768 });
  });

  it('reads a progressive JPEG (SOF2) and skips the DHT segment that shares the SOF range', () => {
    const jpeg = bytes(
      0xff,
      0xd8,
      0xff,
      0xc4,
      0,
      4,
      0,
      0, // DHT: C4 is not a frame header
      0xff,
      0xff, // fill byte
      0xff,
      0xc2,
      0,
      11,
      8,
      0x02,
      0x58,
      0x03,
      0x20,
      1,
      1,
      0x11,
      0,
      0xff,
      0xd9,
    );
    expect(sniffImage(jpeg)).to.deep.equal({ format: 'jpeg', width: 800, height: 600 });
  });

  it('says 0×0 for a JPEG whose image data starts before any frame header', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9))).to.deep.equal({
      format: 'jpeg',
      width: 0,
      height: 0,
    });
  });

  it('recognises HEIC by the major or a compatible ftyp brand', () => {
    expect(sniffImage(aHeicImage())).to.deep.equal({ format: 'heic', width: 0, height: 0 });
    const compatibleOnly = bytes(0, 0, 0, 24, ...ascii('ftypmp42'), 0, 0, 0, 0, ...ascii('isomheix'));
    expect(sniffImage(compatibleOnly)?.format).to.equal('heic');
  });

  it('refuses other content: PDF, MP4, GIF, empty, a lone JPEG prefix byte', () => {
    const mp4 = bytes(0, 0, 0, 20, ...ascii('ftypisom'), 0, 0, 0, 0, ...ascii('mp41'));
    for (const candidate of [aPdfFile(), mp4, bytes(...ascii('GIF89a')), bytes(), bytes(0xff, 0xd8)])
      expect(sniffImage(candidate)).to.equal(null);
  });
});

describe('InMemoryImageProcessor', () => {
  it('inspects by content', async () => {
    expect(await new InMemoryImageProcessor().inspect(bytesSource(aPngImage(640, 480)))).to.deep.equal({
      format: 'png',
      width: 640,
      height: 480,
    });
  });

  it('normalizes to a JPEG of the same size, same bytes', async () => {
    const png = aPngImage(640, 480);
    const result = await new InMemoryImageProcessor().normalize(bytesSource(png));
    expect(result.info).to.deep.equal({ format: 'jpeg', width: 640, height: 480 });
    expect([...result.bytes]).to.deep.equal([...png]);
    expect(result.bytes).to.not.equal(png);
  });

  it('refuses to normalize what is not an image', async () => {
    const outcome = await new InMemoryImageProcessor().normalize(bytesSource(aPdfFile())).then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    expect(outcome).to.equal('Not a PNG, JPEG or HEIC image');
  });

  it('does not really resize: same bytes back, the widths asked recorded', async () => {
    const images = new InMemoryImageProcessor();
    const jpeg = aJpegImage(4000, 3000);
    const full = await images.resize(bytesSource(jpeg), 1920);
    await images.resize(bytesSource(jpeg), 1024);
    expect([...full]).to.deep.equal([...jpeg]);
    expect(images.resizedTo).to.deep.equal([1920, 1024]);
  });
});
