import { expect } from 'chai';
import { bytesSource, readAllBytes } from '../../../../core/src/shared/byte-source.js';
import { aJpegImage, readSources } from '../../../../core/src/testing/index.js';
import {
  GetPhotoImage,
  photoRenditionKey,
} from '../../../../core/src/use-cases/get-photo-image/get-photo-image.js';
import { photoScene, withPhotos, type PhotoScene } from './photo-fixtures.js';

describe('GetPhotoImage (§7 image widths)', () => {
  let scene: PhotoScene;
  let useCase: GetPhotoImage;

  beforeEach(async () => {
    scene = await photoScene();
    useCase = new GetPhotoImage(scene.kit);
  });

  it('derives the rendition key beside the original', () => {
    expect(photoRenditionKey('photos/12/abc.jpg', 1024)).to.equal('photos/12/abc.w1024.jpg');
    expect(photoRenditionKey('photos/12/abc', 1920)).to.equal('photos/12/abc.w1920.jpg');
  });

  it('resizes the original to 1920 by default and keeps the rendition', async () => {
    const [photo] = await withPhotos(scene, 1);
    const result = await useCase.execute({ photoId: photo!.id });
    expect(result.ok && (await readSources(result.value))).to.deep.equal({
      image: new Uint8Array([0]),
      contentType: 'image/jpeg',
      width: 1920,
      version: photoRenditionKey(photo!.storageKey, 1920),
    });
    expect(scene.kit.images.resizedTo).to.deep.equal([1920]);
    expect(scene.kit.storage.contentOf(photoRenditionKey(photo!.storageKey, 1920))).to.deep.equal({
      bytes: new Uint8Array([0]),
      contentType: 'image/jpeg',
    });
  });

  it('serves the kept rendition without resizing again', async () => {
    const [photo] = await withPhotos(scene, 1);
    await useCase.execute({ photoId: photo!.id, width: 1024 });
    const again = await useCase.execute({ photoId: photo!.id, width: 1024 });
    expect(again.ok).to.equal(true);
    expect(scene.kit.images.resizedTo).to.deep.equal([1024]);
  });

  it('keeps one rendition per width', async () => {
    const [photo] = await withPhotos(scene, 1);
    await useCase.execute({ photoId: photo!.id, width: 1024 });
    await useCase.execute({ photoId: photo!.id, width: 1920 });
    expect(scene.kit.images.resizedTo).to.deep.equal([1024, 1920]);
    expect(scene.kit.storage.keys()).to.include.members([
      photoRenditionKey(photo!.storageKey, 1024),
      photoRenditionKey(photo!.storageKey, 1920),
    ]);
  });

  it('refuses any other width', async () => {
    const [photo] = await withPhotos(scene, 1);
    for (const width of [800, 0, '1920', 1920.5, null]) {
      expect(await useCase.execute({ photoId: photo!.id, width })).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field: 'width' },
      });
    }
    expect(scene.kit.images.resizedTo).to.deep.equal([]);
  });

  it('answers not_found for an unknown photo or a missing original', async () => {
    const notFound = { ok: false, error: { code: 'not_found', field: 'photoId' } };
    expect(await useCase.execute({ photoId: 999 })).to.deep.equal(notFound);
    const [photo] = await withPhotos(scene, 1);
    await scene.kit.storage.delete(photo!.storageKey);
    expect(await useCase.execute({ photoId: photo!.id })).to.deep.equal(notFound);
  });

  it('refuses a malformed id', async () => {
    expect(await useCase.execute({ photoId: '1' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'photoId' },
    });
  });

  it('still serves the image when keeping the rendition fails, and reports it', async () => {
    const [photo] = await withPhotos(scene, 1);
    await scene.kit.storage.put(photo!.storageKey, bytesSource(aJpegImage()), 'image/jpeg');
    scene.kit.storage.put = () => Promise.reject(new Error('disk full'));
    const result = await useCase.execute({ photoId: photo!.id, width: 1024 });
    expect(result.ok && (await readAllBytes(result.value.image))).to.deep.equal(aJpegImage());
    expect(scene.kit.errors.reported).to.have.length(1);
  });
});
