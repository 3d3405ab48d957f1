import { expect } from 'chai';
import { bytesSource, readAllBytes } from '@immo/core';
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

    it('keeps a deployment’s files under its prefix, invisible to another prefix', async () => {
      await storage.put('photos/1/a.jpg', bytesSource(new Uint8Array([1, 2, 3])), 'image/jpeg');
      const other = new S3FileStorage({ ...base, prefix: 'tenant-b' });
      expect(await other.get('photos/1/a.jpg')).to.equal(null);
      other.close();
      expect(await readAllBytes((await storage.get('photos/1/a.jpg'))!)).to.deep.equal(
        new Uint8Array([1, 2, 3]),
      );
    });

    it('refuses a key that would escape its folder, as the local folder does', async () => {
      let refused: unknown;
      await storage
        .put('../x', bytesSource(new Uint8Array([1])), 'image/jpeg')
        .catch((error: unknown) => (refused = error));
      expect((refused as Error).name).to.equal('InvalidStorageKeyError');
    });

    it('fails a read of an object replaced since it was found, rather than mix two files', async () => {
      await storage.put('documents/2/a.pdf', bytesSource(new Uint8Array(100).fill(1)), 'application/pdf');
      const found = (await storage.get('documents/2/a.pdf'))!;
      await storage.put('documents/2/a.pdf', bytesSource(new Uint8Array(100).fill(2)), 'application/pdf');
      let refused: unknown;
      await readAllBytes(found).catch((error: unknown) => (refused = error));
      expect((refused as Error).name).to.equal('PreconditionFailed');
    });

    it('answers null for a key of a bucket that does not exist', async () => {
      const missing = new S3FileStorage({ ...base, bucket: `${base.bucket}-missing` });
      expect(await missing.get('photos/1/a.jpg')).to.equal(null);
      missing.close();
    });
  });
});
