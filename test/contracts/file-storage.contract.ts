import { expect } from 'chai';
import type { FileStorage } from '../../core/src/ports/services.port.js';
import { aJpegImage, aPdfFile } from '../../core/src/testing/index.js';

export interface StorageUnderTest {
  storage: FileStorage;
  close(): Promise<void>;
}

export function fileStorageContract(makeStorage: () => Promise<StorageUnderTest>): void {
  describe('FileStorage', () => {
    let subject: StorageUnderTest;
    beforeEach(async () => {
      subject = await makeStorage();
    });
    afterEach(async () => {
      await subject.close();
    });

    it('gives back the bytes and content type put under a key', async () => {
      const jpeg = aJpegImage(1024, 768);
      await subject.storage.put('photos/12/abc.jpg', jpeg, 'image/jpeg');
      const stored = await subject.storage.get('photos/12/abc.jpg');
      expect(stored?.contentType).to.equal('image/jpeg');
      expect([...(stored?.bytes ?? [])]).to.deep.equal([...jpeg]);
    });

    it('answers null for an unknown key', async () => {
      expect(await subject.storage.get('photos/none.jpg')).to.equal(null);
    });

    it('replaces what was under a key', async () => {
      await subject.storage.put('documents/1/dpe.pdf', aJpegImage(), 'image/jpeg');
      await subject.storage.put('documents/1/dpe.pdf', aPdfFile(), 'application/pdf');
      const stored = await subject.storage.get('documents/1/dpe.pdf');
      expect(stored?.contentType).to.equal('application/pdf');
      expect([...(stored?.bytes ?? [])]).to.deep.equal([...aPdfFile()]);
    });

    it('keeps an empty file', async () => {
      await subject.storage.put('empty.bin', new Uint8Array(0), 'application/octet-stream');
      expect((await subject.storage.get('empty.bin'))?.bytes.length).to.equal(0);
    });

    it('deletes one key and tolerates deleting an unknown key', async () => {
      await subject.storage.put('a.pdf', aPdfFile(), 'application/pdf');
      await subject.storage.put('b.pdf', aPdfFile(), 'application/pdf');
      await subject.storage.delete('a.pdf');
      await subject.storage.delete('never-stored.pdf');
      expect(await subject.storage.get('a.pdf')).to.equal(null);
      expect(await subject.storage.get('b.pdf')).to.not.equal(null);
    });

    it('is not changed by later changes to the caller’s buffers', async () => {
      const bytes = aPdfFile();
      await subject.storage.put('c.pdf', bytes, 'application/pdf');
      bytes[0] = 0;
      const first = await subject.storage.get('c.pdf');
      first!.bytes[1] = 0;
      expect([...((await subject.storage.get('c.pdf'))?.bytes ?? [])]).to.deep.equal([...aPdfFile()]);
    });
  });
}
