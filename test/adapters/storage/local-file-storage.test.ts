import { expect } from 'chai';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONTENT_TYPE, InvalidStorageKeyError, LocalFileStorage } from '@immo/storage';

const bytes = (text: string) => new TextEncoder().encode(text);

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
    await storage.put('photos/12/3f2a-1920.jpg', photo, 'image/jpeg');
    expect(await storage.get('photos/12/3f2a-1920.jpg')).to.deep.equal({
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
    expect(await storage.get('x/file')).to.deep.equal({
      bytes: bytes('second'),
      contentType: 'application/pdf',
    });
    expect((await readdir(join(root, 'files', 'x'))).sort()).to.deep.equal(['file', 'file.content-type']);
  });

  it('stores an empty file', async () => {
    await storage.put('empty', new Uint8Array(0), 'text/plain; charset=utf-8');
    expect(await storage.get('empty')).to.deep.equal({
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
    for (const key of keys) expect(new TextDecoder().decode((await storage.get(key))?.bytes)).to.equal(key);
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
