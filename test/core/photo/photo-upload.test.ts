import { expect } from 'chai';
import { addPhotos, photoItemState, type PhotoItem } from '../../../core/src/domain/photo/photo-item.js';
import {
  canDragReorder,
  completePhotoUpload,
  failPhotoUpload,
  isUploadingPhotos,
  overallUploadPercent,
  photoUploadError,
  startPhotoUpload,
  uploadBatchOutcome,
} from '../../../core/src/domain/photo/photo-upload.js';
import { domainError } from '../../../core/src/shared/result.js';

const chosen = (key: string) => ({ key, file: { key }, previewSrc: `blob:${key}`, name: key, size: 1000 });
const twoPending = () => addPhotos<{ key: string }>([], [chosen('a'), chosen('b')]);
const item = (items: PhotoItem[], key: string) => items.find((i) => i.key === key) as PhotoItem;

describe('photo upload transitions (§4)', () => {
  it('goes pending → uploading at 50', () => {
    const items = startPhotoUpload(twoPending(), 'a');
    expect(item(items, 'a').uploadProgress).to.equal(50);
    expect(photoItemState(item(items, 'a'))).to.equal('uploading');
    expect(photoItemState(item(items, 'b'))).to.equal('pending');
  });

  it('ends uploaded at 100: local file dropped, server url, id and size kept', () => {
    const items = completePhotoUpload(startPhotoUpload(twoPending(), 'a'), 'a', {
      id: 31,
      url: '/media/photos/31',
      size: 420,
    });
    expect(item(items, 'a')).to.deep.equal({
      key: 'a',
      id: 31,
      itemSrc: '/media/photos/31',
      itemName: 'a',
      file: null,
      isUploaded: true,
      uploadProgress: 100,
      uploadError: null,
      imageSize: 420,
    });
  });

  it('keeps the local size when the server gives none', () => {
    const items = completePhotoUpload(twoPending(), 'a', { id: 1, url: '/media/photos/1', size: null });
    expect(item(items, 'a').imageSize).to.equal(1000);
  });

  it('records an error on the item and keeps its file for a retry', () => {
    const error = domainError('photos_http_error', { status: 500 });
    const failed = failPhotoUpload(startPhotoUpload(twoPending(), 'a'), 'a', error);
    expect(item(failed, 'a')).to.include({ isUploaded: false, uploadProgress: 0, uploadError: error });
    expect(item(failed, 'a').file).to.deep.equal({ key: 'a' });
    expect(photoItemState(item(failed, 'a'))).to.equal('error');
    const retried = startPhotoUpload(failed, 'a');
    expect(item(retried, 'a')).to.include({ uploadProgress: 50, uploadError: null });
  });
});

describe('photoUploadError (§8)', () => {
  it("uses the server's error.message when there is one", () => {
    expect(photoUploadError(400, 'Fichier trop volumineux')).to.deep.equal({
      code: 'photos_server_message',
      params: { message: 'Fichier trop volumineux' },
    });
  });

  it("falls back on 'Erreur HTTP {status}'", () => {
    expect(photoUploadError(502)).to.deep.equal({ code: 'photos_http_error', params: { status: 502 } });
    expect(photoUploadError(500, '  ')).to.deep.equal({ code: 'photos_http_error', params: { status: 500 } });
  });

  it('says the server does not answer, not "Erreur HTTP 0", when nothing came back', () => {
    expect(photoUploadError(0)).to.deep.equal({ code: 'photos_no_answer' });
  });
});

describe('isUploadingPhotos', () => {
  it('is true while an item waits for or is in its upload', () => {
    expect(isUploadingPhotos(twoPending())).to.equal(true);
    expect(isUploadingPhotos(startPhotoUpload(twoPending(), 'a'))).to.equal(true);
  });

  it('is false once every item is uploaded or failed', () => {
    let items = twoPending();
    items = completePhotoUpload(items, 'a', { id: 1, url: '/media/photos/1', size: 1 });
    items = failPhotoUpload(items, 'b', domainError('photos_http_error', { status: 500 }));
    expect(isUploadingPhotos(items)).to.equal(false);
    expect(isUploadingPhotos([])).to.equal(false);
  });
});

describe('overallUploadPercent', () => {
  it('averages the progress of the batch', () => {
    const items = startPhotoUpload(twoPending(), 'a');
    expect(overallUploadPercent(items, ['a', 'b'])).to.equal(25);
    const done = completePhotoUpload(items, 'a', { id: 1, url: '/media/photos/1', size: 1 });
    expect(overallUploadPercent(startPhotoUpload(done, 'b'), ['a', 'b'])).to.equal(75);
  });

  it('counts failed and removed items as finished, so it reaches 100', () => {
    const items = failPhotoUpload(twoPending(), 'a', domainError('photos_http_error', { status: 500 }));
    expect(overallUploadPercent(items, ['a', 'gone'])).to.equal(100);
  });

  it('is 0 for an empty batch', () => {
    expect(overallUploadPercent(twoPending(), [])).to.equal(0);
  });
});

describe('uploadBatchOutcome (§8)', () => {
  it("all ok: 'Upload terminé (n/total réussis' for 2 s", () => {
    expect(uploadBatchOutcome(3, 3)).to.deep.equal({
      severity: 'success',
      notice: { code: 'photos_upload_done', params: { succeeded: 3, total: 3 } },
      durationMs: 2000,
    });
  });

  it('some failed: a warning for 3 s', () => {
    expect(uploadBatchOutcome(2, 3)).to.deep.equal({
      severity: 'warning',
      notice: { code: 'photos_upload_partial_failure' },
      durationMs: 3000,
    });
  });

  it('all failed: the general upload error', () => {
    expect(uploadBatchOutcome(0, 3)).to.deep.equal({
      severity: 'error',
      notice: { code: 'photos_upload_failed' },
      durationMs: null,
    });
  });
});

describe('canDragReorder (§4)', () => {
  const idle = completePhotoUpload(addPhotos([], [chosen('a')]), 'a', {
    id: 1,
    url: '/media/photos/1',
    size: 1,
  });

  it('is off while photos upload', () => {
    expect(canDragReorder(startPhotoUpload(twoPending(), 'a'), 10_000, null)).to.equal(false);
  });

  it('is off during the 300 ms lock after a drop, on again at exactly 300 ms', () => {
    expect(canDragReorder(idle, 1_299, 1_000)).to.equal(false);
    expect(canDragReorder(idle, 1_300, 1_000)).to.equal(true);
    expect(canDragReorder(idle, 1_000, null)).to.equal(true);
  });
});
