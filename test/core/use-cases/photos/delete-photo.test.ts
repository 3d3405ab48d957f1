import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { DeletePhoto } from '../../../../core/src/use-cases/delete-photo/delete-photo.js';
import { photoScene, positionsOf, withPhotos, type PhotoScene } from './photo-fixtures.js';

describe('DeletePhoto', () => {
  let scene: PhotoScene;
  let useCase: DeletePhoto;

  beforeEach(async () => {
    scene = await photoScene();
    useCase = new DeletePhoto(scene.kit);
    await withPhotos(scene, 3);
  });

  it('removes the record and the file, and closes the gap in positions', async () => {
    const key = (await scene.kit.repos.photos.findById(1))!.storageKey;
    expect(await useCase.execute({ viewer: scene.negotiator, photoId: 1 })).to.deep.equal({
      ok: true,
      value: { id: 1 },
    });
    expect(await scene.kit.repos.photos.findById(1)).to.equal(null);
    expect(scene.kit.storage.has(key)).to.equal(false);
    expect(await positionsOf(scene)).to.deep.equal([
      [2, 0],
      [3, 1],
    ]);
    expect(scene.kit.events.events).to.deep.equal([{ type: 'PhotosChanged', propertyId: scene.property.id }]);
  });

  it('lets an administrator delete', async () => {
    expect((await useCase.execute({ viewer: scene.admin, photoId: 3 })).ok).to.equal(true);
    expect(await positionsOf(scene)).to.deep.equal([
      [1, 0],
      [2, 1],
    ]);
  });

  it('answers not_found for an unknown photo and invalid_input for a bad id', async () => {
    expect(await useCase.execute({ viewer: scene.negotiator, photoId: 99 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'photoId' },
    });
    expect(await useCase.execute({ viewer: scene.negotiator, photoId: 1.5 })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'photoId' },
    });
  });

  it('checks who asks and keeps the photo when refused', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS, photoId: 1 })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await useCase.execute({ viewer: scene.buyer, photoId: 1 })).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await useCase.execute({ viewer: scene.otherNegotiator, photoId: 1 })).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await scene.kit.repos.photos.findById(1)).to.not.equal(null);
    expect(scene.kit.storage.keys()).to.have.length(3);
  });
});
