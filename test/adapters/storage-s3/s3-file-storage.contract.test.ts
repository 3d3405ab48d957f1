import { expect } from 'chai';
import { S3FileStorage, type S3StorageOptions } from '@immo/storage-s3';
import { fileStorageContract } from '../../contracts/file-storage.contract.js';
import { dropBucket, requireS3 } from '../../support/scratch-s3.js';

describe('S3FileStorage on a real S3 API server', function () {
  this.timeout(30_000);
  let base: S3StorageOptions;
  before(async function () {
    base = await requireS3(this);
  });

  fileStorageContract(async () => {
    const options = { ...base, bucket: `${base.bucket}-${Math.random().toString(36).slice(2, 8)}` };
    const storage = new S3FileStorage(options);
    await storage.ensureBucket();
    return {
      storage,
      close: async () => {
        await dropBucket(storage, options.bucket);
        storage.close();
      },
    };
  });

  describe('beyond the contract', () => {
    let storage: S3FileStorage;
    beforeEach(async () => {
      storage = new S3FileStorage({ ...base, prefix: 'tenant-a' });
      await storage.ensureBucket();
    });
    afterEach(async () => {
      await dropBucket(storage, base.bucket);
      storage.close();
    });

    it('streams a file bigger than one multipart part in and out, chunk by chunk', async () => {
      const partSize = 5 * 1024 * 1024;
      const total = 2 * partSize + 12_345;
      async function* chunks(): AsyncGenerator<Uint8Array> {
        for (let sent = 0; sent < total; sent += 64 * 1024) {
          const chunk = new Uint8Array(Math.min(64 * 1024, total - sent));
          for (let i = 0; i < chunk.length; i += 1) chunk[i] = (sent + i) % 251;
          yield chunk;
        }
      }
      await storage.put('documents/9/big.pdf', chunks(), 'application/pdf');
      const opened = await storage.open('documents/9/big.pdf');
      expect(opened?.size).to.equal(total);
      expect(opened?.contentType).to.equal('application/pdf');
      let position = 0;
      let largestChunk = 0;
      for await (const chunk of opened!.body) {
        largestChunk = Math.max(largestChunk, chunk.length);
        for (let i = 0; i < chunk.length; i += 1) {
          if (chunk[i] !== (position + i) % 251) throw new Error(`byte ${position + i} differs`);
        }
        position += chunk.length;
      }
      expect(position).to.equal(total);
      expect(largestChunk).to.be.below(total);
    });

    it('keeps a deployment’s files under its prefix, invisible to another prefix', async () => {
      await storage.put('photos/1/a.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
      const other = new S3FileStorage({ ...base, prefix: 'tenant-b' });
      expect(await other.get('photos/1/a.jpg')).to.equal(null);
      other.close();
      expect((await storage.get('photos/1/a.jpg'))?.bytes).to.deep.equal(new Uint8Array([1, 2, 3]));
    });

    it('refuses a key that would escape its folder, as the local folder does', async () => {
      let refused: unknown;
      await storage
        .put('../x', new Uint8Array([1]), 'image/jpeg')
        .catch((error: unknown) => (refused = error));
      expect((refused as Error).name).to.equal('InvalidStorageKeyError');
    });

    it('answers null for a key of a bucket that does not exist', async () => {
      const missing = new S3FileStorage({ ...base, bucket: `${base.bucket}-missing` });
      expect(await missing.get('photos/1/a.jpg')).to.equal(null);
      missing.close();
    });
  });
});
