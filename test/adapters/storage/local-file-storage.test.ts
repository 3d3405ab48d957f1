import { expect } from 'chai';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bytesSource, readAllBytes, type ByteSource } from '@immo/core';
import { DEFAULT_CONTENT_TYPE, InvalidStorageKeyError, LocalFileStorage } from '@immo/storage';

const bytes = (text: string): ByteSource => bytesSource(new TextEncoder().encode(text));

/** What a key holds, read whole: the bytes and their type. */
async function read(storage: LocalFileStorage, key: string) {
  const file = await storage.get(key);
  return file ? { bytes: await readAllBytes(file), contentType: file.contentType } : null;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'immo-storage-'));
    storage = new LocalFileStorage(join(root, 'files'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('gives back the bytes and content type it stored, under nested keys', async () => {
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x01, 0xfe]);
    await storage.put('photos/12/3f2a-1920.jpg', bytesSource(photo), 'image/jpeg');
    expect(await read(storage, 'photos/12/3f2a-1920.jpg')).to.deep.equal({
      bytes: photo,
      contentType: 'image/jpeg',
    });
  });

  it('answers null for a key never stored, and for a key below a file', async () => {
    await storage.put('documents/a.pdf', bytes('%PDF'), 'application/pdf');
    expect(await storage.get('documents/b.pdf')).to.equal(null);
    expect(await storage.get('documents/a.pdf/inside')).to.equal(null);
    expect(await storage.get('never/was/here')).to.equal(null);
  });

  it('replaces a file and its type on a second put, leaving no temporary file', async () => {
    await storage.put('x/file', bytes('first'), 'text/plain');
    await storage.put('x/file', bytes('second'), 'application/pdf');
    expect(await read(storage, 'x/file')).to.deep.equal({
      bytes: new TextEncoder().encode('second'),
      contentType: 'application/pdf',
    });
    expect((await readdir(join(root, 'files', 'x'))).sort()).to.deep.equal(['file', 'file.content-type']);
  });

  it('stores an empty file', async () => {
    await storage.put('empty', bytes(''), 'text/plain; charset=utf-8');
    expect(await read(storage, 'empty')).to.deep.equal({
      bytes: new Uint8Array(0),
      contentType: 'text/plain; charset=utf-8',
    });
  });

  it('deletes, and deleting again or deleting a missing key is fine', async () => {
    await storage.put('photos/1.jpg', bytes('jpeg'), 'image/jpeg');
    await storage.delete('photos/1.jpg');
    expect(await storage.get('photos/1.jpg')).to.equal(null);
    await storage.delete('photos/1.jpg');
    await storage.delete('never/stored');
    expect(await readdir(join(root, 'files', 'photos'))).to.deep.equal([]);
  });

  it('falls back to a generic content type when the type file is missing', async () => {
    await storage.put('legacy.bin', bytes('x'), 'image/png');
    await rm(join(root, 'files', 'legacy.bin.content-type'));
    expect((await storage.get('legacy.bin'))?.contentType).to.equal(DEFAULT_CONTENT_TYPE);
  });

  it('keeps concurrent writes of different keys apart', async () => {
    const keys = Array.from({ length: 20 }, (_, index) => `batch/${index}.txt`);
    await Promise.all(keys.map((key) => storage.put(key, bytes(key), 'text/plain')));
    for (const key of keys) expect(new TextDecoder().decode((await read(storage, key))?.bytes)).to.equal(key);
  });

  describe('streaming', () => {
    const CHUNK = 64 * 1024;
    /** Bytes of the file being written under `folder` (the one temporary file), 0 before it exists. */
    async function bytesOnDisk(folder: string): Promise<number> {
      const names = await readdir(folder).catch(() => [] as string[]);
      const writing = names.find((name) => name.endsWith('.tmp'));
      return writing ? (await stat(join(folder, writing))).size : 0;
    }

    it('pulls the next chunk of a source only once the disk has taken the last one', async function () {
      this.timeout(120_000);
      const folder = join(root, 'files', 'documents', '7');
      const chunkCount = 800; // 50 MB
      let pulled = 0;
      let mostAhead = 0;
      const lazy: ByteSource = {
        size: chunkCount * CHUNK,
        async *chunks() {
          for (let index = 0; index < chunkCount; index += 1) {
            mostAhead = Math.max(mostAhead, pulled * CHUNK - (await bytesOnDisk(folder)));
            pulled += 1;
            yield new Uint8Array(CHUNK).fill(index % 256);
          }
        },
      };
      await storage.put('documents/7/big.pdf', lazy, 'application/pdf');
      expect(pulled).to.equal(chunkCount);
      // Gathering the source first would have run 800 chunks ahead of the disk.
      expect(mostAhead).to.be.at.most(2 * CHUNK);
      expect((await stat(join(folder, 'big.pdf'))).size).to.equal(chunkCount * CHUNK);
    });

    it('reads a stored file back 64 KiB at a time', async () => {
      await storage.put('documents/8/a.pdf', bytesSource(new Uint8Array(1024 * 1024 + 1)), 'application/pdf');
      const sizes: number[] = [];
      for await (const chunk of (await storage.get('documents/8/a.pdf'))!.chunks()) sizes.push(chunk.length);
      expect(sizes.length).to.equal(17);
      expect(Math.max(...sizes)).to.equal(CHUNK);
    });

    it('leaves no temporary file behind a source that breaks off', async () => {
      const breaking: ByteSource = {
        size: 10 * CHUNK,
        async *chunks() {
          yield new Uint8Array(CHUNK);
          yield new Uint8Array(CHUNK);
          throw new Error('the client went away');
        },
      };
      expect(
        ((await rejection(storage.put('x/cut.pdf', breaking, 'application/pdf'))) as Error).message,
      ).to.equal('the client went away');
      expect(await readdir(join(root, 'files', 'x'))).to.deep.equal([]);
    });
  });

  const unsafeKeys = [
    '../outside',
    'photos/../../outside',
    'photos/..',
    '..',
    './photos',
    '/etc/passwd',
    'C:\\Windows\\win.ini',
    'photos\\..\\x',
    '',
    'photos//double',
    'photos/',
    'trailing/',
    'space in name',
    'accentué.jpg',
    'nul\u0000byte',
    'new\nline',
    'x.content-type',
    'x.tmp',
    '%2e%2e/outside',
    'a'.repeat(513),
  ];
  for (const key of unsafeKeys) {
    it(`rejects the key ${JSON.stringify(key.slice(0, 30))} on put, get and delete`, async () => {
      expect(await rejection(storage.put(key, bytes('x'), 'text/plain'))).to.be.instanceOf(
        InvalidStorageKeyError,
      );
      expect(await rejection(storage.get(key))).to.be.instanceOf(InvalidStorageKeyError);
      expect(await rejection(storage.delete(key))).to.be.instanceOf(InvalidStorageKeyError);
    });
  }

  it('never writes outside its root', async () => {
    await writeFile(join(root, 'outside'), 'precious');
    await rejection(storage.put('../outside', bytes('overwritten'), 'text/plain'));
    await rejection(storage.delete('../outside'));
    expect(await readdir(root)).to.deep.equal(['outside']);
  });

  it('accepts keys made of letters, digits, dots, dashes, underscores and slashes', async () => {
    const key = 'Photos_2026/bien-12/IMG_0001.v2.jpeg';
    await storage.put(key, bytes('ok'), 'image/jpeg');
    expect((await storage.get(key))?.contentType).to.equal('image/jpeg');
  });

  it('rejects a content type that could not be a MIME type', async () => {
    expect(await rejection(storage.put('a', bytes('x'), 'text/plain\r\nX-Evil: 1'))).to.be.instanceOf(Error);
    expect(await rejection(storage.put('a', bytes('x'), ''))).to.be.instanceOf(Error);
    expect(await storage.get('a')).to.equal(null);
  });
});
