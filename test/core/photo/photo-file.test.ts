import { expect } from 'chai';
import { acceptPhotoFile } from '../../../core/src/domain/photo/photo-file.js';

describe('acceptPhotoFile (§5.5)', () => {
  it('takes PNG and JPEG as they are', () => {
    for (const file of [
      { name: 'salon.png', type: 'image/png' },
      { name: 'salon.jpg', type: 'image/jpeg' },
      { name: 'SALON.JPEG', type: '' },
      { name: 'salon.PNG', type: 'application/octet-stream' },
    ]) {
      expect(acceptPhotoFile(file), file.name).to.deep.equal({
        ok: true,
        value: { needsHeicConversion: false },
      });
    }
  });

  it('takes HEIC/HEIF and flags it for conversion to JPEG', () => {
    for (const file of [
      { name: 'IMG_0001.HEIC', type: '' },
      { name: 'IMG_0001.heif', type: '' },
      { name: 'IMG_0001', type: 'image/heic' },
      { name: 'IMG_0001', type: 'image/heif' },
    ]) {
      expect(acceptPhotoFile(file), file.name).to.deep.equal({
        ok: true,
        value: { needsHeicConversion: true },
      });
    }
  });

  it('refuses anything else with the PNG/JPEG message', () => {
    for (const file of [
      { name: 'plan.pdf', type: 'application/pdf' },
      { name: 'anim.gif', type: 'image/gif' },
      { name: 'photo.webp', type: '' },
      { name: 'sans-extension', type: '' },
      // A declared type wins over a misleading extension.
      { name: 'photo.jpg', type: 'image/gif' },
    ]) {
      expect(acceptPhotoFile(file), file.name).to.deep.equal({
        ok: false,
        error: { code: 'photos_only_png_jpeg', field: 'file' },
      });
    }
  });
});
