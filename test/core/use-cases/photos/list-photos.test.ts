import { expect } from 'chai';
import { ListPhotos } from '../../../../core/src/use-cases/list-photos/list-photos.js';
import { photoScene, withPhotos } from './photo-fixtures.js';

describe('ListPhotos', () => {
  it('lists the photos of a property by position, main image first', async () => {
    const scene = await photoScene();
    const [first, second] = await withPhotos(scene, 2);
    await scene.kit.repos.photos.update({ ...first!, position: 1 });
    await scene.kit.repos.photos.update({ ...second!, position: 0 });
    const result = await new ListPhotos(scene.kit).execute({ bienId: scene.property.id });
    expect(result.ok && result.value.map((p) => [p.id, p.position, p.url, p.legend])).to.deep.equal([
      [2, 0, '/media/photos/2', 'p1'],
      [1, 1, '/media/photos/1', 'p0'],
    ]);
  });

  it('answers an empty list for a property without photos', async () => {
    const scene = await photoScene();
    expect(await new ListPhotos(scene.kit).execute({ bienId: scene.property.id })).to.deep.equal({
      ok: true,
      value: [],
    });
  });

  it('answers not_found for an unknown property and invalid_input for a bad id', async () => {
    const scene = await photoScene();
    const useCase = new ListPhotos(scene.kit);
    expect(await useCase.execute({ bienId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'bienId' },
    });
    expect(await useCase.execute({ bienId: 0 })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'bienId' },
    });
  });
});
