import { expect } from 'chai';
import {
  ByteSourceSizeError,
  bytesSource,
  exactChunks,
  isByteSource,
  isValidRange,
  readAllBytes,
  readHead,
  type ByteSource,
} from '../../../core/src/shared/byte-source.js';
import { rejectionOf } from '../../support/rejection.js';

const counting = (size: number): Uint8Array => Uint8Array.from({ length: size }, (_, index) => index % 256);

describe('ByteSource', () => {
  it('gives bytes in memory 64 KiB at a time, without copying them', async () => {
    const bytes = counting(200 * 1024);
    const chunks: Uint8Array[] = [];
    for await (const chunk of bytesSource(bytes).chunks()) chunks.push(chunk);
    expect(chunks.map((chunk) => chunk.length)).to.deep.equal([65536, 65536, 65536, 8192]);
    expect(chunks[1]!.buffer).to.equal(bytes.buffer);
  });

  it('reads a range, both ends included, as HTTP counts them', async () => {
    const source = bytesSource(counting(100_000));
    expect([...(await readAllBytes(source, { start: 70_000, end: 70_003 }))]).to.deep.equal([
      70_000 % 256,
      70_001 % 256,
      70_002 % 256,
      70_003 % 256,
    ]);
    expect((await readAllBytes(source, { start: 1000, end: 99_999 })).length).to.equal(99_000);
  });

  it('tells a valid range of a source from one outside it', () => {
    expect(isValidRange({ start: 0, end: 9 }, 10)).to.equal(true);
    expect(isValidRange({ start: 9, end: 9 }, 10)).to.equal(true);
    expect(isValidRange({ start: 0, end: 10 }, 10)).to.equal(false);
    expect(isValidRange({ start: 5, end: 4 }, 10)).to.equal(false);
    expect(isValidRange({ start: -1, end: 4 }, 10)).to.equal(false);
    expect(isValidRange({ start: 0, end: 0 }, 0)).to.equal(false);
  });

  it('reads the first bytes only, fewer when the source is shorter', async () => {
    expect([...(await readHead(bytesSource(counting(10)), 4))]).to.deep.equal([0, 1, 2, 3]);
    expect([...(await readHead(bytesSource(counting(3)), 8))]).to.deep.equal([0, 1, 2]);
    expect([...(await readHead(bytesSource(new Uint8Array(0)), 8))]).to.deep.equal([]);
  });

  it('fails a read as soon as a source gives more than its size, and when it gives less', async () => {
    const lying = (size: number, given: number): ByteSource => ({
      size,
      chunks: () => bytesSource(counting(given)).chunks(),
    });
    const more = await rejectionOf(readAllBytes(lying(10, 11)));
    expect(more).to.be.instanceOf(ByteSourceSizeError);
    expect(more).to.deep.include({ expected: 10, actual: 11 });
    const fewer = await rejectionOf(readAllBytes(lying(10, 9)));
    expect(fewer).to.deep.include({ expected: 10, actual: 9 });

    let pulled = 0;
    const endless: ByteSource = {
      size: 1,
      async *chunks() {
        for (;;) {
          pulled += 1;
          yield new Uint8Array(1);
        }
      },
    };
    expect(await rejectionOf(readAllBytes(endless))).to.be.instanceOf(ByteSourceSizeError);
    expect(pulled).to.equal(2);
    expect(
      await rejectionOf(
        (async () => {
          for await (const chunk of exactChunks(lying(3, 4))) void chunk;
        })(),
      ),
    ).to.be.instanceOf(ByteSourceSizeError);
  });

  it('recognises a source by its size and chunks', () => {
    expect(isByteSource(bytesSource(new Uint8Array(1)))).to.equal(true);
    expect(isByteSource(new Uint8Array(1))).to.equal(false);
    expect(isByteSource({ size: -1, chunks: () => [] })).to.equal(false);
    expect(isByteSource({ size: 1.5, chunks: () => [] })).to.equal(false);
    expect(isByteSource('bytes')).to.equal(false);
    expect(isByteSource(null)).to.equal(false);
  });
});
