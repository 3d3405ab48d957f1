import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import {
  UpdatePhotoLegend,
  type UpdatePhotoLegendInput,
} from '../../../../core/src/use-cases/update-photo-legend/update-photo-legend.js';
import { photoScene, withPhotos, type PhotoScene } from './photo-fixtures.js';

describe('UpdatePhotoLegend', () => {
  let scene: PhotoScene;
  let useCase: UpdatePhotoLegend;
  const input = (overrides: Partial<UpdatePhotoLegendInput> = {}): UpdatePhotoLegendInput => ({
    viewer: scene.negotiator,
    photoId: 1,
    legend: 'Vue sur le lac',
    ...overrides,
  });

  beforeEach(async () => {
    scene = await photoScene();
    useCase = new UpdatePhotoLegend(scene.kit);
    await withPhotos(scene, 1);
  });

  it('stores the legend, trimmed', async () => {
    const result = await useCase.execute(input({ legend: '  Vue sur le lac ' }));
    expect(result.ok && result.value).to.include({ id: 1, legend: 'Vue sur le lac', url: '/media/photos/1' });
    expect((await scene.kit.repos.photos.findById(1))?.legend).to.equal('Vue sur le lac');
  });

  it('takes 120 characters and refuses 121', async () => {
    expect((await useCase.execute(input({ legend: 'é'.repeat(120) }))).ok).to.equal(true);
    expect(await useCase.execute(input({ legend: 'é'.repeat(121) }))).to.deep.equal({
      ok: false,
      error: { code: 'photos_legend_too_long', params: { max: 120 }, field: 'legend' },
    });
  });

  it('accepts an empty legend', async () => {
    expect((await useCase.execute(input({ legend: '' }))).ok).to.equal(true);
  });

  it('refuses malformed input', async () => {
    expect(await useCase.execute(input({ legend: 12 }))).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'legend' },
    });
    expect(await useCase.execute(input({ photoId: 'x' }))).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'photoId' },
    });
  });

  it('answers not_found for an unknown photo', async () => {
    expect(await useCase.execute(input({ photoId: 99 }))).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'photoId' },
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
    expect((await scene.kit.repos.photos.findById(1))?.legend).to.equal('p0');
    expect((await useCase.execute(input({ viewer: scene.admin }))).ok).to.equal(true);
  });
});
