// Which file storage the host opens (the local folder by default, S3 with STORAGE_URL=s3://…), the
// API's photos and documents on a real S3 API server, and `npm run files:to-s3`.
import { readConfig } from '@immo/api';
import { bytesSource, readAllBytes } from '@immo/core';
import { aPdfFile } from '@immo/core/testing';
import { LocalFileStorage } from '@immo/storage';
import { S3FileStorage } from '@immo/storage-s3';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyFilesToStorage } from '../../../hosts/api/src/files-to-s3.js';
import { openFileStorage } from '../../../hosts/api/src/infrastructure.js';
import { startTestApi, type TestApi } from '../../support/api-harness.js';
import { json } from '../../support/http.js';
import { dropBucket, requireS3 } from '../../support/scratch-s3.js';
import type { S3StorageOptions } from '@immo/storage-s3';
import { aSale, imageWidthOf, multipart, realJpeg } from '../../http/media-fixtures.js';

describe('hosts/api: file storage selection', () => {
  it('reads STORAGE_URL, S3_ENDPOINT and the AWS keys; the local folder when STORAGE_URL is absent', () => {
    expect(readConfig({}).s3Storage).to.equal(null);
    expect(
      readConfig({
        STORAGE_URL: 's3://immo-photos/prod',
        S3_ENDPOINT: 'http://127.0.0.1:9300',
        AWS_REGION: 'eu-west-3',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).s3Storage,
    ).to.deep.equal({
      bucket: 'immo-photos',
      prefix: 'prod',
      endpoint: 'http://127.0.0.1:9300',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // Without keys the SDK's own chain (instance role, profile…) applies.
    expect(readConfig({ STORAGE_URL: 's3://immo-photos' }).s3Storage).to.deep.equal({
      bucket: 'immo-photos',
    });
    expect(() => readConfig({ STORAGE_URL: 'ftp://x' })).to.throw(/STORAGE_URL must read s3:\/\/BUCKET/);
    expect(() => readConfig({ STORAGE_URL: 's3://UPPER_case' })).to.throw(/STORAGE_URL/);
  });

  it('opens the local folder under DATA_DIR by default', async () => {
    const opened = await openFileStorage(readConfig({ DATA_DIR: tmpdir() }));
    expect(opened.storage).to.be.instanceOf(LocalFileStorage);
    opened.close();
  });

  describe('on a real S3 API server', function () {
    this.timeout(60_000);
    let s3: S3StorageOptions;
    let env: Record<string, string>;
    before(async function () {
      s3 = await requireS3(this);
      env = {
        STORAGE_URL: `s3://${s3.bucket}`,
        S3_ENDPOINT: s3.endpoint!,
        AWS_ACCESS_KEY_ID: s3.credentials!.accessKeyId,
        AWS_SECRET_ACCESS_KEY: s3.credentials!.secretAccessKey,
      };
    });
    after(async () => {
      if (!s3) return;
      const storage = new S3FileStorage(s3);
      await dropBucket(storage, s3.bucket).catch(() => undefined);
      storage.close();
    });

    async function objectKeys(): Promise<string[]> {
      const storage = new S3FileStorage(s3);
      const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      storage.close();
      return (listed.Contents ?? []).map((object) => object.Key!).filter((key) => !key.endsWith('/'));
    }

    it('creates the bucket and keeps photos, their sizes and documents in it, served back by the API', async () => {
      let t: TestApi | undefined;
      try {
        t = await startTestApi({ env });
        // By name: the host imports the adapter on first use (import()), which under the tests' CommonJS
        // loading is another instance of the module than this file's import.
        expect(t.api.ports.storage.constructor.name).to.equal(S3FileStorage.name);
        const sale = await aSale(t);
        const photo = await json(
          await t.request('negotiator', 'POST', `/v2/sell/photos/upload-single/${sale.id}`, {
            body: multipart({ bytes: await realJpeg(2400, 1600), name: 'salon.jpg', type: 'image/jpeg' }),
          }),
        );
        const thumbnail = await t.request('anonymous', 'GET', `/media/photos/${photo.id}?width=1024`);
        expect(thumbnail.status).to.equal(200);
        expect(await imageWidthOf(await thumbnail.arrayBuffer())).to.equal(1024);

        const document = await t.request('negotiator', 'POST', `/v2/sell/documents/upload/${sale.id}`, {
          body: multipart({ bytes: aPdfFile(), name: 'dpe.pdf', type: 'application/pdf' }, { acces: 'true' }),
        });
        expect(document.status).to.equal(201);
        const download = await t.request('anonymous', 'GET', `/download/media/${(await json(document)).id}`);
        expect(download.status).to.equal(200);
        expect(new Uint8Array(await download.arrayBuffer())).to.deep.equal(aPdfFile());

        const keys = await objectKeys();
        // The original, the thumbnail prepared beside it, and the document.
        expect(keys.filter((key) => key.startsWith(`photos/${sale.id}/`))).to.have.length.greaterThanOrEqual(
          2,
        );
        expect(keys.filter((key) => key.startsWith(`documents/${sale.id}/`))).to.have.length(1);
      } finally {
        await t?.close();
      }
    });

    it('copies an embedded data folder into the bucket with keys and content types (npm run files:to-s3)', async () => {
      const root = mkdtempSync(join(tmpdir(), 'immo-files-'));
      try {
        const local = new LocalFileStorage(root);
        const jpeg = await realJpeg(300, 200);
        await local.put('photos/41/a.jpg', bytesSource(jpeg), 'image/jpeg');
        await local.put('documents/41/titre.pdf', bytesSource(aPdfFile()), 'application/pdf');
        await local.put(
          'buyer-files/7/12/identite.png',
          bytesSource(new Uint8Array([137, 80, 78, 71])),
          'image/png',
        );
        const target = new S3FileStorage({ ...s3, prefix: 'copied' });
        const lines: string[] = [];
        const report = await copyFilesToStorage(root, target, (line) => lines.push(line));
        expect(report).to.deep.equal({ copied: 3, bytes: jpeg.length + aPdfFile().length + 4 });
        const photo = (await target.get('photos/41/a.jpg'))!;
        expect(photo.contentType).to.equal('image/jpeg');
        expect(await readAllBytes(photo)).to.deep.equal(new Uint8Array(jpeg));
        expect((await target.get('documents/41/titre.pdf'))?.contentType).to.equal('application/pdf');
        expect(await readAllBytes((await target.get('buyer-files/7/12/identite.png'))!)).to.deep.equal(
          new Uint8Array([137, 80, 78, 71]),
        );
        target.close();
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });
  });
});
