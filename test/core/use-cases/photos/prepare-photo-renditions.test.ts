import { expect } from 'chai';
import {
  GetPhotoImage,
  photoRenditionKey,
} from '../../../../core/src/use-cases/get-photo-image/get-photo-image.js';
import { PreparePhotoRenditions } from '../../../../core/src/use-cases/prepare-photo-renditions/prepare-photo-renditions.js';
import { photoScene, withPhotos, type PhotoScene } from './photo-fixtures.js';

describe('PreparePhotoRenditions (after an upload, off the request path)', () => {
  let scene: PhotoScene;
  let useCase: PreparePhotoRenditions;

  beforeEach(async () => {
    scene = await photoScene();
    useCase = new PreparePhotoRenditions(scene.kit);
  });

  const keysOf = (storageKey: string) => [
    photoRenditionKey(storageKey, 1024),
    photoRenditionKey(storageKey, 1920),
  ];

  it('makes the thumbnail, then the full image, and keeps both', async () => {
    const [photo] = await withPhotos(scene, 1);
    expect(await useCase.execute({ photoId: photo!.id })).to.deep.equal({
      ok: true,
      value: { ready: [1024, 1920] },
    });
    expect(scene.kit.images.resizedTo).to.deep.equal([1024, 1920]);
    expect(scene.kit.storage.keys()).to.include.members(keysOf(photo!.storageKey));
  });

  it('makes only the missing renditions, and GetPhotoImage then serves them as kept', async () => {
    const [photo] = await withPhotos(scene, 1);
    const getImage = new GetPhotoImage(scene.kit);
    await getImage.execute({ photoId: photo!.id, width: 1024 });
    expect((await useCase.execute({ photoId: photo!.id })).ok).to.equal(true);
    expect(scene.kit.images.resizedTo).to.deep.equal([1024, 1920]);

    await useCase.execute({ photoId: photo!.id });
    await getImage.execute({ photoId: photo!.id, width: 1024 });
    await getImage.execute({ photoId: photo!.id, width: 1920 });
    expect(scene.kit.images.resizedTo).to.deep.equal([1024, 1920]);
  });

  it('does nothing, without error, for a photo deleted before its turn', async () => {
    const [photo] = await withPhotos(scene, 1);
    await scene.kit.repos.photos.delete(photo!.id);
    expect(await useCase.execute({ photoId: photo!.id })).to.deep.equal({ ok: true, value: { ready: [] } });
    expect(await useCase.execute({ photoId: 999 })).to.deep.equal({ ok: true, value: { ready: [] } });
    expect(scene.kit.images.resizedTo).to.deep.equal([]);
    expect(scene.kit.errors.reported).to.deep.equal([]);
  });

  it('does nothing, without error, when the original is gone', async () => {
    const [photo] = await withPhotos(scene, 1);
    await scene.kit.storage.delete(photo!.storageKey);
    expect(await useCase.execute({ photoId: photo!.id })).to.deep.equal({ ok: true, value: { ready: [] } });
    expect(scene.kit.storage.keys()).to.deep.equal([]);
    expect(scene.kit.errors.reported).to.deep.equal([]);
  });

  it('leaves no rendition behind a photo deleted while it was being resized', async () => {
    const [photo] = await withPhotos(scene, 1);
    const resize = scene.kit.images.resize.bind(scene.kit.images);
    scene.kit.images.resize = async (bytes, width) => {
      // As DeletePhoto would: the record, the original and the renditions kept so far.
      await scene.kit.repos.photos.delete(photo!.id);
      await scene.kit.storage.delete(photo!.storageKey);
      return resize(bytes, width);
    };
    expect(await useCase.execute({ photoId: photo!.id })).to.deep.equal({ ok: true, value: { ready: [] } });
    expect(scene.kit.images.resizedTo).to.deep.equal([1024]);
    expect(scene.kit.storage.keys()).to.deep.equal([]);
    expect(scene.kit.errors.reported).to.deep.equal([]);
  });

  it('reports a rendition it cannot keep and still tries the next one', async () => {
    const [photo] = await withPhotos(scene, 1);
    const put = scene.kit.storage.put.bind(scene.kit.storage);
    scene.kit.storage.put = (key, bytes, contentType) =>
      key.endsWith('.w1024.jpg') ? Promise.reject(new Error('disk full')) : put(key, bytes, contentType);
    expect(await useCase.execute({ photoId: photo!.id })).to.deep.equal({
      ok: true,
      value: { ready: [1920] },
    });
    expect(scene.kit.errors.reported.map((r) => r.context)).to.deep.equal([
      { useCase: 'PreparePhotoRenditions', photoId: photo!.id, width: 1024 },
    ]);
  });
});
