import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import {
  ReorderPhotos,
  type ReorderPhotosInput,
} from '../../../../core/src/use-cases/reorder-photos/reorder-photos.js';
import { photoScene, positionsOf, withPhotos, type PhotoScene } from './photo-fixtures.js';

describe('ReorderPhotos', () => {
  let scene: PhotoScene;
  let useCase: ReorderPhotos;
  const input = (overrides: Partial<ReorderPhotosInput> = {}): ReorderPhotosInput => ({
    viewer: scene.negotiator,
    bienId: scene.property.id,
    imageIds: [3, 1, 2],
    ...overrides,
  });

  beforeEach(async () => {
    scene = await photoScene();
    useCase = new ReorderPhotos(scene.kit);
    await withPhotos(scene, 3);
  });

  it('sets the positions in the order of imageIds', async () => {
    expect(await useCase.execute(input())).to.deep.equal({ ok: true, value: { imageIds: [3, 1, 2] } });
    expect(await positionsOf(scene)).to.deep.equal([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(scene.kit.events.events).to.deep.equal([{ type: 'PhotosChanged', propertyId: scene.property.id }]);
  });

  it('lets an administrator reorder', async () => {
    expect((await useCase.execute(input({ viewer: scene.admin }))).ok).to.equal(true);
  });

  it('keeps a photo the editor no longer lists (its delete failed) after the ones it orders', async () => {
    expect((await useCase.execute(input({ imageIds: [3, 1] }))).ok).to.equal(true);
    expect(await positionsOf(scene)).to.deep.equal([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
  });

  it('refuses repeated ids and ids that are not photos of the property', async () => {
    const mismatch = { ok: false, error: { code: 'photos_reorder_mismatch', field: 'imageIds' } };
    expect(await useCase.execute(input({ imageIds: [3, 3, 1] }))).to.deep.equal(mismatch);
    expect(await useCase.execute(input({ imageIds: [3, 1, 2, 4] }))).to.deep.equal(mismatch);
    expect(await positionsOf(scene)).to.deep.equal([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
    expect(scene.kit.events.events).to.deep.equal([]);
  });

  it('refuses a photo of another property', async () => {
    const other = await scene.kit.repos.properties.add({ ...scene.property, reference: 'AUTRE-1' });
    const foreign = await scene.kit.repos.photos.add({
      ...(await scene.kit.repos.photos.findById(1))!,
      propertyId: other.id,
    });
    expect(await useCase.execute(input({ imageIds: [foreign.id, 1, 2] }))).to.deep.equal({
      ok: false,
      error: { code: 'photos_reorder_mismatch', field: 'imageIds' },
    });
  });

  it('refuses malformed ids', async () => {
    const invalid = { ok: false, error: { code: 'invalid_input', field: 'imageIds' } };
    expect(await useCase.execute(input({ imageIds: '3,1,2' }))).to.deep.equal(invalid);
    expect(await useCase.execute(input({ imageIds: [3, '1', 2] }))).to.deep.equal(invalid);
    expect(await useCase.execute(input({ bienId: -1 }))).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'bienId' },
    });
  });

  it('checks who asks', async () => {
    expect(await useCase.execute(input({ viewer: ANONYMOUS }))).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await useCase.execute(input({ viewer: scene.buyer }))).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await useCase.execute(input({ viewer: scene.otherNegotiator }))).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
  });

  it('answers not_found for an unknown property', async () => {
    expect(await useCase.execute(input({ bienId: 999 }))).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'bienId' },
    });
  });
});
