import { expect } from 'chai';
import { bytesSource } from '../../../../core/src/shared/byte-source.js';
import { PHOTO_MAX_BYTES } from '../../../../core/src/domain/photo/photo-constants.js';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aHeicImage, aJpegImage, aPdfFile, aPngImage } from '../../../../core/src/testing/index.js';
import {
  UploadPhoto,
  type UploadPhotoInput,
} from '../../../../core/src/use-cases/upload-photo/upload-photo.js';
import { photoScene, positionsOf, withPhotos, type PhotoScene } from './photo-fixtures.js';

describe('UploadPhoto', () => {
  let scene: PhotoScene;
  let useCase: UploadPhoto;
  const input = (overrides: Partial<UploadPhotoInput> = {}): UploadPhotoInput => ({
    viewer: scene.negotiator,
    bienId: scene.property.id,
    file: bytesSource(aJpegImage(1920, 1280)),
    fileName: 'IMG_2041.jpg',
    ...overrides,
  });

  beforeEach(async () => {
    scene = await photoScene();
    useCase = new UploadPhoto(scene.kit);
  });

  it('stores the photo as a JPEG and answers id, url, size and original name', async () => {
    const bytes = aPngImage(800, 600);
    const result = await useCase.execute(input({ file: bytesSource(bytes), fileName: 'salon.png' }));
    expect(result).to.deep.equal({
      ok: true,
      value: { id: 1, url: '/media/photos/1', size: bytes.length, originalName: 'salon.png' },
    });
    const photo = await scene.kit.repos.photos.findById(1);
    expect(photo).to.include({
      propertyId: scene.property.id,
      storageKey: `photos/${scene.property.id}/id-1.jpg`,
      originalName: 'salon.png',
      width: 800,
      height: 600,
      position: 0,
      legend: '',
      uploadedAt: scene.kit.clock.now(),
    });
    expect((await scene.kit.storage.get(`photos/${scene.property.id}/id-1.jpg`))?.contentType).to.equal(
      'image/jpeg',
    );
    expect(scene.kit.events.events).to.deep.equal([
      { type: 'PhotosChanged', propertyId: scene.property.id },
      { type: 'PhotoUploaded', propertyId: scene.property.id, photoId: 1 },
    ]);
  });

  it('announces each photo uploaded, after PhotosChanged, so its renditions are prepared', async () => {
    await withPhotos(scene, 2);
    const result = await useCase.execute(input({ priority: 0 }));
    expect(result.ok && result.value.id).to.equal(3);
    expect(scene.kit.events.events.at(-1)).to.deep.equal({
      type: 'PhotoUploaded',
      propertyId: scene.property.id,
      photoId: 3,
    });
    expect(scene.kit.events.events.map((e) => e.type)).to.deep.equal(['PhotosChanged', 'PhotoUploaded']);
  });

  it('accepts HEIC by content, whatever its name', async () => {
    const result = await useCase.execute(
      input({ file: bytesSource(aHeicImage()), fileName: 'IMG_0001.HEIC' }),
    );
    expect(result.ok).to.equal(true);
  });

  it('lets an administrator upload on any sale', async () => {
    expect((await useCase.execute(input({ viewer: scene.admin }))).ok).to.equal(true);
  });

  it('puts the photo at the end without a priority', async () => {
    await withPhotos(scene, 2);
    await useCase.execute(input());
    expect(await positionsOf(scene)).to.deep.equal([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
  });

  it('puts the photo at its priority and shifts the others', async () => {
    await withPhotos(scene, 3);
    await useCase.execute(input({ priority: 1 }));
    expect(await positionsOf(scene)).to.deep.equal([
      [1, 0],
      [4, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('takes priority 0 as the new main image', async () => {
    await withPhotos(scene, 1);
    await useCase.execute(input({ priority: 0 }));
    expect(await positionsOf(scene)).to.deep.equal([
      [2, 0],
      [1, 1],
    ]);
  });

  it('puts the photo at the end when the priority is out of range or not a whole number', async () => {
    await withPhotos(scene, 2);
    await useCase.execute(input({ priority: 7 }));
    await useCase.execute(input({ priority: -1 }));
    await useCase.execute(input({ priority: '0' }));
    expect((await positionsOf(scene)).map(([id]) => id)).to.deep.equal([1, 2, 3, 4, 5]);
  });

  it('keeps the legend typed before the upload', async () => {
    await useCase.execute(input({ legend: '  Cuisine équipée ' }));
    expect((await scene.kit.repos.photos.findById(1))?.legend).to.equal('Cuisine équipée');
  });

  it('refuses a legend over 120 characters', async () => {
    expect(await useCase.execute(input({ legend: 'a'.repeat(121) }))).to.deep.equal({
      ok: false,
      error: { code: 'photos_legend_too_long', params: { max: 120 }, field: 'legend' },
    });
  });

  it('asks an anonymous visitor to log in', async () => {
    expect(await useCase.execute(input({ viewer: ANONYMOUS }))).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it('refuses buyers and negotiators of other sales', async () => {
    const forbidden = { ok: false, error: { code: 'forbidden' } };
    expect(await useCase.execute(input({ viewer: scene.buyer }))).to.deep.equal(forbidden);
    expect(await useCase.execute(input({ viewer: scene.otherNegotiator }))).to.deep.equal(forbidden);
    expect(scene.kit.storage.keys()).to.deep.equal([]);
  });

  it('answers not_found for an unknown property', async () => {
    expect(await useCase.execute(input({ bienId: 999 }))).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'bienId' },
    });
  });

  it('refuses malformed input', async () => {
    expect(await useCase.execute(input({ bienId: '1' }))).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'bienId' },
    });
    expect(await useCase.execute(input({ file: 'not bytes' }))).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'file' },
    });
    expect(await useCase.execute(input({ fileName: ' ' }))).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'fileName' },
    });
    expect(await useCase.execute(input({ fileName: `${'a'.repeat(252)}.jpg` }))).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'fileName' },
    });
  });

  it('takes exactly 20 MiB and refuses one byte more', async () => {
    const atLimit = new Uint8Array(PHOTO_MAX_BYTES);
    atLimit.set(aJpegImage());
    expect((await useCase.execute(input({ file: bytesSource(atLimit) }))).ok).to.equal(true);
    expect(
      await useCase.execute(input({ file: bytesSource(new Uint8Array(PHOTO_MAX_BYTES + 1)) })),
    ).to.deep.equal({
      ok: false,
      error: { code: 'payload_too_large', params: { max: PHOTO_MAX_BYTES }, field: 'file' },
    });
  });

  it('refuses what is not a PNG, JPEG or HEIC by content, even named .jpg', async () => {
    expect(
      await useCase.execute(input({ file: bytesSource(aPdfFile()), fileName: 'photo.jpg' })),
    ).to.deep.equal({
      ok: false,
      error: { code: 'photos_only_png_jpeg', field: 'file' },
    });
    expect(scene.kit.storage.keys()).to.deep.equal([]);
    expect(scene.kit.events.events).to.deep.equal([]);
  });

  it('removes the stored file when the record cannot be written', async () => {
    scene.kit.repos.photos.add = () => Promise.reject(new Error('disk full'));
    let thrown: unknown;
    try {
      await useCase.execute(input());
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).to.equal('disk full');
    expect(scene.kit.storage.keys()).to.deep.equal([]);
  });
});
