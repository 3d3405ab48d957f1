import '../../../support/dom.js';
import { canDragReorder, photoItemState } from '@immo/core';
import { expect } from 'chai';
import type sinon from 'sinon';
import {
  photoDeleted,
  photoLegendCommitted,
  photoMoved,
  photoPromoted,
  photoRenamed,
  photoRetried,
  photosChosen,
  photosOpened,
  selectPhotos,
} from '../../../../microfrontends/sale-editor/src/photos/photos-state.js';
import {
  fakePhotosApi,
  fakeTimers,
  heic,
  jpeg,
  pdf,
  photosStore,
  png,
  stubProcessor,
  type FakePhotosApi,
} from './harness.js';

const BIEN = 42;

async function settle(clock: sinon.SinonFakeTimers, ms = 0) {
  await clock.tickAsync(ms);
}

describe('sale editor · photos epic (upload queue, reorder, legends, deletes)', () => {
  let clock: sinon.SinonFakeTimers;
  let fake: FakePhotosApi;

  beforeEach(() => {
    clock = fakeTimers();
    fake = fakePhotosApi();
  });

  afterEach(() => clock.restore());

  const open = async (options: { processor?: ReturnType<typeof stubProcessor> } = {}) => {
    const { store, logger } = photosStore(fake, options.processor);
    store.dispatch(photosOpened(BIEN));
    await settle(clock);
    const state = () => selectPhotos(store.getState());
    return { store, logger, state };
  };

  it('loads the photos of the sale when the tab opens, and only logs a failed load', async () => {
    fake = fakePhotosApi({ images: [{ id: 7, url: '/media/photos/7', legend: 'Séjour', size: 900 }] });
    const { state } = await open();
    expect(fake.callsTo(/GET \/v2\/sell\/photos\/get-photos-bien\/42$/)).to.have.length(1);
    expect(state().items.map((i) => [i.id, i.itemName, photoItemState(i)])).to.deep.equal([
      [7, 'Séjour', 'uploaded'],
    ]);
    expect(state().loading).to.equal(false);

    fake = fakePhotosApi({ failing: [/get-photos-bien/] });
    const failed = await open();
    expect(failed.state().items).to.deep.equal([]);
    expect(failed.state().notices).to.deep.equal([]);
    expect(failed.logger.warn.calledOnce).to.equal(true);
  });

  it('takes PNG and JPEG, refuses other types in one notice, and HEIC without a converter', async () => {
    const { store, state } = await open();
    store.dispatch(
      photosChosen([
        jpeg('salon.jpg'),
        pdf('plan.pdf'),
        png('jardin.png'),
        pdf('devis.pdf'),
        heic('IMG_1.HEIC'),
      ]),
    );
    await settle(clock);
    expect(state().items.map((i) => i.file?.name)).to.deep.equal(['salon.jpg', 'jardin.png']);
    const codes = state().notices.map((n) => [n.message.code, n.files, n.severity]);
    expect(codes).to.deep.equal([
      ['photos_only_png_jpeg', ['plan.pdf', 'devis.pdf'], 'error'],
      ['photos_heic_unavailable', ['IMG_1.HEIC'], 'error'],
    ]);
  });

  it('converts HEIC through the pluggable converter and sends it as a .jpg', async () => {
    const { store, state } = await open({ processor: stubProcessor({ heic: true }) });
    store.dispatch(photosChosen([heic('IMG_0042.heic')]));
    await settle(clock);
    expect(state().items).to.have.length(1);
    expect(fake.uploads[0]?.call.fileName).to.equal('IMG_0042.jpg');
    expect(fake.uploads[0]?.call.form?.fileName).to.equal('IMG_0042.jpg');
  });

  it('prepares two files at once, and lists them in the order chosen', async () => {
    const processor = stubProcessor({ delays: { 'lent.jpg': 800, 'rapide.jpg': 100, 'suivant.jpg': 100 } });
    const { store, state } = await open({ processor });
    store.dispatch(photosChosen([jpeg('lent.jpg'), jpeg('rapide.jpg'), jpeg('suivant.jpg')]));
    await settle(clock);
    expect(processor.started).to.deep.equal(['lent.jpg', 'rapide.jpg']);
    expect(state().processing).to.have.length(3);
    await settle(clock, 100);
    expect(processor.started).to.deep.equal(['lent.jpg', 'rapide.jpg', 'suivant.jpg']);
    await settle(clock, 100);
    expect(state().items).to.deep.equal([]);
    await settle(clock, 600);
    expect(state().items.map((i) => i.file?.name)).to.deep.equal(['lent.jpg', 'rapide.jpg', 'suivant.jpg']);
    expect(state().processing).to.deep.equal([]);
  });

  it('reports a file the pipeline cannot decode by its name', async () => {
    const { store, state } = await open({ processor: stubProcessor({ broken: ['abime.jpg'] }) });
    store.dispatch(photosChosen([jpeg('abime.jpg')]));
    await settle(clock);
    expect(state().notices[0]?.message).to.deep.equal({
      code: 'photos_processing_error_file',
      params: { file: 'abime.jpg' },
    });
  });

  it("reports several files it cannot decode together: 'Erreur lors du traitement des images' and their names", async () => {
    const { store, state } = await open({ processor: stubProcessor({ broken: ['abime.jpg', 'coupe.jpg'] }) });
    store.dispatch(photosChosen([jpeg('abime.jpg'), jpeg('salon.jpg'), jpeg('coupe.jpg')]));
    await settle(clock);
    expect(state().notices).to.have.length(1);
    expect(state().notices[0]).to.deep.include({
      message: { code: 'photos_processing_error' },
      files: ['abime.jpg', 'coupe.jpg'],
    });
    expect(state().items.map((i) => i.file?.name)).to.deep.equal(['salon.jpg']);
  });

  it('moves each photo pending → uploading (50) → uploaded (100), posting file, fileName and priority', async () => {
    fake = fakePhotosApi({ images: [{ id: 7, url: '/media/photos/7', legend: '', size: 900 }] });
    const { store, state } = await open();
    store.dispatch(photosChosen([jpeg('cuisine.jpg')]));
    await settle(clock);
    const item = () => state().items[1]!;
    expect(photoItemState(item())).to.equal('uploading');
    expect(item().uploadProgress).to.equal(50);
    expect(fake.uploads[0]?.call).to.deep.include({
      path: '/v2/sell/photos/upload-single/42',
      method: 'POST',
      fileName: 'cuisine.jpg',
    });
    expect(fake.uploads[0]?.call.form).to.deep.equal({ fileName: 'cuisine.jpg', priority: '1' });

    fake.succeed(0, 88);
    await settle(clock);
    expect(photoItemState(item())).to.equal('uploaded');
    expect(item()).to.deep.include({ id: 88, itemSrc: '/media/photos/88', file: null, uploadProgress: 100 });
  });

  it('records the server message, else Erreur HTTP {status}, on the photo', async () => {
    const { store, state } = await open();
    store.dispatch(photosChosen([jpeg('a.jpg'), jpeg('b.jpg')]));
    await settle(clock);
    fake.fail(0, 400, 'Seuls les fichiers PNG/JPEG sont acceptés');
    fake.fail(1, 502);
    await settle(clock);
    expect(state().items.map((i) => i.uploadError)).to.deep.equal([
      { code: 'photos_server_message', params: { message: 'Seuls les fichiers PNG/JPEG sont acceptés' } },
      { code: 'photos_http_error', params: { status: 502 } },
    ]);
    expect(state().items.every((i) => photoItemState(i) === 'error' && i.file !== null)).to.equal(true);

    store.dispatch(photoRetried(state().items[1]!.key));
    await settle(clock);
    expect(state().items[1]?.uploadProgress).to.equal(50);
    expect(state().items[1]?.uploadError).to.equal(null);
    fake.succeed(2);
    await settle(clock);
    expect(photoItemState(state().items[1]!)).to.equal('uploaded');
  });

  it('uploads two photos at a time, in the order chosen', async () => {
    const { store } = await open();
    store.dispatch(photosChosen([jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg'), jpeg('4.jpg')]));
    await settle(clock);
    expect(fake.uploads.map((u) => u.call.fileName)).to.deep.equal(['1.jpg', '2.jpg']);
    fake.succeed(1);
    await settle(clock);
    expect(fake.uploads.map((u) => u.call.fileName)).to.deep.equal(['1.jpg', '2.jpg', '3.jpg']);
    expect(fake.uploads[2]?.call.form?.priority).to.equal('2');
    fake.succeed(0);
    await settle(clock);
    expect(fake.uploads).to.have.length(4);
  });

  it('ends a fully successful batch with "Upload terminé (n/total réussis" for 2 s', async () => {
    const { store, state } = await open();
    store.dispatch(photosChosen([jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg')]));
    await settle(clock);
    fake.succeed(0);
    fake.succeed(1);
    await settle(clock);
    expect(state().notices).to.deep.equal([]);
    fake.succeed(2);
    await settle(clock);
    expect(state().batch).to.equal(null);
    expect(state().notices.map((n) => [n.severity, n.message, n.durationMs])).to.deep.equal([
      ['success', { code: 'photos_upload_done', params: { succeeded: 3, total: 3 } }, 2000],
    ]);
    await settle(clock, 1999);
    expect(state().notices).to.have.length(1);
    await settle(clock, 1);
    expect(state().notices).to.deep.equal([]);
  });

  it('warns for 3 s when some photos failed, and keeps the error when all failed', async () => {
    const { store, state } = await open();
    store.dispatch(photosChosen([jpeg('1.jpg'), jpeg('2.jpg')]));
    await settle(clock);
    fake.succeed(0);
    fake.fail(1, 500);
    await settle(clock);
    expect(state().notices.map((n) => [n.severity, n.message.code, n.durationMs])).to.deep.equal([
      ['warning', 'photos_upload_partial_failure', 3000],
    ]);
    await settle(clock, 3000);
    expect(state().notices).to.deep.equal([]);

    store.dispatch(photosChosen([jpeg('3.jpg')]));
    await settle(clock);
    fake.fail(2, 500);
    await settle(clock, 60_000);
    expect(state().notices.map((n) => [n.severity, n.message.code, n.durationMs])).to.deep.equal([
      ['error', 'photos_upload_failed', null],
    ]);
  });

  it('removes a deleted photo at once, even when the server call fails (only logged)', async () => {
    fake = fakePhotosApi({
      images: [
        { id: 7, url: '/media/photos/7', legend: '', size: 1 },
        { id: 8, url: '/media/photos/8', legend: '', size: 1 },
      ],
      failing: [/DELETE/],
    });
    const { store, state, logger } = await open();
    store.dispatch(photoDeleted({ key: 'photo-7', id: 7, previewSrc: '/media/photos/7' }));
    expect(state().items.map((i) => i.id)).to.deep.equal([8]);
    await settle(clock);
    expect(fake.callsTo(/DELETE \/v2\/sell\/photos\/delete\/7$/)).to.have.length(1);
    expect(state().items.map((i) => i.id)).to.deep.equal([8]);
    expect(logger.warn.calledOnce).to.equal(true);
  });

  it('deletes on the server a photo removed while it was uploading', async () => {
    const processor = stubProcessor();
    const { store, state } = await open({ processor });
    store.dispatch(photosChosen([jpeg('parti.jpg')]));
    await settle(clock);
    const item = state().items[0]!;
    store.dispatch(photoDeleted({ key: item.key, id: null, previewSrc: item.itemSrc }));
    expect(processor.released).to.deep.equal(['blob:preview/parti.jpg']);
    fake.succeed(0, 91);
    await settle(clock);
    expect(fake.callsTo(/DELETE \/v2\/sell\/photos\/delete\/91$/)).to.have.length(1);
    expect(state().items).to.deep.equal([]);
  });

  it('sends a rename only for an uploaded photo; a pending one carries its legend in the upload', async () => {
    fake = fakePhotosApi({ images: [{ id: 7, url: '/media/photos/7', legend: '', size: 1 }] });
    const { store, state } = await open();
    store.dispatch(photoRenamed({ key: 'photo-7', legend: 'Vue sur le lac' }));
    store.dispatch(photoLegendCommitted('photo-7'));
    await settle(clock);
    expect(fake.callsTo(/PUT/).map((c) => [c.path, c.json])).to.deep.equal([
      ['/v2/sell/photos/update-legend/7', { legend: 'Vue sur le lac' }],
    ]);

    // Renamed while waiting for its turn (two uploads ahead of it).
    store.dispatch(photosChosen([jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg')]));
    await settle(clock);
    const third = state().items[3]!;
    store.dispatch(photoRenamed({ key: third.key, legend: 'Chambre' }));
    store.dispatch(photoLegendCommitted(third.key));
    await settle(clock);
    expect(fake.callsTo(/PUT/)).to.have.length(1);
    fake.succeed(0);
    await settle(clock);
    expect(fake.uploads[2]?.call.form).to.deep.include({ legend: 'Chambre', priority: '3' });
  });

  it('sends the legend typed while the photo was travelling once it is uploaded', async () => {
    const { store, state } = await open();
    store.dispatch(photosChosen([jpeg('1.jpg')]));
    await settle(clock);
    const key = state().items[0]!.key;
    store.dispatch(photoRenamed({ key, legend: 'Entrée' }));
    store.dispatch(photoLegendCommitted(key));
    await settle(clock);
    expect(fake.callsTo(/PUT/)).to.have.length(0);
    fake.succeed(0, 61);
    await settle(clock);
    expect(fake.callsTo(/PUT/).map((c) => [c.path, c.json])).to.deep.equal([
      ['/v2/sell/photos/update-legend/61', { legend: 'Entrée' }],
    ]);
  });

  it('promotes a photo to first and sends the order once, 1 s after the last of three quick moves', async () => {
    fake = fakePhotosApi({
      images: [1, 2, 3, 4].map((id) => ({ id, url: `/media/photos/${id}`, legend: '', size: 1 })),
    });
    const { store, state } = await open();
    store.dispatch(photoPromoted('photo-3'));
    expect(state().items.map((i) => i.id)).to.deep.equal([3, 1, 2, 4]);
    await settle(clock, 400);
    store.dispatch(photoMoved({ from: 3, to: 1, at: Date.now() }));
    await settle(clock, 400);
    store.dispatch(photoMoved({ from: 0, to: 3, at: Date.now() }));
    await settle(clock, 999);
    expect(fake.callsTo(/reorder/)).to.have.length(0);
    await settle(clock, 1);
    expect(fake.callsTo(/reorder/).map((c) => [c.path, c.json])).to.deep.equal([
      ['/v2/sell/photos/reorder/42', { imageIds: [4, 1, 2, 3] }],
    ]);
  });

  it('only logs a refused reorder', async () => {
    fake = fakePhotosApi({
      images: [1, 2].map((id) => ({ id, url: `/media/photos/${id}`, legend: '', size: 1 })),
      failing: [/reorder/],
    });
    const { store, state, logger } = await open();
    store.dispatch(photoPromoted('photo-2'));
    await settle(clock, 1000);
    expect(fake.callsTo(/reorder/)).to.have.length(1);
    expect(logger.warn.calledOnce).to.equal(true);
    expect(state().items.map((i) => i.id)).to.deep.equal([2, 1]);
    expect(state().notices).to.deep.equal([]);
  });

  it('waits for the uploads to finish before sending a new order', async () => {
    fake = fakePhotosApi({ images: [{ id: 1, url: '/media/photos/1', legend: '', size: 1 }] });
    const { store } = await open();
    store.dispatch(photosChosen([jpeg('new.jpg')]));
    await settle(clock);
    store.dispatch(photoPromoted(selectPhotos(store.getState()).items[1]!.key));
    await settle(clock, 5000);
    expect(fake.callsTo(/reorder/)).to.have.length(0);
    fake.succeed(0, 2);
    await settle(clock);
    expect(fake.callsTo(/reorder/).map((c) => c.json)).to.deep.equal([{ imageIds: [2, 1] }]);
  });

  it('locks dragging during uploads and for 300 ms after a drop (core canDragReorder)', async () => {
    fake = fakePhotosApi({
      images: [1, 2, 3].map((id) => ({ id, url: `/media/photos/${id}`, legend: '', size: 1 })),
    });
    const { store, state } = await open();
    const canDrag = () => canDragReorder(state().items, Date.now(), state().lastDropAt);
    expect(canDrag()).to.equal(true);
    store.dispatch(photoMoved({ from: 0, to: 2, at: Date.now() }));
    expect(canDrag()).to.equal(false);
    await settle(clock, 299);
    expect(canDrag()).to.equal(false);
    await settle(clock, 1);
    expect(state().lastDropAt).to.equal(null);
    expect(canDrag()).to.equal(true);

    store.dispatch(photosChosen([jpeg('x.jpg')]));
    await settle(clock);
    expect(canDrag()).to.equal(false);
    fake.succeed(0);
    await settle(clock);
    expect(canDrag()).to.equal(true);
  });
});
