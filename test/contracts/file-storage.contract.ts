import { expect } from 'chai';
import { createHash } from 'node:crypto';
import type { FileStorage } from '../../core/src/ports/services.port.js';
import { bytesSource, readAllBytes, type ByteSource } from '../../core/src/shared/byte-source.js';
import { aJpegImage, aPdfFile } from '../../core/src/testing/index.js';
import { rejectionOf } from '../support/rejection.js';

export interface StorageUnderTest {
  storage: FileStorage;
  close(): Promise<void>;
}

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/**
 * `size` bytes made as they are read, 64 KiB at a time, each chunk stamped with its index so that
 * a chunk lost, repeated or moved changes the hash; `breakAfter` bytes given, the read fails.
 */
export function generatedSource(size: number, breakAfter = Infinity): ByteSource {
  return {
    size,
    async *chunks() {
      for (let at = 0, index = 0; at < size; at += CHUNK, index += 1) {
        if (at >= breakAfter) throw new Error('the client went away');
        const chunk = new Uint8Array(Math.min(CHUNK, size - at)).fill(index % 251);
        new DataView(chunk.buffer).setUint32(0, index);
        yield chunk;
      }
    },
  };
}

async function sha256Of(
  chunks: AsyncIterable<Uint8Array>,
): Promise<{ hash: string; bytes: number; largest: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  let largest = 0;
  for await (const chunk of chunks) {
    hash.update(chunk);
    bytes += chunk.length;
    largest = Math.max(largest, chunk.length);
  }
  return { hash: hash.digest('hex'), bytes, largest };
}

const contentOf = async (storage: FileStorage, key: string): Promise<number[] | null> => {
  const file = await storage.get(key);
  return file ? [...(await readAllBytes(file))] : null;
};

export function fileStorageContract(makeStorage: () => Promise<StorageUnderTest>): void {
  describe('FileStorage', () => {
    let subject: StorageUnderTest;
    beforeEach(async () => {
      subject = await makeStorage();
    });
    afterEach(async () => {
      await subject.close();
    });

    it('gives back the bytes, size and content type put under a key', async () => {
      const jpeg = aJpegImage(1024, 768);
      await subject.storage.put('photos/12/abc.jpg', bytesSource(jpeg), 'image/jpeg');
      const stored = await subject.storage.get('photos/12/abc.jpg');
      expect(stored?.contentType).to.equal('image/jpeg');
      expect(stored?.size).to.equal(jpeg.length);
      expect([...(await readAllBytes(stored!))]).to.deep.equal([...jpeg]);
    });

    it('answers null for an unknown key', async () => {
      expect(await subject.storage.get('photos/none.jpg')).to.equal(null);
    });

    it('replaces what was under a key', async () => {
      await subject.storage.put('documents/1/dpe.pdf', bytesSource(aJpegImage()), 'image/jpeg');
      await subject.storage.put('documents/1/dpe.pdf', bytesSource(aPdfFile()), 'application/pdf');
      expect((await subject.storage.get('documents/1/dpe.pdf'))?.contentType).to.equal('application/pdf');
      expect(await contentOf(subject.storage, 'documents/1/dpe.pdf')).to.deep.equal([...aPdfFile()]);
    });

    it('keeps an empty file', async () => {
      await subject.storage.put('empty.bin', bytesSource(new Uint8Array(0)), 'application/octet-stream');
      const stored = await subject.storage.get('empty.bin');
      expect(stored?.size).to.equal(0);
      expect(await contentOf(subject.storage, 'empty.bin')).to.deep.equal([]);
    });

    it('deletes one key and tolerates deleting an unknown key', async () => {
      await subject.storage.put('a.pdf', bytesSource(aPdfFile()), 'application/pdf');
      await subject.storage.put('b.pdf', bytesSource(aPdfFile()), 'application/pdf');
      await subject.storage.delete('a.pdf');
      await subject.storage.delete('never-stored.pdf');
      expect(await subject.storage.get('a.pdf')).to.equal(null);
      expect(await subject.storage.get('b.pdf')).to.not.equal(null);
    });

    it('is not changed by later changes to the caller’s buffers', async () => {
      const bytes = aPdfFile();
      await subject.storage.put('c.pdf', bytesSource(bytes), 'application/pdf');
      bytes[0] = 0;
      for await (const chunk of (await subject.storage.get('c.pdf'))!.chunks()) chunk.fill(0);
      expect(await contentOf(subject.storage, 'c.pdf')).to.deep.equal([...aPdfFile()]);
    });

    it('reads a stored file again from the start, and a range of it', async () => {
      const pdf = aPdfFile();
      await subject.storage.put('d.pdf', bytesSource(pdf), 'application/pdf');
      const stored = (await subject.storage.get('d.pdf'))!;
      expect([...(await readAllBytes(stored))]).to.deep.equal([...pdf]);
      expect([...(await readAllBytes(stored))]).to.deep.equal([...pdf]);
      expect([...(await readAllBytes(stored, { start: 1, end: 4 }))]).to.deep.equal([...pdf.subarray(1, 5)]);
    });

    it('takes 50 MB a chunk at a time and gives them back chunk by chunk, the same hash', async function () {
      this.timeout(180_000);
      const size = 50 * MB + 12_345;
      const sent = await sha256Of(generatedSource(size).chunks());
      await subject.storage.put('documents/9/big.pdf', generatedSource(size), 'application/pdf');
      const stored = (await subject.storage.get('documents/9/big.pdf'))!;
      expect(stored.size).to.equal(size);
      const read = await sha256Of(stored.chunks());
      expect(read.bytes).to.equal(size);
      expect(read.hash).to.equal(sent.hash);
      // Given as it is read, not as one buffer.
      expect(read.largest).to.be.at.most(8 * MB);
    });

    it('keeps nothing of a put whose source breaks off, and the former file stays whole', async function () {
      this.timeout(60_000);
      const broken = await rejectionOf(
        subject.storage.put('documents/9/cut.pdf', generatedSource(12 * MB, 7 * MB), 'application/pdf'),
      );
      expect((broken as Error).message).to.equal('the client went away');
      expect(await subject.storage.get('documents/9/cut.pdf')).to.equal(null);

      await subject.storage.put('documents/9/kept.pdf', bytesSource(aPdfFile()), 'application/pdf');
      await rejectionOf(
        subject.storage.put('documents/9/kept.pdf', generatedSource(2 * MB, MB), 'image/jpeg'),
      );
      const kept = await subject.storage.get('documents/9/kept.pdf');
      expect(kept?.contentType).to.equal('application/pdf');
      expect(await contentOf(subject.storage, 'documents/9/kept.pdf')).to.deep.equal([...aPdfFile()]);
    });

    it('refuses a source that gives more or fewer bytes than its size, keeping nothing', async () => {
      const liar = (size: number, given: number): ByteSource => ({
        size,
        chunks: () => bytesSource(new Uint8Array(given).fill(7)).chunks(),
      });
      for (const [size, given] of [
        [10, 11],
        [10, 9],
      ] as const) {
        const error = await rejectionOf(
          subject.storage.put(`e-${given}.bin`, liar(size, given), 'image/jpeg'),
        );
        expect((error as Error).name, `${given} for ${size}`).to.equal('ByteSourceSizeError');
        expect(await subject.storage.get(`e-${given}.bin`)).to.equal(null);
      }
    });
  });
}
