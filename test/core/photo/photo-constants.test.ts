import { expect } from 'chai';
import {
  COMPRESSION_QUALITY,
  DRAG_LOCK_MS,
  HEIC_QUALITY,
  IMAGE_WIDTH_FULL,
  IMAGE_WIDTH_THUMBNAIL,
  PHOTO_MAX_BYTES,
  REORDER_DEBOUNCE_MS,
  UPLOAD_DONE_NOTICE_MS,
  UPLOAD_PROGRESS_STEPS,
  UPLOAD_WARNING_MS,
} from '../../../core/src/domain/photo/photo-constants.js';
import { photoUrl } from '../../../core/src/domain/photo/photo-url.js';

describe('photo constants (§9)', () => {
  it('holds the spec values', () => {
    expect(REORDER_DEBOUNCE_MS).to.equal(1000);
    expect(DRAG_LOCK_MS).to.equal(300);
    expect(UPLOAD_PROGRESS_STEPS).to.deep.equal([50, 100]);
    expect(COMPRESSION_QUALITY).to.equal(0.8);
    expect(HEIC_QUALITY).to.equal(0.9);
    expect(IMAGE_WIDTH_FULL).to.equal(1920);
    expect(IMAGE_WIDTH_THUMBNAIL).to.equal(1024);
    expect(UPLOAD_DONE_NOTICE_MS).to.equal(2000);
    expect(UPLOAD_WARNING_MS).to.equal(3000);
    expect(PHOTO_MAX_BYTES).to.equal(20 * 1024 * 1024);
  });
});

describe('photoUrl', () => {
  it('serves a photo by id, with the 1920 or 1024 width on demand (§7)', () => {
    expect(photoUrl(7)).to.equal('/media/photos/7');
    expect(photoUrl(7, 1920)).to.equal('/media/photos/7?width=1920');
    expect(photoUrl(7, 1024)).to.equal('/media/photos/7?width=1024');
  });
});
